/// A wait of the test kit that ran out of time: the test fails with what it was waiting for
/// instead of hanging until the suite's time limit.
///
/// The kit's waits (``ScriptedPageSource/nextRequest(timeout:)``,
/// ``ScriptedDetailSource/nextRequest(timeout:)``, ``ScriptedCall/waitUntilCancelled(timeout:)``,
/// ``PresentationRecorder/waitFor(timeout:_:_:)``, `AsyncListModel.waitUntil(timeout:_:_:)`,
/// `DetailLoader.waitUntil(timeout:_:_:)`) throw it. Their timeouts run on the real clock: they
/// only bound a wait for something the test's own steps should already have caused, and never
/// decide a result. Time in the list itself comes from the clock the test injects.
public struct WaitTimeout: Error, Sendable, CustomStringConvertible {
  /// What the wait was for.
  public let waitingFor: String
  /// How long it waited.
  public let timeout: Duration

  /// Creates a timeout error.
  ///
  /// - Parameters:
  ///   - waitingFor: What the wait was for.
  ///   - timeout: How long it waited.
  public init(waitingFor: String, timeout: Duration) {
    self.waitingFor = waitingFor
    self.timeout = timeout
  }

  /// "Timed out after 60 seconds waiting for …".
  public var description: String { "Timed out after \(timeout) waiting for \(waitingFor)" }

  /// The kit's default bound on a wait: a minute of real time, a hang guard that a busy machine
  /// never reaches (what a wait waits for takes milliseconds).
  public static let defaultTimeout: Duration = .seconds(60)
}
