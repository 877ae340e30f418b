/// What a ``DetailLoader`` asks of the model that owns it: its level's state of a row, the
/// user's retries, and whether a row is still held.
@MainActor
protocol DetailHost<ID>: AnyObject {
  /// The row id type.
  associatedtype ID: Hashable & Sendable

  /// What the detail level at an index shows for a row.
  func detailState(_ level: Int, of id: ID) -> DetailState<any Sendable>
  /// Feeds an event of the user (a retry) to the detail level at an index.
  func detailEvent(_ level: Int, _ event: DetailEvent<ID, any Sendable>)
  /// How far the detail level at an index loads around a resting screen.
  func restRange(_ level: Int) -> RestRange
  /// Changes it.
  func setRestRange(_ range: RestRange, level: Int)
  /// Whether the list holds the row.
  func holdsRow(_ id: ID) -> Bool
}
