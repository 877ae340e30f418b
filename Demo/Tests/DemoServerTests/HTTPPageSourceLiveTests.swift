@_spi(Faces) import AsyncList
import AsyncListHTTP
import AsyncListTesting
import DemoServer
import Foundation
import Testing

/// The generic HTTP page source against the demo server, in process on port 0: page numbers
/// (with and without the `Link` header), the `Link` header's URL as the key, an opaque cursor
/// field, and a next key the client cannot read (a clear error, the rows kept).
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct HTTPPageSourceLiveTests {
  struct Picture: Decodable, Identifiable, Sendable {
    var id: String
  }
  struct Post: Decodable, Identifiable, Sendable {
    var id: Int
    var title: String
  }
  struct Feed: Decodable, Sendable {
    var posts: [Post]
    var nextCursor: String?

    enum CodingKeys: String, CodingKey {
      case posts
      case nextCursor = "next_cursor"
    }
  }

  @Test func pageNumbersFromTheLinkHeaderReachTheWholeCatalog() async throws {
    try await withServer { server in
      let base = server.baseURL
      let source = HTTPPageSource<Int, [Picture], Picture, NoQuery>(
        url: { HTTPFetcher.url(base, path: "/v2/list", query: [("page", "\($0 ?? 1)"), ("limit", "30")]) },
        items: { $0 }, next: .pageNumber(pageSize: 30))
      let model = AsyncListModel(source: source)
      try await pageToTheEnd(model)
      #expect(model.presentation.footer == .end)
      #expect(model.rows.map(\.id) == (0..<1_000).map(String.init))
      #expect(model.metrics.pagesLoaded == 34)
    }
  }

  @Test func theLinkHeadersURLIsTheKey() async throws {
    try await withServer { server in
      let first = HTTPFetcher.url(server.baseURL, path: "/v2/list", query: [("limit", "100")])
      let source = HTTPPageSource<URL, [Picture], Picture, NoQuery>(
        url: { $0 ?? first }, items: { $0 }, next: .link)
      let model = AsyncListModel(source: source)
      try await pageToTheEnd(model)
      #expect(model.presentation.footer == .end)
      #expect(model.rows.count == 1_000)
      #expect(model.metrics.pagesLoaded == 10)
    }
  }

  @Test func anOpaqueCursorFieldPagesThroughTheFeed() async throws {
    try await withServer { server in
      let base = server.baseURL
      let source = HTTPPageSource<String, Feed, Post, NoQuery>(
        url: { cursor in
          HTTPFetcher.url(base, path: "/feed", query: [("limit", "20")] + (cursor.map { [("after", $0)] } ?? []))
        },
        body: Feed.self, items: \.posts, next: .cursor(\.nextCursor))
      let model = AsyncListModel(source: source)
      try await pageToTheEnd(model)
      #expect(model.presentation.footer == .end)
      #expect(model.rows.map(\.id) == Array(0..<95))
      #expect(model.metrics.pagesLoaded == 5)
    }
  }

  @Test func aNextKeyTheClientCannotReadFailsTheFooterAndKeepsTheRows() async throws {
    try await withServer { server in
      let base = server.baseURL
      // The second page's response carries a Link header that is not RFC 8288.
      let source = HTTPPageSource<Int, [Picture], Picture, NoQuery>(
        url: { page in
          HTTPFetcher.url(
            base, path: "/v2/list",
            query: [("page", "\(page ?? 1)"), ("limit", "30")] + (page == 2 ? [("fault", "bad-link")] : []))
        },
        items: { $0 }, next: .pageNumber(pageSize: 30))
      let model = AsyncListModel(source: source)
      model.start()
      try await model.waitUntil { $0.rows.count == 30 }
      model.rowAppeared(at: 29)
      try await model.waitUntil { $0.presentation.footer != .loading }
      guard case .failed(let failure) = model.presentation.footer else {
        Issue.record("the footer is \(model.presentation.footer)")
        return
      }
      guard case .decoding(let path, _)? = failure.error as? HTTPSourceError else {
        Issue.record("the error is \(failure.error)")
        return
      }
      #expect(path == "Link")
      #expect(model.rows.count == 30, "the first page's rows stay")
    }
  }

  @Test func aCursorTheServerDidNotMakeIsABadRequest() async throws {
    try await withServer { server in
      let response = try await send("GET", HTTPFetcher.url(server.baseURL, path: "/feed", query: [("after", "c999")]))
      #expect(response.status == 400)
    }
  }
}
