/// Exponential backoff for failed page loads, timed on the model's injected clock.
///
/// After the n-th consecutive failure of one load (n < ``maxAttempts``), the same load is
/// re-issued after `initialDelay × multiplier^(n-1)`, capped at ``maxDelay``. The failure stays
/// visible meanwhile (``LoadFailure/willRetry`` is `true`), and a manual retry starts at once.
/// A manual retry that fails again gets the policy's attempts anew, while
/// ``LoadFailure/attempt`` counts on.
///
/// ```swift
/// let configuration = PagingConfiguration(
///   automaticRetry: AutomaticRetry(maxAttempts: 4, initialDelay: .seconds(1))
/// )
/// ```
public struct AutomaticRetry: Sendable, Equatable {
  /// The number of attempts, the first included, before the list waits for the user.
  public var maxAttempts: Int
  /// The wait after the first failure.
  public var initialDelay: Duration
  /// The factor each further wait grows by.
  public var multiplier: Int
  /// The longest wait.
  public var maxDelay: Duration

  /// Creates a backoff policy.
  ///
  /// - Parameters:
  ///   - maxAttempts: Attempts in all, the first included; at least 1. Defaults to 3.
  ///   - initialDelay: Wait after the first failure. Defaults to 1 s.
  ///   - multiplier: Growth factor of the wait; at least 1. Defaults to 2.
  ///   - maxDelay: Longest wait. Defaults to 30 s.
  public init(
    maxAttempts: Int = 3,
    initialDelay: Duration = .seconds(1),
    multiplier: Int = 2,
    maxDelay: Duration = .seconds(30)
  ) {
    self.maxAttempts = max(1, maxAttempts)
    self.initialDelay = max(.zero, initialDelay)
    self.multiplier = max(1, multiplier)
    self.maxDelay = max(self.initialDelay, maxDelay)
  }

  /// The wait before the next attempt, or `nil` when the attempts are used up.
  ///
  /// - Parameter failedAttempts: Consecutive failures so far (1 after the first).
  /// - Returns: The delay, or `nil` when no automatic attempt remains.
  public func delay(afterFailedAttempts failedAttempts: Int) -> Duration? {
    guard failedAttempts >= 1, failedAttempts < maxAttempts else { return nil }
    var delay = initialDelay
    for _ in 1..<failedAttempts {
      delay = delay * multiplier
      if delay >= maxDelay { return maxDelay }
    }
    return min(delay, maxDelay)
  }

  /// The wait before the next attempt after an error, honouring the error's own wait
  /// (``RetryAfterError``, such as HTTP `Retry-After`): the longer of the backoff and that wait,
  /// or `nil` when no attempt remains or the error asks for more than ``maxDelay``.
  ///
  /// - Parameters:
  ///   - failedAttempts: Consecutive failures so far (1 after the first).
  ///   - error: The error of the last attempt.
  /// - Returns: The delay, or `nil` when the list waits for the user.
  public func delay(afterFailedAttempts failedAttempts: Int, error: any Error) -> Duration? {
    guard let backoff = delay(afterFailedAttempts: failedAttempts) else { return nil }
    guard let asked = (error as? any RetryAfterError)?.retryAfter else { return backoff }
    return asked <= maxDelay ? max(backoff, asked) : nil
  }
}
