import AsyncList
import AsyncListHTTP
import AsyncListTesting
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

  @Test func withoutATotalNothingIsCountedAndNothingJumps() async throws {
    let source = HTTPPageSource(
      fetcher: HTTPFetcher(transport: CountingTransport()),
      url: { Self.api.appending(queryItems: [.init(name: "offset", value: "\($0 ?? 0)")]) },
      body: Listing.self, items: \.posts, next: .offset(pageSize: 50))
    let page = try await source.loadPage(PageRequest(key: 500, loadSize: 50, direction: .initial, query: NoQuery()))
    #expect(page.itemsBefore == nil && page.itemsAfter == nil && page.previousKey == nil)
    #expect(source.key(forPosition: 7_321, query: NoQuery()) == nil)
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
