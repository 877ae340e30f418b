import AsyncList
import AsyncListHTTP
import AsyncListTesting
import Clocks
import Foundation
import Synchronization
import Testing

/// `HTTPPageSource` with a total: offset and page-number APIs count their rows, name the page
/// before, give a key for a position, and a list over them jumps.
@Suite(.timeLimit(.minutes(10)))
struct HTTPCountedPageSourceTests {
  struct Post: Codable, Identifiable, Sendable, Equatable { var id: Int }
  struct Listing: Codable, Sendable {
    var posts: [Post]
    var total: Int
  }

  /// 10,000 posts, by `offset` and `limit` or by `page` (of `perPage`), counting the requests.
  final class CountingTransport: HTTPTransport {
    static let total = 10_000
    static let perPage = 50
    let requests = Mutex<[String]>([])

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
      requests.withLock { $0.append(request.url.absoluteString) }
      let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      let value = { (name: String) in query.first { $0.name == name }?.value.flatMap(Int.init) }
      let start = value("offset") ?? ((value("page") ?? 1) - 1) * Self.perPage
      let end = min(Self.total, start + (value("limit") ?? Self.perPage))
      let body = try JSONEncoder().encode(
        Listing(posts: (start..<max(start, end)).map(Post.init(id:)), total: Self.total))
      return HTTPResponse(status: 200, body: body)
    }
  }

  static let api = URL(string: "http://api.test/posts")!

  func offsetSource(_ transport: CountingTransport) -> HTTPPageSource<Int, Listing, Post, NoQuery> {
    HTTPPageSource(
      fetcher: HTTPFetcher(transport: transport),
      url: {
        Self.api.appending(queryItems: [.init(name: "offset", value: "\($0 ?? 0)"), .init(name: "limit", value: "50")])
      },
      items: \.posts, next: .offset(pageSize: 50), total: \.total)
  }

  @Test func anOffsetPageCountsItsNeighboursAndNamesThePageBefore() async throws {
    let source = offsetSource(CountingTransport())
    let page = try await source.loadPage(PageRequest(key: 500, loadSize: 50, direction: .initial, query: NoQuery()))
    #expect(page.items.first?.id == 500 && page.items.count == 50)
    #expect(page.itemsBefore == 500 && page.itemsAfter == 9_450)
    #expect(page.previousKey == 450 && page.nextKey == 550)
    #expect(source.key(forPosition: 7_321, query: NoQuery()) == 7_321)
    let first = try await source.loadPage(PageRequest(key: nil, loadSize: 50, direction: .initial, query: NoQuery()))
    #expect(first.previousKey == nil && first.itemsBefore == 0)
  }

  @Test func aPageNumberSourceKeysThePageHoldingAPosition() async throws {
    let source = HTTPPageSource(
      fetcher: HTTPFetcher(transport: CountingTransport()),
      url: { Self.api.appending(queryItems: [.init(name: "page", value: "\($0 ?? 1)")]) },
      body: Listing.self, items: \.posts, next: .pageNumber(pageSize: 50), total: \.total)
    #expect(source.key(forPosition: 7_321, query: NoQuery()) == 147, "page 147 holds items 7,300..<7,350")
    let page = try await source.loadPage(PageRequest(key: 147, loadSize: 50, direction: .initial, query: NoQuery()))
    #expect(page.items.first?.id == 7_300)
    #expect(page.itemsBefore == 7_300 && page.itemsAfter == 2_650 && page.previousKey == 146 && page.nextKey == 148)
  }

  @Test func withoutATotalOnlyTheCountBeforeIsKnown() async throws {
    let source = HTTPPageSource(
      fetcher: HTTPFetcher(transport: CountingTransport()),
      url: { Self.api.appending(queryItems: [.init(name: "offset", value: "\($0 ?? 0)")]) },
      body: Listing.self, items: \.posts, next: .offset(pageSize: 50))
    let page = try await source.loadPage(PageRequest(key: 500, loadSize: 50, direction: .initial, query: NoQuery()))
    #expect(page.itemsBefore == 500 && page.itemsAfter == nil && page.previousKey == 450)
  }

  /// A list started at offset 500 of an API that gives no total: 500 placeholders above, none
  /// below; the count grows as pages land below, and the rows above load in place.
  @MainActor @Test func anUnknownTotalShowsTheKnownSideAndGrowsAsPagesLand() async throws {
    let transport = CountingTransport()
    let source = HTTPPageSource(
      fetcher: HTTPFetcher(transport: transport),
      url: {
        Self.api.appending(queryItems: [.init(name: "offset", value: "\($0 ?? 0)"), .init(name: "limit", value: "50")])
      },
      body: Listing.self, items: \.posts, next: .offset(pageSize: 50))
    let model = AsyncListModel(
      source: source, initialKey: 500, configuration: PagingConfiguration(pageSize: 50, prefetchDistance: 10),
      clock: TestClock())  // a clock that stands still: no scroll speed measured, the distance stays 10
    model.start()
    try await model.waitUntil("the first page") { $0.rows.count == 50 }
    #expect(model.rows.totalCount == 550, "500 counted above, nothing guessed below")
    #expect(model.rows.index(of: 500) == 500)
    model.visibleRowsChanged(to: 538..<550)
    try await model.waitUntil("the page below") { $0.rows.totalCount == 600 && $0.metrics.loadsInFlight == 0 }
    #expect(model.rows.item(at: 599)?.id == 599)
    model.visibleRowsChanged(to: 488..<500)
    try await model.waitUntil("the page above") { $0.rows.item(at: 450) != nil && $0.metrics.loadsInFlight == 0 }
    #expect(model.rows.index(of: 450) == 450 && model.rows.totalCount == 600)
    #expect(model.rows.placeholdersAfter == 0, "nothing counted below")
  }

  /// With `refreshInPlace`, a refresh reloads the page under the user: an offset or a page
  /// number for the anchor position, clamped to the last item when the count is known.
  @Test func refreshKeysFollowTheAnchorAndStopAtTheEnd() {
    func state(at anchor: Int?, total: Int?) -> RefreshState<Int, Post> {
      RefreshState(anchorPosition: anchor, pages: [], positionCount: total ?? 0, totalCount: total)
    }
    let transport = CountingTransport()
    let url: @Sendable (Int?) -> URL = { key in
      Self.api.appending(queryItems: [.init(name: "page", value: "\(key ?? 1)")])
    }
    let offsets = HTTPPageSource(
      fetcher: HTTPFetcher(transport: transport), url: url, body: Listing.self, items: \.posts,
      next: .offset(pageSize: 50), total: \.total, refreshInPlace: true)
    let pages = HTTPPageSource(
      fetcher: HTTPFetcher(transport: transport), url: url, body: Listing.self, items: \.posts,
      next: .pageNumber(pageSize: 50), total: \.total, refreshInPlace: true)
    let top = HTTPPageSource(
      fetcher: HTTPFetcher(transport: transport), url: url, body: Listing.self, items: \.posts,
      next: .offset(pageSize: 50), total: \.total)
    #expect(offsets.refreshKey(in: state(at: 3_000, total: 10_000)) == 3_000)
    #expect(pages.refreshKey(in: state(at: 3_000, total: 10_000)) == 61, "page 61 holds 3,000..<3,050")
    #expect(offsets.refreshKey(in: state(at: 12_000, total: 10_000)) == 9_999, "clamped to the last item")
    #expect(pages.refreshKey(in: state(at: 12_000, total: 10_000)) == 200, "the last page")
    #expect(offsets.refreshKey(in: state(at: 12_000, total: nil)) == 12_000, "no count to clamp to")
    #expect(offsets.refreshKey(in: state(at: 0, total: 10_000)) == nil, "the top is the first page")
    #expect(offsets.refreshKey(in: state(at: nil, total: 10_000)) == nil)
    #expect(top.refreshKey(in: state(at: 3_000, total: 10_000)) == nil, "a feed refreshes from the top")
  }

  @MainActor @Test func aListOverTheAPIJumpsToRow5000WithOneRequest() async throws {
    let transport = CountingTransport()
    let model = AsyncListModel(
      source: offsetSource(transport), configuration: PagingConfiguration(pageSize: 50, prefetchDistance: 10))
    model.start()
    try await model.waitUntil("the first page") { $0.rows.count == 50 }
    #expect(model.rows.totalCount == 10_000)
    model.visibleRowsChanged(to: 5_000..<5_012)
    try await model.waitUntil("the page there") { $0.rows.item(at: 5_000) != nil && $0.metrics.loadsInFlight == 0 }
    #expect(model.rows.item(at: 5_011)?.id == 5_011)
    #expect(transport.requests.withLock { $0.count } == 2, "the first page and the one under the user")
    // Up from there: the page before, in place.
    model.visibleRowsChanged(to: 4_970..<4_982)
    try await model.waitUntil("the page above") { $0.rows.item(at: 4_970) != nil && $0.metrics.loadsInFlight == 0 }
    #expect(model.rows.index(of: 4_970) == 4_970 && model.rows.totalCount == 10_000)
  }
}
