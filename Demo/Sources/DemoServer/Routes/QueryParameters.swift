/// A request's query, decoded as browsers and the iTunes API encode it: `+` is a space, `%XX`
/// an escaped byte. The first value of a repeated name wins.
struct QueryParameters {
  private var values: [String: String] = [:]

  init(_ query: String?) {
    for pair in (query ?? "").split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = Self.decode(parts[0]) else { continue }
      let value = parts.count > 1 ? (Self.decode(parts[1]) ?? "") : ""
      if values[name] == nil { values[name] = value }
    }
  }

  subscript(name: String) -> String? { values[name] }

  /// An integer parameter within a range, or the default when absent.
  func integer(_ name: String, in range: ClosedRange<Int>, default fallback: Int) throws -> Int {
    guard let text = values[name] else { return fallback }
    guard let value = Int(text) else { throw APIError.invalid(name, "\(APIError.quoted(text)) is not an integer") }
    guard range.contains(value) else {
      throw APIError.invalid(name, "\(value) is outside \(range.lowerBound)...\(range.upperBound)")
    }
    return value
  }

  /// A parameter from a fixed set, or the default when absent.
  func choice(_ name: String, from allowed: Set<String>, default fallback: String) throws -> String {
    guard let value = values[name] else { return fallback }
    guard allowed.contains(value) else {
      throw APIError.invalid(
        name, "\(APIError.quoted(value)) is not one of \(allowed.sorted().joined(separator: ", "))")
    }
    return value
  }

  static func decode(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8).makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "+"):
        bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(Self.hexValue), let low = iterator.next().flatMap(Self.hexValue)
        else { return nil }
        bytes.append(high << 4 | low)
      default:
        bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
