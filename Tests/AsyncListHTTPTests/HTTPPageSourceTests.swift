@_spi(Faces) import AsyncList
import AsyncListHTTP
import AsyncListTesting
import Foundation
import Testing

/// The generic HTTP page source on each next-key rule, against a transport that answers from a
/// table: page numbers, offsets, a cursor field and the `Link` header, and malformed next keys.
@Suite(.timeLimit(.minutes(10)))
struct HTTPPageSourceTests {
  struct Post: Codable, Identifiable, Sendable, Equatable { var id: Int }
  struct Feed: Codable, Sendable {
    var posts: [Post]
    var next: String?
  }

  /// Answers each URL from a table: a body of posts and headers.
  struct TableTransport: HTTPTransport {
    let pages: [String: (posts: ClosedRange<Int>?, next: String?, headers: [String: String])]

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
      guard let page = pages[request.url.absoluteString] else { return HTTPResponse(status: 404) }
      let posts = page.posts.map { $0.map(Post.init(id:)) } ?? []
      let body = try JSONEncoder().encode(Feed(posts: posts, next: page.next))
      return HTTPResponse(
        status: 200, headers: page.headers.reduce(into: [:]) { $0[$1.key.lowercased()] = $1.value }, body: body)
    }
  }

  static let api = URL(string: "http://api.test")!

  func source<Key: Hashable & Sendable>(
    _ pages: [String: (posts: ClosedRange<Int>?, next: String?, headers: [String: String])],
    url: @escaping @Sendable (Key?) -> URL, next: HTTPNextKey<Key, Feed>
  ) -> HTTPPageSource<Key, Feed, Post, NoQuery> {
    HTTPPageSource(
      fetcher: HTTPFetcher(transport: TableTransport(pages: pages)), url: url, body: Feed.self, items: \.posts,
      next: next)
  }

  /// Loads pages from the first while a next key comes back; the ids in order and the keys.
  func all<Key: Hashable & Sendable>(_ source: HTTPPageSource<Key, Feed, Post, NoQuery>) async throws -> ([Int], [Key])
  {
    var (ids, keys) = ([Int](), [Key]())
    var key: Key?
    repeat {
      let page = try await source.loadPage(PageRequest(key: key, loadSize: 3, direction: .append, query: NoQuery()))
      ids += page.items.map(\.id)
      key = page.nextKey
      if let key { keys.append(key) }
    } while key != nil && keys.count < 10
    return (ids, keys)
  }

  @Test func pageNumbersFollowTheLinkHeaderAndWithoutItFullPages() async throws {
    let linked = source(
      [
        "http://api.test/posts?page=1": (
          1...3, nil, ["Link": "</posts?page=2>; rel=\"next\", </posts?page=9>; rel=last"]
        ),
        "http://api.test/posts?page=2": (4...6, nil, ["Link": "</posts?page=1>; rel=\"prev first\""]),
      ], url: { HTTPFetcher.url(Self.api, path: "/posts", query: [("page", "\($0 ?? 1)")]) },
      next: .pageNumber(pageSize: 3))
    let (ids, keys) = try await all(linked)
    #expect(ids == Array(1...6))
    #expect(keys == [2], "page 2's links name no next page, though it was full")
    let plain = source(
      [
        "http://api.test/posts?page=1": (1...3, nil, [:]),
        "http://api.test/posts?page=2": (4...5, nil, [:]),
      ], url: { HTTPFetcher.url(Self.api, path: "/posts", query: [("page", "\($0 ?? 1)")]) },
      next: .pageNumber(pageSize: 3))
    #expect(try await all(plain).1 == [2], "a short page is the last")
  }

  @Test func offsetsAdvanceByTheRowsOfEachFullPage() async throws {
    let source = source(
      [
        "http://api.test/posts?offset=0": (1...3, nil, [:]),
        "http://api.test/posts?offset=3": (4...6, nil, [:]),
        "http://api.test/posts?offset=6": (7...7, nil, [:]),
      ], url: { HTTPFetcher.url(Self.api, path: "/posts", query: [("offset", "\($0 ?? 0)")]) },
      next: .offset(pageSize: 3))
    let (ids, keys) = try await all(source)
    #expect(ids == Array(1...7))
    #expect(keys == [3, 6])
  }

  @Test func aCursorInTheBodyLeadsOnUntilItIsAbsentOrEmpty() async throws {
    let source = source(
      [
        "http://api.test/posts": (1...2, "abc", [:]),
        "http://api.test/posts?after=abc": (3...4, "", [:]),
      ],
      url: { HTTPFetcher.url(Self.api, path: "/posts", query: $0.map { [("after", $0)] } ?? []) },
      next: .cursor(\.next))
    let (ids, keys) = try await all(source)
    #expect(ids == [1, 2, 3, 4])
    #expect(keys == ["abc"])
  }

  @Test func theLinkHeadersNextURLIsTheKeyResolvedAgainstTheRequest() async throws {
    let first = Self.api.appendingPathComponent("feed")
    let source = source(
      [
        "http://api.test/feed": (1...2, nil, ["Link": "<http://api.test/feed?page=2>; rel=next"]),
        "http://api.test/feed?page=2": (3...4, nil, ["Link": "<feed?page=3>; rel=\"next\""]),
        "http://api.test/feed?page=3": (5...5, nil, [:]),
      ], url: { $0 ?? first }, next: .link)
    let (ids, keys) = try await all(source)
    #expect(ids == Array(1...5))
    #expect(keys.map(\.absoluteString) == ["http://api.test/feed?page=2", "http://api.test/feed?page=3"])
  }

  @MainActor @Test func aMalformedNextLinkIsADecodingErrorAtLinkAndTheListKeepsItsRows() async throws {
    let first = Self.api.appendingPathComponent("feed")
    let source = source(
      [
        "http://api.test/feed": (1...3, nil, ["Link": "<http://api.test/feed?page=2>; rel=next"]),
        "http://api.test/feed?page=2": (4...6, nil, ["Link": "http://api.test/feed?page=3; rel=next"]),
      ], url: { $0 ?? first }, next: .link)
    await #expect(throws: HTTPSourceError.self) {
      try await source.loadPage(
        PageRequest(
          key: first.appending(queryItems: [URLQueryItem(name: "page", value: "2")]),
          loadSize: 3, direction: .append, query: NoQuery()))
    }
    do {
      _ = try await all(source)
      Issue.record("a Link header without <URI> was read")
    } catch let error as HTTPSourceError {
      if case .decoding(let path, let reason) = error {
        #expect(path == "Link")
        #expect(reason.contains("<URI>"), "\(reason)")
      } else {
        Issue.record("\(error)")
      }
    }
    // Through a model: the first page's rows stay, the footer shows the failure.
    let model = AsyncListModel(source: source, configuration: PagingConfiguration(pageSize: 3))
    model.start()
    try await model.waitUntil("the first page") { $0.rows.count == 3 }
    model.rowAppeared(id: 3)
    try await model.waitUntil("the second page failed") {
      if case .failed = $0.presentation.footer { true } else { false }
    }
    #expect(model.rows.map(\.id) == [1, 2, 3])
  }
}
