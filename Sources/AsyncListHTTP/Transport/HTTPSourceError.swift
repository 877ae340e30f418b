/// Why an HTTP source could not deliver a page or a detail.
///
/// Every case carries enough to show the user and to log: the list shows it on the failed
/// footer (or row) and keeps every row already shown.
public enum HTTPSourceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The request never got a complete response (no connection, reset, truncated body, timeout).
  case transport(String)
  /// The server answered with a status outside 200...299; `message` is the body's `error` field
  /// when it has one.
  case status(code: Int, message: String?)
  /// The body did not decode; `path` names the field that failed, like `results[3].trackId`.
  case decoding(path: String, reason: String)
  /// The body was larger than the source accepts.
  case oversizeBody(limit: Int, received: Int)

  /// A one-line description for a footer or a log.
  public var description: String {
    switch self {
    case .transport(let reason): "Network error: \(reason)"
    case .status(let code, let message): "HTTP \(code)" + (message.map { ": \($0)" } ?? "")
    case .decoding(let path, let reason): "Unexpected response at \(path.isEmpty ? "top level" : path): \(reason)"
    case .oversizeBody(let limit, let received): "Response too large: \(received) bytes (limit \(limit))"
    }
  }
}
