extension CollectionUpdates {
  /// Plans the updates of a batch of changes, each in the positions the one before it left.
  ///
  /// Costs O(k²) for k changed positions, and nothing for the positions that did not change:
  /// with a million positions, a page landing touches the page's items.
  ///
  /// - Parameters:
  ///   - changes: The changes since the face last applied any (``AsyncListModel/rowChanges(since:)``).
  ///   - limit: The most positions touched before a reload is planned instead.
  /// - Returns: The updates; ``reloads`` for a new generation or past the limit.
  public static func plan(_ changes: [ListChange], limit: Int = defaultLimit) -> CollectionUpdates {
    var total = 0
    for change in changes {
      switch change {
      case .reloaded: return .reload
      case .inserted(_, let count), .removed(_, let count), .replaced(_, let count): total += count
      }
    }
    guard total <= limit else { return .reload }
    var plan = CollectionUpdates()
    for change in changes {
      switch change {
      case .reloaded: return .reload
      case .inserted(let position, let count): plan.insert(position, count)
      case .removed(let position, let count): plan.remove(position, count)
      case .replaced(let position, let count): plan.redraw(position, count)
      }
    }
    return plan
  }

  /// Positions inserted now: those at and after `position` move down.
  private mutating func insert(_ position: Int, _ count: Int) {
    Self.shift(&inserted, from: position, by: count)
    Self.shift(&redrawn, from: position, by: count)
    inserted.insert(contentsOf: position..<position + count, at: inserted.partition(below: position))
  }

  /// Positions removed now: those inserted in this batch go, the others are deleted where they
  /// were before it, and those after move up.
  private mutating func remove(_ position: Int, _ count: Int) {
    let range = position..<position + count
    var gone: [Int] = []
    for current in range where !inserted.containsSorted(current) {
      gone.append(positionBefore(current))
    }
    inserted.removeAll { range.contains($0) }
    redrawn.removeAll { range.contains($0) }
    for old in gone { deleted.insert(old, at: deleted.partition(below: old)) }
    Self.shift(&inserted, from: range.upperBound, by: -count)
    Self.shift(&redrawn, from: range.upperBound, by: -count)
  }

  /// Positions that show something else now, unless they are new in this batch.
  private mutating func redraw(_ position: Int, _ count: Int) {
    for current in position..<position + count
    where !inserted.containsSorted(current) && !redrawn.containsSorted(current) {
      redrawn.insert(current, at: redrawn.partition(below: current))
    }
  }

  /// The position before the batch of a position now that was not inserted in it: its rank
  /// among the positions that stayed, counted over the positions before that were not deleted.
  private func positionBefore(_ current: Int) -> Int {
    var old = current - inserted.partition(below: current)
    for deleted in deleted {
      guard deleted <= old else { break }
      old += 1
    }
    return old
  }

  /// Moves the positions at and after `start` by `delta`.
  private static func shift(_ positions: inout [Int], from start: Int, by delta: Int) {
    for index in positions.partition(below: start)..<positions.count { positions[index] += delta }
  }
}

extension [Int] {
  /// In an ascending array, the number of elements below a value (where it would go).
  fileprivate func partition(below value: Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether an ascending array holds a value.
  fileprivate func containsSorted(_ value: Int) -> Bool {
    let index = partition(below: value)
    return index < count && self[index] == value
  }
}
