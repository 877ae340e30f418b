package import Foundation

/// The words the package's faces show and speak, localized: the SwiftUI and UIKit faces read
/// them here, so both say the same thing in every language. English is the development
/// language (`Resources/en.lproj/Localizable.strings`); an app adds a language by shipping the
/// same keys in its own `Localizable.strings` for this bundle, or replaces the default views.
package enum ListStrings {
  /// A button that loads again what failed.
  package static var retry: String { text("retry", "Retry", "A button that loads again what failed.") }
  /// What the retry button does, for VoiceOver.
  package static var retryHint: String {
    text("retry.hint", "Loads the list again", "VoiceOver hint of the retry button.")
  }
  /// The marker below the last row.
  package static var endOfList: String { text("end", "End of list", "Shown below the last row of a list.") }
  /// A list with no rows.
  package static var nothingHere: String { text("empty", "Nothing here", "Shown when a list has no rows.") }
  /// The first page failed.
  package static var couldNotLoad: String { text("failed", "Could not load", "The first page of a list failed.") }
  /// A pull-to-refresh failed; the rows shown stay.
  package static var couldNotRefresh: String {
    text("refresh.failed", "Could not refresh", "A pull-to-refresh failed; the rows shown stay.")
  }
  /// The spinner of the first page, for VoiceOver.
  package static var loading: String { text("loading", "Loading", "VoiceOver label of the first page's spinner.") }
  /// The spinner above or below the rows, for VoiceOver.
  package static var loadingMore: String {
    text("loading.more", "Loading more rows", "VoiceOver label of the spinner above or below the rows.")
  }
  /// The search field's prompt.
  package static var search: String { text("search", "Search", "The prompt of a list's search field.") }

  /// A placeholder's VoiceOver label: "Loading row 5,001 of 1,000,000".
  ///
  /// - Parameters:
  ///   - position: The placeholder's position, from 0.
  ///   - total: The positions in all.
  ///   - locale: The locale the numbers are written in.
  /// - Returns: The label, numbers counted from 1.
  package static func loadingRow(_ position: Int, of total: Int, locale: Locale = .current) -> String {
    let format = text(
      "loading.row", "Loading row %1$@ of %2$@", "VoiceOver label of a row not loaded yet: its number, then the count.")
    return String(format: format, locale: locale, number(position + 1, locale), number(total, locale))
  }

  /// A run of placeholders' VoiceOver label: "Loading rows 5,001 to 5,064 of 1,000,000".
  ///
  /// - Parameters:
  ///   - positions: The run's positions, from 0.
  ///   - total: The positions in all.
  ///   - locale: The locale the numbers are written in.
  /// - Returns: The label, numbers counted from 1.
  package static func loadingRows(_ positions: Range<Int>, of total: Int, locale: Locale = .current) -> String {
    guard positions.count > 1 else { return loadingRow(positions.lowerBound, of: total, locale: locale) }
    let format = text(
      "loading.rows", "Loading rows %1$@ to %2$@ of %3$@",
      "VoiceOver label of rows not loaded yet: the first's number, the last's, then the count.")
    return String(
      format: format, locale: locale, number(positions.lowerBound + 1, locale), number(positions.upperBound, locale),
      number(total, locale))
  }

  /// The bundle of the strings.
  package static var bundle: Bundle { .module }

  /// Every key, for the tests that hold the table to the code.
  package static let keys = [
    "retry", "retry.hint", "end", "empty", "failed", "refresh.failed", "loading", "loading.more", "search",
    "loading.row", "loading.rows",
  ]

  private static func text(_ key: String, _ english: String, _ comment: String) -> String {
    NSLocalizedString(key, tableName: nil, bundle: .module, value: english, comment: comment)
  }

  private static func number(_ value: Int, _ locale: Locale) -> String {
    value.formatted(.number.locale(locale))
  }
}
