public import AsyncList
public import Foundation

/// A page source for your own JSON API: where each page is, what its body holds, and the rule
/// that gives the next page's key (a page number, an offset, a cursor field, or the `Link`
/// header).
///
/// Every request has the fetcher's deadline and body cap, and every failure is an
/// ``HTTPSourceError`` the list shows on its footer, keeping the rows it has.
///
/// ```swift
/// struct Feed: Decodable, Sendable {
///   var posts: [Post]
///   var nextCursor: String?
/// }
/// let source = HTTPPageSource(
///   url: { cursor in HTTPFetcher.url(api, path: "/posts", query: cursor.map { [("after", $0)] } ?? []) },
///   body: Feed.self, items: \.posts, next: .cursor(\.nextCursor))
/// let model = AsyncListModel(source: source)
/// ```
///
/// A searchable list gives `request:` instead of `url:`: the request carries the query.
///
/// With page numbers or offsets, give `total:` (the body's count of all items) and the list
/// counts its rows: every position shows from the first page, and a user who lands far away gets
/// the page there, not every page in between (see `Page.itemsBefore` and
/// `PageSource.key(forPosition:query:)`). Its pages then also name the page before,
/// so the list grows upwards from where it jumped. Build the URL with `request:` and ask for
/// `request.loadSize` items: a jump's page then covers the screen, where the `url:` form's pages
/// of the API's own size may need the page on either side too.
public struct HTTPPageSource<
  Key: Hashable & Sendable, Body: Decodable & Sendable, Item: Identifiable & Sendable, Query: Equatable & Sendable
>: PageSource where Item.ID: Sendable {
  /// Fetches and decodes.
  public let fetcher: HTTPFetcher
  private let url: @Sendable (PageRequest<Key, Query>) -> URL
  private let items: @Sendable (Body) -> [Item]
  private let next: HTTPNextKey<Key, Body>
  private let total: (@Sendable (Body) -> Int?)?

  /// Creates a source whose pages depend on the request: its key, query and rows wanted.
  ///
  /// - Parameters:
  ///   - fetcher: Transport, deadline, body cap and headers.
  ///   - request: The URL of a request's page (its key is `nil` for the first page).
  ///   - body: The type a page's JSON decodes to.
  ///   - items: The rows in a body, in display order.
  ///   - next: How a response names the next page.
  ///   - total: The count of all items a body reports, for page-number and offset rules: the
  ///     list counts its rows and can jump. `nil` (the default) for none.
  public init(
    fetcher: HTTPFetcher = HTTPFetcher(),
    request: @escaping @Sendable (PageRequest<Key, Query>) -> URL,
    body: Body.Type = Body.self,
    items: @escaping @Sendable (Body) -> [Item],
    next: HTTPNextKey<Key, Body>,
    total: (@Sendable (Body) -> Int?)? = nil
  ) {
    self.fetcher = fetcher
    self.url = request
    self.items = items
    self.next = next
    self.total = total
  }

  /// Loads one page.
  ///
  /// - Parameter request: The key (`nil` for the first page) and the rows wanted.
  /// - Returns: The page's rows and the next key (`nil` at the end).
  /// - Throws: ``HTTPSourceError``: the transport's, a status, a body that does not decode, or
  ///   a next key the response names but that cannot be read (`.decoding(path: "Link", …)`).
  public func loadPage(_ request: PageRequest<Key, Query>) async throws -> Page<Key, Item> {
    let location = url(request)
    let (body, response) = try await fetcher.decode(Body.self, from: location)
    let rows = items(body)
    let key = try next.key(after: request.key, body: body, rows: rows.count, response: response, url: location)
    guard let count = total?(body), let positions = next.positions else {
      return Page(items: rows, nextKey: rows.isEmpty ? nil : key)
    }
    let start = positions.start(request.key)
    return Page(
      items: rows, nextKey: rows.isEmpty ? nil : key, previousKey: positions.previous(request.key),
      itemsBefore: start, itemsAfter: max(0, count - start - rows.count))
  }

  /// With `total:` and a page-number or offset rule, the key of the page holding a position.
  ///
  /// - Parameters:
  ///   - position: A position in the whole list.
  ///   - query: The list's query.
  /// - Returns: The key, or `nil` without a total or for a cursor or link rule.
  public func key(forPosition position: Int, query: Query) -> Key? {
    guard total != nil else { return nil }
    return next.positions?.key(position)
  }
}

extension HTTPPageSource where Query == NoQuery {
  /// Creates a source for a list without search.
  ///
  /// - Parameters:
  ///   - fetcher: Transport, deadline, body cap and headers.
  ///   - url: The URL of the page with a key (`nil` for the first page).
  ///   - body: The type a page's JSON decodes to.
  ///   - items: The rows in a body, in display order.
  ///   - next: How a response names the next page.
  ///   - total: The count of all items a body reports, for page-number and offset rules: the
  ///     list counts its rows and can jump. `nil` (the default) for none.
  public init(
    fetcher: HTTPFetcher = HTTPFetcher(),
    url: @escaping @Sendable (Key?) -> URL,
    body: Body.Type = Body.self,
    items: @escaping @Sendable (Body) -> [Item],
    next: HTTPNextKey<Key, Body>,
    total: (@Sendable (Body) -> Int?)? = nil
  ) {
    self.init(fetcher: fetcher, request: { url($0.key) }, body: body, items: items, next: next, total: total)
  }
}
