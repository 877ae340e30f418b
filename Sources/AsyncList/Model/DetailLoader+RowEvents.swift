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
    if scheduler.screen.disappear(index), scheduler.screen.needsPlanning { plan() }
  }

  @inline(never)
  private func revealIfCached(at index: Int) {
    guard let id = scheduler.revealIfCached(at: index, rows) else { return }
    reveal(id, .appearedWithData)
    publishMetrics()
  }

  @inline(never)
  private func plan() {
    apply(scheduler.plan(rows))
  }
}
