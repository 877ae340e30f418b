/// What a ``SocketTransport`` found wrong with a connection or a response: the `underlying`
/// error of ``HTTPSourceError/transport(reason:underlying:)``, so the list shows one line and a
/// log keeps the cause.
public enum HTTPProtocolError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The URL's scheme is not `http` (``SocketTransport`` speaks no TLS).
  case unsupportedScheme(String)
  /// The URL has no host.
  case missingHost
  /// A request header's name or value holds a line break or a control character.
  case invalidRequestHeader(name: String)
  /// The host name did not resolve.
  case cannotResolve(host: String)
  /// No address of the host accepted the connection; `errno` is the last one's error.
  case connectionFailed(errno: Int32)
  /// The connection failed while sending or reading; `errno` is the system's error.
  case connectionLost(errno: Int32)
  /// The status line and header fields were longer than the transport accepts (a header
  /// section that never ends, a field a megabyte long).
  case headerTooLarge(limit: Int)
  /// The status line is not `HTTP/1.x` and a three-digit code.
  case malformedStatusLine
  /// A header field is not `name: value`.
  case malformedHeader
  /// A chunk of a chunked body does not parse, or its size line is too long.
  case malformedChunk
  /// The body is encoded (`Content-Encoding: gzip`, say) although the request asked for none:
  /// it is never decoded, so it can never expand past the cap.
  case unsupportedEncoding(String)
  /// The connection closed before the body's announced length.
  case bodyEndedEarly(expected: Int, received: Int)

  /// A one-line description.
  public var description: String {
    switch self {
    case .unsupportedScheme(let scheme): "the \(scheme) scheme is not supported (plain HTTP only)"
    case .missingHost: "the URL has no host"
    case .invalidRequestHeader(let name): "the request header \(name) holds a line break or a control character"
    case .cannotResolve(let host): "cannot resolve \(host)"
    case .connectionFailed(let code): "cannot connect (errno \(code))"
    case .connectionLost(let code): "connection lost (errno \(code))"
    case .headerTooLarge(let limit): "the response's header section is larger than \(limit) bytes"
    case .malformedStatusLine: "malformed status line"
    case .malformedHeader: "malformed header field"
    case .malformedChunk: "malformed chunk in a chunked body"
    case .unsupportedEncoding(let encoding): "unrequested content encoding \(encoding)"
    case .bodyEndedEarly(let expected, let received): "the body ended after \(received) of \(expected) bytes"
    }
  }
}
