/// Where the screen's rows and loads are: whether planning has anything to do (read on every row
/// event), and how far a load is from the screen.
extension DetailScreen {
  /// The first and last positions on screen.
  @inline(__always)
  var bounds: (low: Int, high: Int)? {
    var iterator = positions.makeIterator()
    guard let first = iterator.next() else { return nil }
    var (low, high) = (first, first)
    while let index = iterator.next() {
      if index < low { low = index } else if index > high { high = index }
    }
    return (low, high)
  }

  /// Whether a load's row is far enough to give way to a row on screen even when it is about to
  /// land: behind the scroll direction past ``cancelDistance``, ahead of it past ``cancelAhead``.
  @inline(__always)
  func isFar(_ index: Int, low: Int, high: Int) -> Bool {
    if let destination, destination.contains(index) { return false }
    let isAhead = scrollingDown ? index > high : index < low
    return distance(of: index, low: low, high: high) > (isAhead ? cancelAhead : cancelDistance)
  }

  /// Rows between a position and the screen; `Int.max` for a row the list no longer holds.
  @inline(__always)
  func distance(of index: Int, low: Int, high: Int) -> Int {
    guard index != Self.gone else { return .max }
    return index < low ? low - index : (index > high ? index - high : 0)
  }

  /// Whether planning would do anything now: fill free slots (the screen settled and loads
  /// are not held), cancel a load whose row left the list or, over a limit that fell, one far
  /// off screen, or trim the cache. Inlined and mutating (it changes nothing), so the caller reads the screen in
  /// place instead of copying it: a row event with loads in flight paid a copy of the screen.
  @inline(__always)
  mutating func needsPlanning() -> Bool {
    if cacheOverBudget || (settled && !held) { return true }
    return hasGoneLoad || loadPositions.count > limit.current
  }
}
