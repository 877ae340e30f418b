@_spi(Faces) import AsyncList
import AsyncListHTTP
import AsyncListTesting
import DemoServer
import DemoServices
import Foundation
import Testing

/// The HTTP sources against the demo server, in process on port 0, through the core's model.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct LiveSourceTests {
  @Test func pagesThroughTheWholePictureCatalog() async throws {
    try await withServer { server in
      let model = AsyncListModel(source: PicsumPageSource(baseURL: server.baseURL, limit: 30))
      try await pageToTheEnd(model)
      #expect(model.presentation.footer == .end)
      #expect(model.rows.map(\.id) == (0..<1_000).map(String.init))
      #expect(model.metrics.pagesLoaded == 34)
      #expect(model.metrics.duplicatesDropped == 0)
      #expect(model.rows[999].downloadURL.hasPrefix(server.baseURL.absoluteString))
    }
  }

  @Test func searchPagesThroughEveryMatchByOffset() async throws {
    try await withServer { server in
      let expected = SongCatalog().search("love", offset: 0, limit: 10_000, baseURL: "").map(\.trackId)
      let model = AsyncListModel(source: ITunesSearchSource(baseURL: server.baseURL, limit: 25), query: "love")
      try await pageToTheEnd(model)
      #expect(expected.count > 50)
      #expect(model.rows.map(\.trackId) == expected)
      #expect(
        model.rows.allSatisfy {
          "\($0.trackName) \($0.artistName) \($0.collectionName ?? "")".lowercased().contains("love")
        })
    }
  }

  @Test func searchAsksForTheLoadSizeUpToItsLimitAndTheNextOffsetFollows() async throws {
    try await withServer { server in
      let expected = SongCatalog().search("love", offset: 0, limit: 10_000, baseURL: "").map(\.trackId)
      let source = ITunesSearchSource(baseURL: server.baseURL, limit: 40)
      let larger = try await source.loadPage(PageRequest(key: 10, loadSize: 30, direction: .append, query: "love"))
      #expect(larger.items.map(\.trackId) == Array(expected[10..<40]))
      #expect(larger.nextKey == 40)
      let capped = try await source.loadPage(PageRequest(key: 0, loadSize: 500, direction: .append, query: "love"))
      #expect(capped.items.count == 40, "never more than the source's limit")
      #expect(capped.nextKey == 40)
    }
  }

  @Test func anEmptyTermShowsTheEmptyStateWithoutARequest() async throws {
    let model = AsyncListModel(source: ITunesSearchSource(baseURL: URL(string: "http://127.0.0.1:9")!), query: "")
    model.start()
    try await model.waitUntil { $0.presentation.content == .empty }
  }

  @Test func aTermCannotChangeOtherParameters() async throws {
    try await withServer { server in
      let source = ITunesSearchSource(baseURL: server.baseURL, limit: 7)
      let url = source.url(term: "love&limit=2", offset: 0)
      #expect(url.absoluteString.contains("term=love%26limit%3D2&"))
      // Encoded, the whole text is the term: nothing matches it. Injected, it would find 2 songs.
      let page = try await source.loadPage(
        PageRequest(key: nil, loadSize: 7, direction: .initial, query: "love&limit=2"))
      #expect(page.items.isEmpty)
      // A term with an ampersand finds the song whose title has one.
      let title = SongCatalog().song(0, baseURL: "").trackName
      #expect(title.contains("&"))
      let found = try await source.loadPage(PageRequest(key: nil, loadSize: 7, direction: .initial, query: title))
      #expect(found.items.map(\.trackId).contains(1_000_000))
    }
  }

  @Test(arguments: ["error", "malformed", "truncate"])
  func eachFaultShowsItsErrorThenARetrySucceeds(fault: String) async throws {
    try await withServer { server in
      let fetcher = HTTPFetcher(headers: ["X-Fault": fault, "X-Fault-Once": "\(fault)-\(UUID().uuidString)"])
      let model = AsyncListModel(source: PicsumPageSource(baseURL: server.baseURL, fetcher: fetcher))
      model.start()
      try await model.waitUntil { $0.presentation.content != .firstLoad }
      guard case .firstLoadFailed(let failure) = model.presentation.content else {
        Issue.record("expected a failed first load, got \(model.presentation.content)")
        return
      }
      let error = try #require(failure.error as? HTTPSourceError)
      switch (fault, error) {
      case ("error", .status(503, let message, _)): #expect(message?.contains("injected fault") == true)
      case ("malformed", .decoding): break
      case ("truncate", .transport), ("truncate", .decoding): break
      default: Issue.record("\(fault) gave \(error)")
      }
      model.retry()
      try await model.waitUntil { $0.presentation.content != .firstLoad }
      #expect(model.presentation.content == .rows)
      #expect(model.rows.count == 30)
    }
  }

  @Test func aFailedNextPageKeepsTheRowsAndRetryContinues() async throws {
    try await withServer { server in
      let token = UUID().uuidString
      let model = AsyncListModel(source: PicsumPageSource(baseURL: server.baseURL))
      model.start()
      try await model.waitUntil { $0.rows.count == 30 }
      // The same source type with a faulty fetcher for page 2 only: use the query parameter route.
      let faulty = PicsumPageSource(
        baseURL: server.baseURL,
        fetcher: HTTPFetcher(headers: ["X-Fault": "error", "X-Fault-Once": token])
      )
      let failing = AsyncListModel(source: faulty)
      failing.start()
      try await failing.waitUntil { $0.presentation.content != .firstLoad }
      failing.retry()
      try await failing.waitUntil { $0.rows.count == 30 }
      failing.rowAppeared(at: 29)
      try await failing.waitUntil { $0.rows.count == 60 }
      #expect(failing.rows.map(\.id) == model.rows.map(\.id) + (30..<60).map(String.init))
    }
  }

  @Test func aSlowDripStillDelivers() async throws {
    try await withServer { server in
      let fetcher = HTTPFetcher(headers: ["X-Fault": "drip"])
      let page = try await PicsumPageSource(baseURL: server.baseURL, limit: 5, fetcher: fetcher)
        .loadPage(PageRequest(key: 2, loadSize: 5, direction: .append, query: ""))
      #expect(page.items.map(\.id) == ["5", "6", "7", "8", "9"])
      #expect(page.nextKey == 3)
    }
  }

  @Test func anOversizeBodyIsATypedError() async throws {
    try await withServer { server in
      let source = PicsumPageSource(baseURL: server.baseURL, fetcher: HTTPFetcher(maxBodyBytes: 1_000))
      await #expect(throws: HTTPSourceError.self) {
        _ = try await source.loadPage(PageRequest(key: nil, loadSize: 30, direction: .initial, query: ""))
      }
      do {
        _ = try await source.loadPage(PageRequest(key: nil, loadSize: 30, direction: .initial, query: ""))
      } catch let error as HTTPSourceError {
        guard case .oversizeBody(1_000, let received) = error else {
          Issue.record("expected oversizeBody, got \(error)")
          return
        }
        #expect(received > 1_000)
      }
    }
  }

  @Test func imagesAndAmountsLoadAsTheSecondLevel() async throws {
    try await withServer { server in
      let pictures = AsyncListModel(source: PicsumPageSource(baseURL: server.baseURL))
      let images = pictures.details(
        from: PicsumImageSource(baseURL: server.baseURL, width: 40, height: 30),
        configuration: DetailConfiguration(cacheCostLimit: 1 << 20, settleDelay: .zero)
      )
      pictures.start()
      try await pictures.waitUntil { $0.rows.count == 30 }
      for index in 0..<3 { pictures.rowAppeared(at: index) }
      try await images.waitUntil { loader in (0..<3).allSatisfy { loader.state(for: String($0)).detail != nil } }
      let image = try #require(images.state(for: "1").detail)
      #expect(image.contentType == "image/png")
      #expect(Array(image.bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
      #expect(images.metrics.cachedCost >= image.bytes.count)

      let amount = try await AmountSource(baseURL: server.baseURL).loadDetail(for: NumberedLine(id: 12))
      #expect(amount == AmountCatalog().amount(12))
    }
  }
}
