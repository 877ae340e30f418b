import Foundation

/// The sources' default ``HTTPTransport``: ``URLSessionTransport`` on Apple platforms; on Linux,
/// ``SocketTransport`` for `http` URLs and ``URLSessionTransport`` for the others.
///
/// On Linux, URLSession holds a body it was told to refuse while its transfer runs on (see
/// ``SocketTransport``), so plain HTTP goes through the transport whose memory is bounded by its
/// limits. For `https` on Linux there is no such transport here: bring one with TLS (for
/// example async-http-client) through ``HTTPTransport`` when a server you do not trust could
/// send bodies past the cap.
public struct PlatformTransport: HTTPTransport {
  /// Creates the platform's default transport, over the shared ``URLSessionTransport`` and, on
  /// Linux, the shared ``SocketTransport``.
  public init() {}

  /// Sends a request through the transport for its platform and scheme.
  ///
  /// - Parameter request: The request, its deadline and body cap.
  /// - Returns: The response, whatever its status.
  /// - Throws: ``HTTPSourceError`` or `CancellationError`.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    #if os(Linux) || os(Android) || os(FreeBSD)
      if request.url.scheme?.lowercased() == "http" { return try await SocketTransport.shared.send(request) }
    #endif
    return try await URLSessionTransport.shared.send(request)
  }
}
