/// Sends one HTTP request and returns its whole response: what the HTTP sources run on.
///
/// A transport must end every request: with a response, with ``HTTPSourceError/timeout(after:)``
/// once ``HTTPRequest/deadline`` has passed since it was sent (connect to last byte), with
/// ``HTTPSourceError/oversizeBody(limit:received:)`` as soon as the body passes
/// ``HTTPRequest/maxBodyBytes``, or with `CancellationError` as soon as the calling task is
/// cancelled. Cancellation must never block the cancelling thread (see ``URLSessionTransport``).
///
/// Replace the default to add authentication, logging, a different client (for example
/// async-http-client on a server) or a fake in tests:
///
/// ```swift
/// struct Canned: HTTPTransport {
///   func send(_ request: HTTPRequest) async throws -> HTTPResponse {
///     HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: Data("[]".utf8))
///   }
/// }
/// let source = PicsumPageSource(fetcher: HTTPFetcher(transport: Canned()))
/// ```
public protocol HTTPTransport: Sendable {
  /// Sends a request.
  ///
  /// - Parameter request: The request, its deadline and its body cap.
  /// - Returns: The status, headers and body, whatever the status.
  /// - Throws: ``HTTPSourceError`` (transport failure, timeout, oversize body), or
  ///   `CancellationError` when the calling task is cancelled.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
