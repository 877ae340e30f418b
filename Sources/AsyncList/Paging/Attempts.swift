/// The failed attempts of one page load so far: all of them in a row (what
/// ``LoadFailure/attempt`` shows), and those since the user last retried (what
/// ``AutomaticRetry`` spends, so a manual retry gets the policy's attempts again).
struct Attempts: Sendable, Equatable {
  /// None yet.
  static let none = Attempts(failed: 0, automatic: 0)

  /// Consecutive failures.
  var failed: Int
  /// Consecutive failures since the user last retried.
  var automatic: Int

  /// After one more failure.
  var next: Attempts { Attempts(failed: failed + 1, automatic: automatic + 1) }

  /// The user retried: the count goes on, the automatic retries start again.
  var retriedByUser: Attempts { Attempts(failed: failed, automatic: 0) }
}
