/// Row events, the calls a scrolling list makes most: decided by the scheduler's non-generic
/// ``DetailScreen`` where it can. The generic part runs for the reveal of a row that comes into
/// view and when the screen says there is planning to do (the screen settled, a load far off
/// screen, a cache over budget).
extension DetailLoader: RowEventListener {
  func rowAppeared(at index: Int) {
    let appearance = scheduler.screen.appear(index, at: elapsed())
    if let timer = appearance.timer { startTimer(timer.id, after: timer.delay) }
    if appearance.newlyVisible { revealIfCached(at: index) }
    if scheduler.screen.needsPlanning { plan() }
  }

  func rowDisappeared(at index: Int) {
    // The screen is moving: rows on screen may start, none beyond it (as the scheduler's own
    // disappearance event decides).
    if scheduler.screen.disappear(index), scheduler.screen.needsPlanning { plan(prefetching: false) }
  }

  func scrollWillSettle(on range: Range<Int>?) {
    send(.settling(range, at: elapsed()))
  }

  /// Rows beyond the screen the loader wants: what the list should have fetched.
  var detailLookahead: Int { reportedLookahead }

  @inline(never)
  private func revealIfCached(at index: Int) {
    guard let id = scheduler.revealIfCached(at: index, rows) else { return }
    reveal(id, .appearedWithData)
    publishMetrics()
  }

  @inline(never)
  private func plan(prefetching: Bool = true) {
    // No clock read here: a row event's planning follows an appearance, which set the
    // scheduler's time, or a disappearance moments after one.
    apply(scheduler.plan(rows, prefetching: prefetching))
  }
}
