/// The store did not answer within ``ListCache/readDeadline`` when the list started; the list
/// loaded from the source instead. Reported as ``AsyncListModel/lastStoreError``.
public struct PageStoreTimeout: Error, Sendable, Equatable {
  /// How long the model waited.
  public var deadline: Duration

  /// Creates the error.
  ///
  /// - Parameter deadline: How long the model waited.
  public init(deadline: Duration) {
    self.deadline = deadline
  }
}
