import Foundation
import Testing

@testable import AsyncListStrings

/// The faces' words come from the English table the package ships, with every key the code asks
/// for, and numbers written for the reader's locale.
struct ListStringsTests {
  @Test(arguments: ListStrings.keys) func everyKeyIsInTheEnglishTable(key: String) throws {
    let path = try #require(
      ListStrings.bundle.path(forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: "en"),
      "the package ships en.lproj/Localizable.strings")
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let table = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
    #expect(table[key] != nil, "\(key) is missing from the English table")
    #expect(ListStrings.bundle.localizedString(forKey: key, value: "MISSING", table: nil) != "MISSING")
  }

  @Test func aPlaceholderSaysWhichRowOfHowMany() {
    let english = Locale(identifier: "en_US")
    #expect(ListStrings.loadingRow(5_000, of: 1_000_000, locale: english) == "Loading row 5,001 of 1,000,000")
    #expect(
      ListStrings.loadingRows(5_000..<5_064, of: 1_000_000, locale: english)
        == "Loading rows 5,001 to 5,064 of 1,000,000")
    #expect(ListStrings.loadingRows(7..<8, of: 10, locale: english) == "Loading row 8 of 10")
    #expect(ListStrings.loadingRow(5_000, of: 1_000_000, locale: Locale(identifier: "de_DE")).contains("5.001"))
    #expect(ListStrings.retry == "Retry" && ListStrings.endOfList == "End of list")
  }
}
