@_spi(Faces) import AsyncList
import AsyncListHTTP
import AsyncListTesting
import Foundation
import Testing

extension LoopbackServerTests {
  /// The other hostile inputs, each on the second page of a list through the default transport:
  /// the page fails with a typed error that keeps its cause, the first page's rows stay, and
  /// nothing the server sends is held past the transport's limits.
  @Suite(.timeLimit(.minutes(10)))
  struct HostileInputTests {
    /// A hostile second page, and what the footer must say about it.
    struct Case: Sendable, CustomTestStringConvertible {
      let name: String
      let reply: Reply
      let expected: @Sendable (any Error) -> Bool
      var testDescription: String { name }
    }

    static let megabyte = 1 << 20

    static let cases: [Case] = [
      Case(
        name: "a header section that never ends",
        reply: .head("HTTP/1.1 200 OK\r\nX-Endless: ", body: 50 * megabyte),
        expected: { underlying($0) == .headerTooLarge(limit: 64 << 10) }),
      Case(
        name: "a Link header one megabyte long",
        reply: .head(
          "HTTP/1.1 200 OK\r\nLink: <http://127.0.0.1/?page=" + String(repeating: "9", count: megabyte)
            + ">; rel=\"next\"\r\nContent-Length: 2\r\n\r\n[]", body: 0),
        expected: { underlying($0) == .headerTooLarge(limit: 64 << 10) }),
      Case(
        // The body is never inflated: any encoding the request did not ask for is refused before
        // a byte of it is read, so what it would expand to never matters.
        name: "a gzip body that would expand past the cap",
        reply: .head(
          "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: \(megabyte)\r\n\r\n", body: megabyte),
        expected: { underlying($0) == .unsupportedEncoding("gzip") }),
      Case(
        name: "thousands of tiny chunks past the cap",
        reply: .chunked(size: 1, count: 300_000),
        expected: { ($0 as? HTTPSourceError) == .oversizeBody(limit: 100_000, received: 100_001) }),
      Case(
        name: "a JSON body nested 10,000 levels deep",
        reply: .respond(
          status: 200, body: String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)),
        expected: {
          guard case .decoding? = $0 as? HTTPSourceError else { return false }
          return true
        }),
    ]

    /// The ``HTTPProtocolError`` a transport error carries.
    static func underlying(_ error: any Error) -> HTTPProtocolError? {
      guard case .transport(_, let underlying)? = error as? HTTPSourceError else { return nil }
      return underlying as? HTTPProtocolError
    }

    @Test(arguments: cases) @MainActor func endsInATypedErrorWithTheRowsKept(_ hostile: Case) async throws {
      let server = try HostileServer { target in
        target.contains("page=1")
          ? .respond(status: 200, body: HostileServerTests.pictures(from: 0)) : hostile.reply
      }
      defer { server.stop() }
      let fetcher = HTTPFetcher(maxBodyBytes: 100_000, timeout: .seconds(30))
      let model = AsyncListModel(source: pictureList(server.baseURL, fetcher: fetcher))
      model.start()
      try await model.waitUntil("the first page") { $0.rows.count == 30 }
      model.rowAppeared(at: 29)
      try await model.waitUntil("the second page to fail") {
        if case .failed = $0.presentation.footer { return true }
        return false
      }
      guard case .failed(let failure) = model.presentation.footer else { return }
      #expect(hostile.expected(failure.error), "\(failure.error)")
      #expect(model.rows.count == 30, "the rows shown stay")
    }

    @Test func manyTinyChunksWithinTheCapArriveWhole() async throws {
      let server = try HostileServer { _ in .chunked(size: 1, count: 20_000) }
      defer { server.stop() }
      let response = try await HTTPFetcher(maxBodyBytes: 100_000).response(for: server.baseURL)
      #expect(response.body == Data(repeating: UInt8(ascii: "x"), count: 20_000))
    }
  }
}
