@_spi(Faces) import AsyncList
import AsyncListHTTP
import AsyncListTesting
import Foundation
import Testing

extension LoopbackServerTests {
  /// The HTTP sources against a server that misbehaves on purpose: every case ends within its
  /// deadline with a typed error, nothing shown is lost, and `retry()` / `reset()` recover.
  @Suite(.timeLimit(.minutes(10)))
  struct HostileServerTests {
    /// A fetcher with a small body cap and a deadline no answer misses, even on a loaded machine.
    let fetcher = HTTPFetcher(maxBodyBytes: 100_000, timeout: .seconds(10))
    /// A fetcher with a short deadline, for the servers that never finish.
    let impatient = HTTPFetcher(maxBodyBytes: 100_000, timeout: .milliseconds(500))

    /// Runs `body` with a server that gives every request `reply` (until the test changes it).
    func withServer<T>(
      _ reply: Reply,
      isolation: isolated (any Actor)? = #isolation,
      _ body: (HostileServer) async throws -> T
    ) async throws -> T {
      let server = try HostileServer { _ in reply }
      defer { server.stop() }
      return try await body(server)
    }

    func fetchError(_ reply: Reply, fetcher: HTTPFetcher? = nil) async throws -> (any Error)? {
      try await withServer(reply) { server in
        do {
          _ = try await (fetcher ?? self.fetcher).response(for: server.baseURL.appendingPathComponent("x"))
          return nil
        } catch {
          return error
        }
      }
    }

    @Test func aTricklingBodyEndsAtTheDeadlineNotByteByByte() async throws {
      // 10,000 bytes at one per 50 ms would take over eight minutes; an idle timeout never fires.
      let error = try await fetchError(
        .trickle(declaredLength: 10_000, interval: .milliseconds(50)), fetcher: impatient)
      #expect(error as? HTTPSourceError == .timeout(after: .milliseconds(500)))
    }

    @Test func aServerThatNeverAnswersEndsAtTheDeadline() async throws {
      let error = try await fetchError(.hang, fetcher: impatient)
      #expect(error as? HTTPSourceError == .timeout(after: .milliseconds(500)))
    }

    @Test func anAnnouncedOversizeBodyIsRefusedBeforeItIsRead() async throws {
      let error = try await fetchError(.truncated(declaredLength: 50_000_000, sent: 10))
      #expect(error as? HTTPSourceError == .oversizeBody(limit: 100_000, received: 50_000_000))
    }

    @Test func anUnannouncedOversizeBodyIsCutWhileStreaming() async throws {
      // 64 MiB in 64 KiB chunks; the cap stops it after at most one chunk past 100 kB.
      let error = try await fetchError(.chunked(size: 65_536, count: 1_024))
      guard case .oversizeBody(let limit, let received)? = error as? HTTPSourceError else {
        Issue.record("expected oversizeBody, got \(String(describing: error))")
        return
      }
      #expect(limit == 100_000)
      #expect(received > 100_000 && received < 100_000 + 2 * 65_536 + 16_384, "not buffered whole: \(received)")
    }

    @Test func aBodyCutShortAndAGarbageStatusLineAreTransportErrorsWithTheirCause() async throws {
      for reply in [Reply.truncated(declaredLength: 100, sent: 10), .raw("HELLO\r\n\r\n")] {
        let error = try await fetchError(reply)
        guard case .transport(let reason, let underlying)? = error as? HTTPSourceError else {
          Issue.record("expected a transport error for \(reply), got \(String(describing: error))")
          continue
        }
        #expect(!reason.isEmpty)
        #expect(underlying != nil, "the transport's own error is kept")
      }
    }

