/// A fault the demo server can inject into a response.
public enum Fault: String, Sendable, CaseIterable {
  /// No fault.
  case none
  /// A 5xx response with a JSON error body.
  case error
  /// A 200 response whose body is not valid JSON.
  case malformed
  /// A response that announces its full length, sends half and closes the connection.
  case truncate
  /// A correct response sent slowly, a few bytes at a time.
  case drip
  /// A correct body with a `Link` header that is not RFC 8288 (`<` never closed): a next key
  /// a client cannot read. Only when a request asks for it (`X-Fault: bad-link`).
  case badLink = "bad-link"
}
