/// The changes to a list's positions since the face last took them: a part of ``RowStore``
/// with state of its own. It records what the store did and decides nothing.
///
/// A removal followed by an insertion at the same position (a dropped page's placeholders
/// taken back, then its rows added), or an insertion followed by the removal of the positions
/// next to it (a page's rows, then the counted placeholders they stand in for), is recorded as
/// a replacement of the positions they share, so a face redraws them in place instead of
/// deleting and inserting them.
struct ChangeRecorder: Sendable {
  private(set) var changes: [ListChange] = []

  /// Whether a change is waiting to be taken.
  var isEmpty: Bool { changes.isEmpty }

  /// Every position changed: the changes before it no longer matter, nor those after it.
  mutating func reload() {
    changes = [.reloaded]
  }

  /// Positions were inserted.
  mutating func insert(at position: Int, count: Int) {
    guard count > 0, changes.first != .reloaded else { return }
    if case .removed(let at, let removed) = changes.last, at == position {
      changes.removeLast()
      exchange(at: position, removed: removed, inserted: count)
    } else {
      changes.append(.inserted(at: position, count: count))
    }
  }

  /// Positions were removed.
  ///
  /// Right after positions inserted next to them (a page's rows, then the counted placeholders
  /// they stand in for), the removed positions are recorded as replaced by the inserted ones.
  mutating func remove(at position: Int, count: Int) {
    guard count > 0, changes.first != .reloaded else { return }
    if case .inserted(let at, let inserted) = changes.last, position == at + inserted || position + count == at {
      changes.removeLast()
      exchange(at: min(at, position), removed: count, inserted: inserted)
    } else {
      changes.append(.removed(at: position, count: count))
    }
  }

  /// Positions at `position` went and others came in their place: the positions they share
  /// are replaced, the rest inserted or removed after them.
  private mutating func exchange(at position: Int, removed: Int, inserted: Int) {
    let shared = min(removed, inserted)
    changes.append(.replaced(at: position, count: shared))
    if removed > shared { changes.append(.removed(at: position + shared, count: removed - shared)) }
    if inserted > shared { changes.append(.inserted(at: position + shared, count: inserted - shared)) }
  }

  /// Positions show something else at the same place.
  mutating func replace(at position: Int, count: Int) {
    guard count > 0, changes.first != .reloaded else { return }
    changes.append(.replaced(at: position, count: count))
  }

  /// Takes the changes recorded since the last call.
  mutating func take() -> [ListChange] {
    defer { changes = [] }
    return changes
  }
}
