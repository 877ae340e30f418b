/// The screen's part of the wait meter: whether the user waits and how many rows on screen lack
/// their data, read from paging's position and the levels' screens after each event.
extension Viewport {
  /// Notes the screen's state after an event: the meter counts it until the next one. O(levels).
  mutating func measureWait() {
    let held = position.heldCount
    let missing: Int
    switch screens.count {
    case 0: missing = 0
    case 1: missing = screens[0].awaitingReveal.count
    default:
      // A row lacks its data while any level's detail is missing: the union, rare enough to build.
      var rows = Set<Int>()
      for screen in screens { rows.formUnion(screen.awaitingReveal) }
      missing = rows.count
    }
    let last = position.placeholdersBefore + held - 1
    let atEnd: Bool
    if let screen = screens.first {
      atEnd = held > 0 && screen.positions.contains(last)
    } else {
      atEnd = held > 0 && (position.anchor ?? -1) >= last
    }
    wait.missing = missing
    wait.waiting = ScreenWait.isWaiting(
      rowsShown: held > 0, listSettled: wait.listSettled, userAtEnd: atEnd, moreRowsComing: position.appendLoading,
      rowsWithoutData: missing)
  }
}
