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

  /// Two failures are equal when their attempts match and their errors are the same error: equal
  /// by `==` where the error is `Equatable`, the same instance where it is a class, else of the
  /// same type. Never by the text they print: two different errors that print alike are not the
  /// same, and an error whose text changes (a date, an address) is still itself.
  public static func == (lhs: LoadFailure, rhs: LoadFailure) -> Bool {
    lhs.attempt == rhs.attempt && lhs.willRetry == rhs.willRetry && sameError(lhs.error, rhs.error)
  }

  /// Whether two errors are the same error (see ``==(_:_:)``).
  static func sameError(_ lhs: any Error, _ rhs: any Error) -> Bool {
    guard ObjectIdentifier(type(of: lhs)) == ObjectIdentifier(type(of: rhs)) else { return false }
    if let lhs = lhs as? any Equatable { return isEqual(lhs, rhs) }
    if type(of: lhs) is AnyObject.Type { return (lhs as AnyObject) === (rhs as AnyObject) }
    return true
  }

  /// `==` of an `Equatable` error with another of the same type.
  private static func isEqual<E: Equatable>(_ lhs: E, _ rhs: any Error) -> Bool {
    (rhs as? E) == lhs
  }
}
