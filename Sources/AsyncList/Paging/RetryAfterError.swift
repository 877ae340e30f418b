/// An error that says how long to wait before the same load is tried again, like an HTTP 429
/// or 503 response with a `Retry-After` field.
///
/// ``AutomaticRetry`` never retries sooner than ``retryAfter``; a wait longer than its
/// ``AutomaticRetry/maxDelay`` is not scheduled at all (the failure waits for the user).
public protocol RetryAfterError: Error {
  /// The wait the source asked for, or `nil` when it did not say.
  var retryAfter: Duration? { get }
}
