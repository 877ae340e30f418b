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
/// With page numbers or offsets, the pages say where they start: each names the page before it
/// and counts the items before it (`Page.itemsBefore`), so a list started in the middle grows
/// upwards with its positions right. Give `total:` (the body's count of all items) and the items
/// after a page are counted too: every position shows from the first page, and a user who lands
/// far away gets the page there, not every page in between
/// (`PageSource.key(forPosition:query:)`). Without it, the count below the rows is unknown and
/// grows as pages land. Build the URL with `request:` and ask for `request.loadSize` items: a
/// jump's page then covers the screen, where the `url:` form's pages of the API's own size may
/// need the page on either side too.
///
/// With `refreshInPlace: true`, a pull-to-refresh reloads the page under the user
/// (``refreshKey(in:)``), clamped to the last item when the list's count is known (with
/// `total:`, or once the list reached its end); a feed whose newest items come first keeps the
/// default, a refresh from the top.
public struct HTTPPageSource<
  Key: Hashable & Sendable, Body: Decodable & Sendable, Item: Identifiable & Sendable, Query: Equatable & Sendable
>: PageSource where Item.ID: Sendable {
  /// Fetches and decodes.
  public let fetcher: HTTPFetcher
  private let url: @Sendable (PageRequest<Key, Query>) -> URL
  private let items: @Sendable (Body) -> [Item]
  private let next: HTTPNextKey<Key, Body>
  private let total: (@Sendable (Body) -> Int?)?
  private let refreshInPlace: Bool

  /// Creates a source whose pages depend on the request: its key, query and rows wanted.
  ///
  /// - Parameters:
  ///   - fetcher: Transport, deadline, body cap and headers.
  ///   - request: The URL of a request's page (its key is `nil` for the first page).
  ///   - body: The type a page's JSON decodes to.
  ///   - items: The rows in a body, in display order.
  ///   - next: How a response names the next page.
  ///   - total: The count of all items a body reports, for page-number and offset rules: the
  ///     list counts the items after its rows too. `nil` (the default): the count below the rows
  ///     grows as pages land.
  ///   - refreshInPlace: With a page-number or offset rule, a refresh reloads the page where the
  ///     user is (``refreshKey(in:)``) instead of the first page. `false` (the default) for a
  ///     feed whose newest items come first.
  public init(
    fetcher: HTTPFetcher = HTTPFetcher(),
    request: @escaping @Sendable (PageRequest<Key, Query>) -> URL,
    body: Body.Type = Body.self,
    items: @escaping @Sendable (Body) -> [Item],
    next: HTTPNextKey<Key, Body>,
    total: (@Sendable (Body) -> Int?)? = nil,
    refreshInPlace: Bool = false
  ) {
    self.fetcher = fetcher
    self.url = request
    self.items = items
    self.next = next
    self.total = total
    self.refreshInPlace = refreshInPlace
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
    guard let positions = next.positions else {
      return Page(items: rows, nextKey: rows.isEmpty ? nil : key)
    }
    // Page numbers and offsets say where a page starts, so what lies before it is known even
    // when the body gives no total: the count after it is then unknown, and grows as pages land.
    let start = positions.start(request.key)
    return Page(
      items: rows, nextKey: rows.isEmpty ? nil : key, previousKey: positions.previous(request.key),
      itemsBefore: start, itemsAfter: total?(body).map { max(0, $0 - start - rows.count) })
  }

  /// With a page-number or offset rule, the key of the page holding a position.
  ///
  /// - Parameters:
  ///   - position: A position in the whole list.
  ///   - query: The list's query.
  /// - Returns: The key, or `nil` for a cursor or link rule.
  public func key(forPosition position: Int, query: Query) -> Key? {
    next.positions?.key(position)
  }

  /// With `refreshInPlace` and a page-number or offset rule, the key of the page holding the
  /// position the user is at, clamped to the last item when the list's count is known (the
  /// refreshed page is then never past the end).
  ///
  /// - Parameter state: What the list holds.
  /// - Returns: The key, or `nil` to refresh from the first page.
  public func refreshKey(in state: RefreshState<Key, Item>) -> Key? {
    guard refreshInPlace, let positions = next.positions, var position = state.anchorPosition else { return nil }
    if let total = state.totalCount { position = min(position, total - 1) }
    return position > 0 ? positions.key(position) : nil
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
  ///     list counts the items after its rows too. `nil` (the default): the count below the rows
  ///     grows as pages land.
  ///   - refreshInPlace: With a page-number or offset rule, a refresh reloads the page where the
  ///     user is instead of the first page.
  public init(
    fetcher: HTTPFetcher = HTTPFetcher(),
    url: @escaping @Sendable (Key?) -> URL,
    body: Body.Type = Body.self,
    items: @escaping @Sendable (Body) -> [Item],
    next: HTTPNextKey<Key, Body>,
    total: (@Sendable (Body) -> Int?)? = nil,
    refreshInPlace: Bool = false
  ) {
    self.init(
      fetcher: fetcher, request: { url($0.key) }, body: body, items: items, next: next, total: total,
      refreshInPlace: refreshInPlace)
  }
}
