import Foundation

/// The sources' default ``HTTPTransport``: ``URLSessionTransport`` on Apple platforms; on Linux,
/// ``SocketTransport`` for `http` URLs and ``URLSessionTransport`` for the others.
///
/// On Linux, URLSession holds a body it was told to refuse while its transfer runs on (see
/// ``SocketTransport``), so plain HTTP goes through the transport whose memory is bounded by its
/// limits (URLSession there also kept about 150 bytes of every request it ever sent, measured
/// over 12,000 requests). For `https` on Linux there is no such transport here: bring one with TLS (for
/// example async-http-client) through ``HTTPTransport`` when a server you do not trust could
/// send bodies past the cap.
public struct PlatformTransport: HTTPTransport {
  /// What sends the requests that go through URLSession.
  public let urlSession: URLSessionTransport
  /// What sends plain HTTP on Linux.
  public let socket: SocketTransport

  /// Creates the platform's default transport.
  ///
  /// - Parameters:
  ///   - urlSession: The URLSession transport, for a session of your own configuration.
  ///     Defaults to the shared one.
  ///   - socket: The socket transport, for limits of your own. Defaults to the shared one.
  public init(urlSession: URLSessionTransport = .shared, socket: SocketTransport = .shared) {
    self.urlSession = urlSession
    self.socket = socket
  }

  /// Sends a request through the transport for its platform and scheme.
  ///
  /// - Parameter request: The request, its deadline and body cap.
  /// - Returns: The response, whatever its status.
  /// - Throws: ``HTTPSourceError`` or `CancellationError`.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    #if os(Linux) || os(Android) || os(FreeBSD)
      if request.url.scheme?.lowercased() == "http" { return try await socket.send(request) }
    #endif
    return try await urlSession.send(request)
  }
}