    @Test func tooManyRequestsCarriesTheMessageAndTheRetryAfterWait() async throws {
      let error = try await fetchError(
        .respond(status: 429, headers: ["Retry-After": "7"], body: #"{"error":"slow down"}"#))
      #expect(error as? HTTPSourceError == .status(code: 429, message: "slow down", retryAfter: .seconds(7)))
      #expect((error as? any RetryAfterError)?.retryAfter == .seconds(7))
      let date = HTTPFetcher.retryAfter(
        "Wed, 21 Oct 2015 07:28:00 GMT", now: Date(timeIntervalSince1970: 1_445_412_470))
      #expect(date == .seconds(10))
      #expect(HTTPFetcher.retryAfter("soon", now: Date()) == nil)
      #expect(HTTPFetcher.retryAfter("+5", now: Date()) == nil)
      #expect(HTTPFetcher.retryAfter(" 120 ", now: Date()) == .seconds(120))
      let epoch1994 = Date(timeIntervalSince1970: 784_111_767)  // Sun, 06 Nov 1994 08:49:27 GMT
      #expect(HTTPFetcher.retryAfter("Sunday, 06-Nov-94 08:49:37 GMT", now: epoch1994) == .seconds(10))
      #expect(HTTPFetcher.retryAfter("Sun Nov  6 08:49:37 1994", now: epoch1994) == .seconds(10))
    }

    @Test func garbageWhereJSONShouldBeIsADecodingError() async throws {
      try await withServer(.respond(status: 200, body: "<html>not json</html>")) { server in
        let source = pictureList(server.baseURL, fetcher: fetcher)
        await #expect(throws: HTTPSourceError.self) {
          _ = try await source.loadPage(PageRequest(key: nil, loadSize: 30, direction: .initial, query: NoQuery()))
        }
      }
    }

    /// Thirty pictures with ids from `first`.
    static func pictures(from first: Int) -> String {
      let pictures = (first..<first + 30).map {
        #"{"id":"\#($0)","author":"A","width":1,"height":1,"url":"u","download_url":"d"}"#
      }
      return "[" + pictures.joined(separator: ",") + "]"
    }

    @Test @MainActor func aServerThatIgnoresThePageStopsAfterThreeBarrenPagesAndResetRecovers() async throws {
      // Every page is the first page, and always says there is a next one.
      let same = Reply.respond(status: 200, headers: ["Link": #"<x>; rel="next""#], body: Self.pictures(from: 0))
      try await withServer(same) { server in
        let model = AsyncListModel(source: pictureList(server.baseURL, fetcher: fetcher))
        model.start()
        try await model.waitUntil("the first page") { $0.rows.count == 30 }
        model.rowAppeared(at: 29)
        try await model.waitUntil("the edge to stop") { $0.presentation.footer != .loading }
        #expect(model.presentation.footer == .failed(LoadFailure(error: PagingError.noNewRows(pages: 3))))
        #expect(server.requests == 4, "the first page and three barren ones, not thousands")
        #expect(model.rows.count == 30)

        model.retry()
        try await model.waitUntil("the edge to stop again") {
          $0.presentation.footer != .loading && $0.metrics.loadsInFlight == 0 && $0.metrics.loadsStarted == 7
        }
        #expect(server.requests == 7, "a retry gives the source three more pages")

        // The server mends its ways; a reset pages normally again.
        server.setHandler { target in
          let page = Int(target.split(separator: "page=").last?.prefix { $0.isNumber } ?? "1") ?? 1
          return .respond(status: 200, body: page <= 2 ? Self.pictures(from: (page - 1) * 30) : "[]")
        }
        model.reset()
        try await model.waitUntil("the first page after the reset") {
          $0.rows.count == 30 && $0.metrics.loadsInFlight == 0
        }
        model.rowAppeared(at: 29)
        try await model.waitUntil("the second page") { $0.rows.count == 60 }
        #expect(model.rows.ids.first == "0" && model.rows.ids.last == "59")
      }
    }

    @Test @MainActor func aHangingFirstPageFailsAtTheDeadlineAndRetryRecovers() async throws {
      try await withServer(.hang) { server in
        let source = pictureList(server.baseURL, fetcher: HTTPFetcher(timeout: .seconds(1)))
        let model = AsyncListModel(source: source)
        model.start()
        try await model.waitUntil("the first load to fail") { $0.presentation.content != .firstLoad }
        #expect(
          model.presentation.content
            == .firstLoadFailed(LoadFailure(error: HTTPSourceError.timeout(after: .seconds(1)))))
        server.setHandler { _ in .respond(status: 200, body: Self.pictures(from: 0)) }
        model.retry()
        try await model.waitUntil("rows after the retry") { $0.rows.count == 30 }
      }
    }
  }
}
