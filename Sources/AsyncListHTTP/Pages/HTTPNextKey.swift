public import Foundation

/// How a response names the page after it, for ``HTTPPageSource``.
public struct HTTPNextKey<Key: Sendable, Body: Sendable>: Sendable {
  /// The rule: the key loaded (`nil` for the first page), the body, how many rows it held, the
  /// response and the URL requested; `nil` at the end.
  public typealias Rule =
    @Sendable (_ key: Key?, _ body: Body, _ rows: Int, _ response: HTTPResponse, _ url: URL)
    throws -> Key?

  /// Where a key's page starts in the whole list, the key of the page holding a position, and the
  /// key of the page before: known for page numbers and offsets, not for cursors or links.
  struct Positions: Sendable {
    /// Rows in a full page.
    let size: Int
    let start: @Sendable (Key?) -> Int
    let key: @Sendable (Int) -> Key?
    let previous: @Sendable (Key?) -> Key?
  }

  private let rule: Rule
  /// Set by the rules whose keys are positions, which ``HTTPPageSource`` needs to count pages.
  let positions: Positions?

  /// A rule of your own.
  ///
  /// - Parameter rule: The next key, or `nil` at the end; throw an ``HTTPSourceError`` for a
  ///   response whose next key cannot be read.
  public init(_ rule: @escaping Rule) {
    self.rule = rule
    self.positions = nil
  }

  init(_ rule: @escaping Rule, positions: Positions) {
    self.rule = rule
    self.positions = positions
  }

  func key(after key: Key?, body: Body, rows: Int, response: HTTPResponse, url: URL) throws -> Key? {
    try rule(key, body, rows, response, url)
  }
}

extension HTTPNextKey where Key == Int {
  /// Page numbers from `first`: the next page exists when a `Link` header says `rel="next"`,
  /// or, without one, when the page was full.
  ///
  /// - Parameters:
  ///   - first: The first page's number. Defaults to 1.
  ///   - pageSize: Rows in a full page.
  /// - Returns: The rule.
  public static func pageNumber(first: Int = 1, pageSize: Int) -> Self {
    let size = max(1, pageSize)
    return Self(
      { key, _, rows, response, url in
        let linked = try response.header("Link").map { try HTTPLink.next(in: $0, relativeTo: url) != nil }
        let hasNext = linked ?? (rows >= pageSize)
        return hasNext ? (key ?? first) + 1 : nil
      },
      positions: Positions(
        size: size,
        start: { ((($0 ?? first) - first) * size) },
        key: { max(0, $0) / size + first },
        previous: { ($0 ?? first) > first ? ($0 ?? first) - 1 : nil }))
  }

  /// Row offsets from 0: the next offset is this one plus the rows it held, while pages are full.
  ///
  /// - Parameter pageSize: Rows in a full page.
  /// - Returns: The rule.
  public static func offset(pageSize: Int) -> Self {
    Self(
      { key, _, rows, _, _ in rows >= pageSize ? (key ?? 0) + rows : nil },
      positions: Positions(
        size: max(1, pageSize),
        start: { $0 ?? 0 },
        key: { max(0, $0) },
        previous: { ($0 ?? 0) > 0 ? max(0, ($0 ?? 0) - max(1, pageSize)) : nil }))
  }
}

extension HTTPNextKey where Key == String {
  /// A cursor the body carries: `nil` or empty at the end.
  ///
  /// - Parameter field: The cursor in a body.
  /// - Returns: The rule.
  public static func cursor(_ field: @escaping @Sendable (Body) -> String?) -> Self {
    Self { _, body, _, _, _ in field(body).flatMap { $0.isEmpty ? nil : $0 } }
  }
}

extension HTTPNextKey where Key == URL {
  /// The `Link` header's `rel="next"` URL (RFC 8288), resolved against the URL requested; no
  /// such link at the end. Give ``HTTPPageSource`` a `url` that returns the key, or the first
  /// page's URL for `nil`.
  public static var link: Self {
    Self { _, _, _, response, url in try response.header("Link").flatMap { try HTTPLink.next(in: $0, relativeTo: url) }
    }
  }
}
