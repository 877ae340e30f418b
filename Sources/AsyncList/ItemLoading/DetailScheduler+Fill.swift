/// Free slots while the screen rests: the rows the user's fast runs say they will pass.
extension DetailScheduler {
  /// Starts loads for rows around a resting screen, nearest first, while it rests: ahead in the
  /// scroll direction as far as the user's longest recent fast run (``DetailScreen/reach``: the
  /// next burst or fling goes about as far), and back over the last fast run
  /// (``DetailScreen/lastRun``: a user who flung 400 rows tends to come back over them). A row
  /// a fling passes shows its data only if the data is already there.
  ///
  /// Never past the level's ``RestRange`` (by default two screens ahead in the direction of
  /// travel and one behind, and its byte budget at the mean cost of the details cached, the
  /// direction of travel served first), nor past half the cache's budget in all (a fill must not
  /// evict what it filled, or every rest would load it again); half the slots (a row that comes
  /// on screen finds one free). Each load is speculative: it gives way first to a row that needs a slot, and
  /// otherwise runs to the end, so its data waits in the cache for the user. Before the user has
  /// moved at all, nothing says how far they will go: the whole range ahead loads, as Texture's
  /// preload range does. A reader who moves but never runs fast has no run, so nothing loads
  /// beyond the look-ahead.
  ///
  /// - Parameters:
  ///   - screen: The level's screen, the engine's viewport's, for the call.
  ///   - view: The rows on screen and the pace: the viewport's, for every level.
  ///   - low: The first row on screen.
  ///   - high: The last row on screen.
  ///   - limit: Loads at once.
  ///   - rows: The list's rows now.
  /// - Returns: The loads started.
  mutating func fill(
    _ screen: inout DetailScreen, _ view: ScrollPosition, low: Int, high: Int, limit: Int, _ rows: some RowIndexing<ID>
  )
    -> [Action]
  {
    let limit = max(1, limit / 2)
    let (run, down) = (screen.lastRun, view.rows.scrollingDown)
    // In rows at the cached details' mean cost (bytes, for images): the range's budget, and half
    // the cache's (a fill that evicted what it filled would load again at every rest).
    let meanCost = max(1, cache.count > 0 ? cache.totalCost / cache.count : 1)
    let range = restRange.rows(screen: high - low + 1, meanCost: meanCost)
    let total = min(range.total, cache.costLimit / (2 * meanCost))
    // Ahead in the direction of travel as far as the longest recent fast run (the whole range
    // before any motion); behind, back over the last one (a user who flung 400 rows tends to
    // come back over them).
    let ahead = min(range.ahead, total, screen.hasScrolled ? screen.reach : range.ahead)
    let behind = min(range.behind, total - ahead, abs(run))
    let below = max(down ? ahead : 0, run < 0 ? behind : 0)
    let above = max(down ? 0 : ahead, run > 0 ? behind : 0)
    guard max(below, above) > 0, inFlight.count < limit else { return [] }
    var actions: [Action] = []
    var open = (below: below > 0, above: above > 0)
    for step in 1...max(below, above) where inFlight.count < limit && (open.below || open.above) {
      for goingDown in [down, !down] where inFlight.count < limit && step <= (goingDown ? below : above) {
        let index = goingDown ? high + step : low - step
        guard let id = rows.id(index) else {
          if goingDown { open.below = false } else { open.above = false }
          continue
        }
        if needsLoad(id) {
          actions += start(&screen, id, at: index)
          if let load = inFlight[id] { screen.speculative.insert(load) }
        }
      }
    }
    return actions
  }
}
