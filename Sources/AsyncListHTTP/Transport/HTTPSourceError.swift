public import AsyncList
public import Foundation

/// Why an HTTP source could not deliver a page or a detail.
///
/// Every case carries enough to show the user and to log: the list shows it on the failed
/// footer (or row) and keeps every row already shown.
public enum HTTPSourceError: LocalizedError, Sendable, Equatable, CustomStringConvertible, RetryAfterError {
  /// The request never got a complete response (no connection, reset, truncated body);
  /// `underlying` is the transport's own error (a `URLError` from URLSession), kept for logs.
  case transport(reason: String, underlying: (any Error)?)
  /// The whole request took longer than its deadline (connect to last byte).
  case timeout(after: Duration)
  /// The server answered with a status outside 200...299; `message` is the body's `error` field
  /// when it has one, `retryAfter` the wait its `Retry-After` field asks for (429, 503).
  case status(code: Int, message: String?, retryAfter: Duration? = nil)
  /// The body did not decode; `path` names the field that failed, like `results[3].trackId`.
  case decoding(path: String, reason: String)
  /// The body was larger than the source accepts; `received` counts the bytes that had arrived
  /// (or the announced `Content-Length`) when the transfer was stopped.
  case oversizeBody(limit: Int, received: Int)

  /// A one-line description for a footer or a log.
  public var description: String {
    switch self {
    case .transport(let reason, _): "Network error: \(reason)"
    case .timeout(let deadline): "The server did not answer within \(deadline)"
    case .status(let code, let message, _): "HTTP \(code)" + (message.map { ": \($0)" } ?? "")
    case .decoding(let path, let reason): "Unexpected response at \(path.isEmpty ? "top level" : path): \(reason)"
    case .oversizeBody(let limit, let received): "Response too large: \(received) bytes (limit \(limit))"
    }
  }

  /// The description, for `LocalizedError` (what SwiftUI's default views show).
  public var errorDescription: String? { description }

  /// The wait a 429 or 503 response asked for, for `AutomaticRetry`.
  public var retryAfter: Duration? {
    if case .status(_, _, let retryAfter) = self { return retryAfter }
    return nil
  }

  /// Errors are equal by case and fields; a transport error's `underlying` error is not
  /// compared (errors are not `Equatable`), only its reason.
  public static func == (lhs: HTTPSourceError, rhs: HTTPSourceError) -> Bool {
    switch (lhs, rhs) {
    case (.transport(let a, _), .transport(let b, _)): a == b
    case (.timeout(let a), .timeout(let b)): a == b
    case (.status(let a, let m, let r), .status(let b, let n, let s)): a == b && m == n && r == s
    case (.decoding(let a, let r), .decoding(let b, let s)): a == b && r == s
    case (.oversizeBody(let a, let r), .oversizeBody(let b, let s)): a == b && r == s
    default: false
    }
  }
}
