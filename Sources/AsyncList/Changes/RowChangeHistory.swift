internal import DequeModule

/// The changes to a list's positions in the last publishes, for faces that apply them
/// (``AsyncListModel/rowChanges(since:)``): a part of the model with state of its own, bounded
/// to the last ``kept`` publishes, so its memory does not grow with the list or with time.
struct RowChangeHistory: Sendable {
  /// Publishes of rows remembered; a face further behind reloads.
  static let kept = 64
  /// The version of the rows published last: one more on each publish of rows.
  private(set) var version = 0
  /// The changes of the last publishes, the newest last (the one that made ``version`` last).
  private var batches: Deque<[ListChange]> = []

  /// Records the changes of a publish of rows.
  mutating func record(_ changes: [ListChange]) {
    version += 1
    batches.append(changes)
    if batches.count > Self.kept { batches.removeFirst() }
  }

  /// The changes since a version, in order, or `nil` when they are no longer all remembered
  /// (or the version is not one of this list's).
  func changes(since applied: Int) -> [ListChange]? {
    guard applied <= version, applied >= version - batches.count else { return nil }
    var changes: [ListChange] = []
    for batch in batches.suffix(version - applied) {
      if batch.first == .reloaded { changes = [] }
      changes += batch
    }
    return changes
  }
}
