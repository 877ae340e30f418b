/// A failed load as the list shows it: the error, how many attempts failed in a row, and
/// whether an automatic retry is scheduled.
public struct LoadFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The error the source threw.
  public let error: any Error
  /// Consecutive failed attempts of this load, starting at 1; a manual retry that fails again
  /// counts on.
  public let attempt: Int
  /// Whether an automatic retry is scheduled (see ``AutomaticRetry``).
  public let willRetry: Bool
  /// The failures since the user last retried, which ``AutomaticRetry`` counts.
  let automaticAttempts: Int

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - error: The error the source threw.
  ///   - attempt: Consecutive failed attempts, starting at 1.
  ///   - willRetry: Whether an automatic retry is scheduled.
  public init(error: any Error, attempt: Int = 1, willRetry: Bool = false) {
    self.error = error
    self.attempt = attempt
    self.willRetry = willRetry
    self.automaticAttempts = attempt
  }

  /// A failure after these attempts.
  init(error: any Error, attempts: Attempts, willRetry: Bool = false) {
    self.error = error
    self.attempt = attempts.failed
    self.willRetry = willRetry
    self.automaticAttempts = attempts.automatic
  }

  /// The attempts that led to it.
  var attempts: Attempts { Attempts(failed: attempt, automatic: automaticAttempts) }

  /// The same failure with no automatic retry scheduled (its timer was cancelled).
  var withoutRetry: LoadFailure { LoadFailure(error: error, attempts: attempts) }

  /// A one-line description of the error, for a footer or an alert.
  public var message: String { String(describing: error) }

  /// The message, the attempt and whether a retry is scheduled.
  public var description: String {
    "\(message) (attempt \(attempt)\(willRetry ? ", retrying" : ""))"
  }

  /// Two failures are equal when their errors describe themselves alike and their attempts match.
  public static func == (lhs: LoadFailure, rhs: LoadFailure) -> Bool {
    lhs.attempt == rhs.attempt && lhs.willRetry == rhs.willRetry
      && String(reflecting: lhs.error) == String(reflecting: rhs.error)
  }
}
