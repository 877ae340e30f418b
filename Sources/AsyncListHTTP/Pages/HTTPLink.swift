import Foundation

/// Reads a `Link` header (RFC 8288): `<URI>; rel="next", <URI>; rel="last"`.
enum HTTPLink {
  /// The target of the link whose relation types include `next`, resolved against `base`.
  ///
  /// - Returns: The URL, or `nil` when no link is `next`.
  /// - Throws: ``HTTPSourceError/decoding(path:reason:)`` at path `Link` for a header that is
  ///   not a list of `<URI>; params`, or a `next` target that is not a URL.
  static func next(in header: String, relativeTo base: URL) throws -> URL? {
    var rest = Substring(header)
    while true {
      rest = rest.drop { $0 == " " || $0 == "," }
      guard !rest.isEmpty else { return nil }
      guard rest.first == "<", let close = rest.firstIndex(of: ">") else {
        throw HTTPSourceError.decoding(path: "Link", reason: "expected <URI> at \"\(rest.prefix(40))\"")
      }
      let target = rest[rest.index(after: rest.startIndex)..<close]
      rest = rest[rest.index(after: close)...]
      let end = rest.firstIndex(of: "<") ?? rest.endIndex
      let parameters = rest[..<end]
      rest = rest[end...]
      if relations(in: parameters).contains("next") {
        guard !target.isEmpty, let url = URL(string: String(target), relativeTo: base)?.absoluteURL else {
          throw HTTPSourceError.decoding(path: "Link", reason: "rel=\"next\" names no URL: <\(target)>")
        }
        return url
      }
    }
  }

  /// The relation types of a link's parameters (`; rel="next prev"` or `; rel=next`), lower-cased.
  private static func relations(in parameters: Substring) -> [String] {
    for parameter in parameters.split(separator: ";") {
      let parts = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2, parts[0].lowercased() == "rel" else { continue }
      let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\", "))
      return value.lowercased().split(separator: " ").map(String.init)
    }
    return []
  }
}
