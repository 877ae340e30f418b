/// The screen's part of the wait meter: whether the user waits and how many rows on screen lack
/// their data, read from paging's position and the levels' screens after each event.
extension Viewport {
  /// Notes the screen's state after an event: the meter counts it until the next one. O(levels).
  @inline(__always) mutating func measureWait() {
    let held = position.heldCount
    let missing = screens.count == 1 ? screens[0].awaitingReveal.count : missingUnion()
    wait.missing = missing
    // Whether the user is at the end matters only while a page loads there: asked only then.
    wait.waiting = ScreenWait.isWaiting(
      rowsShown: held > 0, listSettled: wait.listSettled,
      userAtEnd: position.appendLoading && isAtEnd(held: held), moreRowsComing: position.appendLoading,
      rowsWithoutData: missing)
  }

  /// Rows on screen without every level's data: the union of the levels' rows waiting for data.
  private func missingUnion() -> Int {
    guard !screens.isEmpty else { return 0 }
    var rows = Set<Int>()
    for screen in screens { rows.formUnion(screen.awaitingReveal) }
    return rows.count
  }

  /// Whether the last row held is on screen.
  private func isAtEnd(held: Int) -> Bool {
    guard held > 0 else { return false }
    let last = position.placeholdersBefore + held - 1
    if let screen = screens.first { return screen.positions.contains(last) }
    return (position.anchor ?? -1) >= last
  }
}
