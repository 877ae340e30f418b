/// The screen's part of the wait meter: whether the user waits and how many rows on screen lack
/// their data, read from paging's position and the levels' screens after each event.
extension Viewport {
  /// Notes the screen's state after an event: the meter counts it until the next one. O(levels);
  /// reads fields only (a call on the whole viewport would copy it on the row-event path).
  @inline(__always) mutating func measureWait() {
    let held = position.heldCount
    let loadingAtEnd = position.appendLoading
    let missing: Int
    switch screens.count {
    case 0: missing = 0
    case 1: missing = screens[0].awaitingReveal.count
    default: missing = Self.missingUnion(screens)
    }
    var atEnd = false
    // Whether the user is at the end matters only while a page loads there: asked only then.
    if loadingAtEnd && held > 0 {
      let last = position.placeholdersBefore + held - 1
      atEnd = screens.isEmpty ? (position.anchor ?? -1) >= last : position.rows.positions.contains(last)
    }
    wait.missing = missing
    wait.waiting = ScreenWait.isWaiting(
      rowsShown: held > 0, listSettled: wait.listSettled, userAtEnd: atEnd, moreRowsComing: loadingAtEnd,
      rowsWithoutData: missing)
  }

  /// Rows on screen without every level's data: the union of the levels' rows waiting for data.
  static func missingUnion(_ screens: [DetailScreen]) -> Int {
    var rows = Set<Int>()
    for screen in screens { rows.formUnion(screen.awaitingReveal) }
    return rows.count
  }
}
