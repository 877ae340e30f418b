/// Whether planning has anything to do (read on every row event), and whether a load is far
/// from the screen.
extension DetailScreen {
  /// Whether a load's row is far enough to give way to a row on screen even when it is about to
  /// land: behind the scroll direction past ``cancelDistance``, ahead of it past ``cancelAhead``.
  ///
  /// - Parameters:
  ///   - index: The load's row.
  ///   - low: The first row on screen.
  ///   - high: The last row on screen.
  ///   - rows: The rows on screen.
  /// - Returns: Whether the load gives way to a row on screen even when about to land.
  @inline(__always)
  func isFar(_ index: Int, low: Int, high: Int, in rows: RowsOnScreen) -> Bool {
    if let destination, destination.contains(index) { return false }
    let isAhead = rows.scrollingDown ? index > high : index < low
    return rows.distance(of: index, low: low, high: high) > (isAhead ? cancelAhead : cancelDistance)
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
