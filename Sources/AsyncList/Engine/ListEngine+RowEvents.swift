/// Row events, the calls a scrolling list makes most: O(1), decided by paging's non-generic
/// position and each level's non-generic screen where they can be. A level plans (generic work)
/// only when its screen says so: it settled, a load is far off screen, its cache is over budget.
extension ListEngine {
  /// The row (or placeholder of a dropped page) at a position appeared on screen. O(1).
  ///
  /// - Parameters:
  ///   - index: Its position, placeholders included.
  ///   - time: Now.
  /// - Returns: What the runner must do: usually nothing.
  package mutating func rowAppeared(at index: Int, time: ListTime) -> [Action] {
    let appearance = paging.position.appear(index, at: pagingUsesTime ? time.seconds : nil)
    var actions: [Action] = []
    if appearance.due {
      let generation = paging.generation
      actions = linked(paging.prefetchDue(), generationBefore: generation, reset: false, at: time)
    }
    guard !levels.isEmpty else { return actions }
    // Placeholders (pages the memory cap dropped) are no rows for the detail levels.
    if appearance.isRow {
      for level in levels.indices { actions += levelAppeared(level, at: index, time: time) }
    }
    // A load that just started may change whether the user outruns the pages: read again.
    let outrunning = appearance.due ? paging.position.isOutrunningPages : appearance.outrunning
    if outrunning != viewport.outrunning { actions += outrunningChanged(to: outrunning, at: time) }
    return actions
  }

  /// The row at a position left the screen. O(1).
  ///
  /// A row leaving never starts a load beyond the screen: the screen is moving, so rows on
  /// screen may start, none ahead of it.
  ///
  /// - Parameter index: Its position.
  /// - Returns: What the runner must do: usually nothing.
  package mutating func rowDisappeared(at index: Int) -> [Action] {
    paging.position.rowDisappeared()
    var actions: [Action] = []
    for level in levels.indices where levels[level].screen.disappear(index) && levels[level].screen.needsPlanning {
      actions += levels[level].plan(paging, prefetching: false).map { .detail(level, $0) }
    }
    if !actions.isEmpty { syncLookahead() }
    return actions
  }

  /// A placeholder (a row of a page the memory cap dropped) left the screen. O(1).
  ///
  /// Paging counts it; the detail levels do not hear of it: when the page came back meanwhile,
  /// the row now at the position may have reported appearing first.
  ///
  /// - Parameter index: Its position.
  package mutating func placeholderDisappeared(at index: Int) {
    paging.position.rowDisappeared()
  }

  /// Where the scroll under way will come to rest: the detail levels start those rows at once and
  /// keep them while the scroll passes the rows between.
  ///
  /// - Parameters:
  ///   - range: Positions on screen where it stops, clamped to the positions; `nil` or empty when
  ///     it will not stop anywhere known (the user caught it).
  ///   - time: Now.
  /// - Returns: What the runner must do.
  package mutating func scrollWillSettle(on range: Range<Int>?, at time: ListTime) -> [Action] {
    let range = range?.clamped(to: 0..<paging.rows.totalCount)
    return allLevels(.settling(range, at: time.duration), at: time)
  }

  /// A row came on screen for one detail level.
  private mutating func levelAppeared(_ level: Int, at index: Int, time: ListTime) -> [Action] {
    let appearance = levels[level].screen.appear(index, at: time.duration)
    var actions: [Action] = []
    if let timer = appearance.timer { actions.append(.detail(level, .startTimer(timer.id, after: timer.delay))) }
    if appearance.newlyVisible, let id = levels[level].revealIfCached(at: index, paging) {
      actions.append(.detail(level, .reveal(id, .appearedWithData)))
    }
    if levels[level].screen.needsPlanning {
      actions += levels[level].plan(paging).map { .detail(level, $0) }
      syncLookahead()
    }
    return actions
  }
}
