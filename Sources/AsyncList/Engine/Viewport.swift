/// The screen as the engine sees it, in one place and without generic types: the position
/// (where the user is, the rows on screen, the pace in seconds and in frames, when an edge is
/// due), which paging and every level read, and each detail level's own part of the screen (the
/// rows awaiting their reveal, the settle timer, where its loads are).
///
/// The engine passes each part `inout` to its machine for the call (``ListEngine``), as TCA's
/// `Scope` hands a child its state; no machine keeps a copy. The engine also
/// decides row events here first: most appearances and disappearances end in this type, which
/// asks the runtime for no generic metadata, and what is left (``FollowUp``) goes to the engine's
/// generic part.
package struct Viewport: Sendable {
  /// What a row event leaves to the engine's generic part.
  package struct FollowUp: Sendable {
    /// An edge of paging may be due (or the face waits for the start row: ``awaitsStartRow``).
    var pagingDue = false
    /// Levels (a bit each) where a row came into view: decide its reveal (is its data cached?).
    var reveal: UInt64 = 0
    /// Levels that may have planning to do (``DetailScreen/needsPlanning()``).
    var plan: UInt64 = 0
    /// Levels started a settle timer (``Viewport/startedTimers``).
    var timers = false
    /// Whether the user now outruns the pages, when it differs from what the levels were told.
    var outrunning: Bool?
    /// A row left the screen: levels plan without prefetching (rows on screen may start).
    var prefetching = true

    /// Nothing is left to do.
    package var isEmpty: Bool { !pagingDue && reveal == 0 && plan == 0 && !timers && outrunning == nil }
  }

  /// Paging's part, passed to the paging machine for each of its calls.
  var position: ScrollPosition
  /// Each detail level's part, by level, passed to the level for each of its calls.
  var screens: [DetailScreen] = []
  /// Whether the face waits to show the start row: each position that appears then goes on to
  /// the generic part (as ``FollowUp/pagingDue``, which only looks again whether an edge is
  /// due), where the model reads this flag. Kept here, in the fast path's own state, and folded
  /// into a field the fast path fills anyway, so a row event pays nothing for it while nothing
  /// waits.
  package var awaitsStartRow = false
  /// Whether the levels were last told that the user outruns the pages.
  var outrunning = false
  /// Whether paging is given the time (it measures latency and pace, and adapts its prefetch).
  var pagingUsesTime = true
  /// What the user waits for, integrated over time (``WaitMetrics``).
  var wait = WaitMeter()
  /// Settle timers row events started since the engine last took them.
  var startedTimers: [(level: Int, timer: TimerID, delay: Duration)] = []

  /// A row (or a placeholder of a dropped page) at a position appeared. O(levels), no allocation
  /// but a settle timer's.
  ///
  /// - Returns: What is left for the engine's generic part; usually nothing.
  package mutating func rowAppeared(at index: Int, time: ListTime) -> FollowUp {
    wait.advance(to: time)
    let due = position.rowAppeared(index, at: pagingUsesTime ? time.seconds : nil)
    var followUp = FollowUp(pagingDue: due || awaitsStartRow)
    guard !screens.isEmpty else {
      measureWait()  // without detail levels, nothing reads whether it is a row or the user outruns
      return followUp
    }
    let appearance = position.appeared(index)
    // Placeholders (pages the memory cap dropped) are no rows for the detail levels.
    if appearance.isRow {
      // One record of the screen and one pace for every level; each level then its own part.
      let new = position.rowShown(index, at: time.duration)
      for level in screens.indices {
        let shown = screens[level].appeared(new, at: time.duration)
        if let timer = shown.timer {
          startedTimers.append((level, timer.id, timer.delay))
          followUp.timers = true
        }
        // A row that came into view reveals at once if its data is cached: the cache window
        // answers most of these without the row's id; the generic part answers the rest.
        if shown.newlyVisible {
          if screens[level].tracksFreshness { screens[level].freshlyShown.insert(index) }
          let window = screens[level].cacheWindow
          if window.knows(index) && !window.mayHold(index) {
            screens[level].awaitData(at: index)
          } else {
            followUp.reveal |= 1 << UInt64(level)
          }
        }
        if screens[level].needsPlanning() { followUp.plan |= 1 << UInt64(level) }
      }
    }
    // A load that just started may change whether the user outruns the pages: the engine reads
    // again after it.
    if !due && appearance.outrunning != outrunning { followUp.outrunning = appearance.outrunning }
    measureWait()
    return followUp
  }

  /// The row at a position left the screen. O(levels), no allocation.
  ///
  /// It carries no time (a view reports rows leaving with rows appearing, which do): the wait
  /// meter notes the row gone at the next event with a time, so a row off screen is counted
  /// until the next appearance, page or detail, never less than it was on screen.
  ///
  /// - Returns: What is left for the engine's generic part; usually nothing.
  package mutating func rowDisappeared(at index: Int) -> FollowUp {
    position.rowDisappeared()
    var followUp = FollowUp(prefetching: false)
    guard !screens.isEmpty, position.rows.disappear(index) else { return followUp }
    for level in screens.indices {
      screens[level].disappeared(index)
      if screens[level].needsPlanning() { followUp.plan |= 1 << UInt64(level) }
    }
    return followUp
  }

  /// A placeholder left the screen: paging counts it, the levels do not hear of it. O(1).
  package mutating func placeholderDisappeared() {
    position.rowDisappeared()
  }
}
