@_spi(Faces) import AsyncList
import AsyncListHTTP
import AsyncListTesting
import DemoServer
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Starts a demo server on a free loopback port for one test.
func withServer<Result>(
  _ configuration: DemoServer.Configuration = DemoServer.Configuration(port: 0),
  isolation: isolated (any Actor)? = #isolation,
  _ body: (RunningDemoServer) async throws -> Result
) async throws -> Result {
  let server = try await DemoServer(configuration: configuration).start()
  do {
    let result = try await body(server)
    await server.stop()
    return result
  } catch {
    await server.stop()
    throw error
  }
}

/// A raw GET: status, headers and body.
func get(_ url: URL) async throws -> (status: Int, headers: [AnyHashable: Any], body: Data) {
  let (data, response) = try await URLSession.shared.data(from: url)
  let http = response as! HTTPURLResponse
  return (http.statusCode, http.allHeaderFields, data)
}

/// The JSON object of a body.
func json(_ data: Data) -> [String: Any] {
  (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
}

/// A request with any method through the library's own transport.
func send(_ method: String, _ url: URL, headers: [String: String] = [:]) async throws -> AsyncListHTTP.HTTPResponse {
  try await URLSessionTransport.shared.send(HTTPRequest(url: url, method: method, headers: headers))
}

/// Scrolls to the last row until the list stops loading (it ended, or its footer failed).
@MainActor
func pageToTheEnd<S: PageSource>(_ model: AsyncListModel<S>) async throws {
  model.start()
  while true {
    try await model.waitUntil { $0.presentation.content != .firstLoad && $0.metrics.loadsInFlight == 0 }
    guard model.presentation.footer == .loading, !model.rows.isEmpty else { return }
    model.rowAppeared(at: model.rows.count - 1)
  }
}
