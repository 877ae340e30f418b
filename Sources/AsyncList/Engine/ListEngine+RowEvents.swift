/// Row events, the calls a scrolling list makes most: O(1), decided by paging's non-generic
/// position and each level's non-generic screen where they can be. A level plans (generic work)
/// only when its screen says so: it settled, a load's row left the list, its cache is over budget.
extension ListEngine {
  /// The row (or placeholder of a dropped page) at a position appeared on screen. O(1).
  ///
  /// The same two steps a runner takes on its fast path: ``Viewport/rowAppeared(at:time:)``,
  /// then, when it leaves something, ``followUp(_:at:time:)``.
  ///
  /// - Parameters:
  ///   - index: Its position, placeholders included.
  ///   - time: Now.
  /// - Returns: What the runner must do: usually nothing.
  package mutating func rowAppeared(at index: Int, time: ListTime) -> [Action] {
    let followUp = viewport.rowAppeared(at: index, time: time)
    return followUp.isEmpty ? [] : self.followUp(followUp, at: index, time: time)
  }

  /// The row at a position left the screen. O(1).
  ///
  /// A row leaving never starts a load beyond the screen: the screen is moving, so rows on
  /// screen may start, none ahead of it.
  ///
  /// - Parameters:
  ///   - index: Its position.
  ///   - time: Now.
  /// - Returns: What the runner must do: usually nothing.
  package mutating func rowDisappeared(at index: Int, time: ListTime) -> [Action] {
    waitBefore(time)
    let followUp = viewport.rowDisappeared(at: index)
    // Without a follow-up, the wait meter notes the row gone now (with one, the follow-up does).
    guard !followUp.isEmpty else {
      waitAfter()
      return []
    }
    return self.followUp(followUp, at: index, time: time)
  }

  /// A placeholder (a row of a page the memory cap dropped) left the screen. O(1).
  ///
  /// Paging counts it; the detail levels do not hear of it: when the page came back meanwhile,
  /// the row now at the position may have reported appearing first.
  ///
  /// - Parameter index: Its position.
  package mutating func placeholderDisappeared(at index: Int) {
    viewport.placeholderDisappeared()
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
    waitBefore(time)
    defer { waitAfter() }
    let range = range?.clamped(to: 0..<paging.rows.totalCount)
    return allLevels(.settling(range, at: time.duration), at: time)
  }

  /// The generic part of a row event, after the viewport's: the loads paging found due, the
  /// settle timers started, the reveal of a row that came into view with its data cached, the
  /// levels' planning, and a change in whether the user outruns the pages.
  ///
  /// - Parameters:
  ///   - followUp: What ``Viewport/rowAppeared(at:time:)`` or ``Viewport/rowDisappeared(at:)``
  ///     left.
  ///   - index: The row's position.
  ///   - time: Now.
  /// - Returns: What the runner must do.
  package mutating func followUp(_ followUp: Viewport.FollowUp, at index: Int, time: ListTime) -> [Action] {
    waitBefore(time)
    defer { waitAfter() }
    var actions: [Action] = []
    if followUp.pagingDue {
      let generation = paging.generation
      let due = paging.prefetchDue(&viewport.position)
      actions = linked(due, generationBefore: generation, reset: false, at: time)
    }
    if followUp.timers {
      for started in viewport.startedTimers {
        actions.append(.detail(started.level, .startTimer(started.timer, after: started.delay)))
      }
      viewport.startedTimers.removeAll(keepingCapacity: true)
    }
    for level in levelIndices {
      let bit = UInt64(1) << UInt64(level)
      if followUp.reveal & bit != 0 {
        if !viewport.screens[level].cacheWindow.knows(index) {
          // Around the row, so the next appearances are decided in the viewport.
          let reach = CacheWindow.reach
          let range = max(0, index - reach)..<max(index + 1, min(index + reach + 1, paging.rows.totalCount))
          levels[level].rebuild(&viewport.screens[level].cacheWindow, over: range, paging)
        }
        // The cache is the level's; the reveal's bookkeeping is the viewport's screen.
        switch levels[level].cachedRow(at: index, paging) {
        case .placeholder: break
        case .notCached: viewport.screens[level].awaitData(at: index)
        case .cached(let id):
          viewport.screens[level].awaitingReveal.remove(index)
          actions.append(.detail(level, .reveal(id, .appearedWithData)))
        }
      }
      guard followUp.plan & bit != 0, viewport.screens[level].needsPlanning() else { continue }
      actions += levels[level].plan(
        paging, screen: &viewport.screens[level], view: viewport.position, prefetching: followUp.prefetching
      ).map {
        .detail(level, $0)
      }
    }
    if followUp.reveal != 0 || followUp.plan != 0 { syncLookahead() }
    if !levelIndices.isEmpty, followUp.pagingDue || followUp.outrunning != nil {
      actions += outrunningChanged(to: viewport.position.isOutrunningPages, at: time)
    }
    return actions
  }
}
