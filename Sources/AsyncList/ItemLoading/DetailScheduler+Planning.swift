extension DetailScheduler {
  /// Ends a load; `nil` (and a count) when it is no longer awaited.
  mutating func finish(_ screen: inout DetailScreen, _ load: DetailLoadID) -> ID? {
    guard let id = owners.removeValue(forKey: load), inFlight[id] == load else {
      counters.staleResultsDiscarded += 1
      return nil
    }
    inFlight[id] = nil
    screen.loadPositions[load] = nil
    screen.speculative.remove(load)
    return id
  }

  /// Cancels loads whose rows left the list, trims the cache and fills free slots: what a row event
  /// leaves to the generic part when ``DetailScreen/needsPlanning()`` says so.
  ///
  /// - Parameters:
  ///   - rows: The list's rows now.
  ///   - screen: The level's screen, the engine's viewport's, for the call.
  ///   - view: The rows on screen and the pace: the viewport's, for every level.
  ///   - prefetching: `false` for a row that left the screen: only rows on screen may start.
  /// - Returns: What the driver must do.
  package mutating func plan(
    _ rows: some RowIndexing<ID>, screen: inout DetailScreen, view: ScrollPosition, prefetching: Bool = true
  ) -> [Action] {
    defer { screen.cacheOverBudget = cache.totalCost > cache.costLimit }
    return rebalance(&screen, view, rows, prefetching: prefetching)
  }

  /// The action that starts a settle timer, if there is one.
  func start(_ timer: (id: TimerID, delay: Duration)?) -> [Action] {
    timer.map { [.startTimer($0.id, after: $0.delay)] } ?? []
  }

  /// After rows were added, removed or moved: the rows awaiting their reveal are those still on
  /// screen (``DetailEvent/rowsMoved(_:shift:)`` moved them first when the rows on screen were
  /// known by id), and the positions of the loads in flight come from their ids. O(V + L).
  mutating func remapPositions(_ screen: inout DetailScreen, _ view: ScrollPosition, _ rows: some RowIndexing<ID>) {
    screen.cacheWindow.invalidate()
    screen.awaitingReveal.formIntersection(view.rows.positions)
    for (id, load) in inFlight { screen.loadPositions[load] = rows.index(id) ?? DetailScreen.gone }
  }

  mutating func start(_ screen: inout DetailScreen, _ id: ID, at index: Int) -> [Action] {
    let load = screen.nextLoadID()
    inFlight[id] = load
    owners[load] = id
    screen.loadPositions[load] = index
    screen.limit.started(load, at: screen.now, others: inFlight.count - 1)
    counters.loadsStarted += 1
    return [.load(load, id), .changed(id)]
  }

  mutating func cancel(_ screen: inout DetailScreen, _ id: ID) -> [Action] {
    guard let load = inFlight.removeValue(forKey: id) else { return [] }
    owners[load] = nil
    screen.loadPositions[load] = nil
    screen.speculative.remove(load)
    screen.limit.cancelled(load, at: screen.now)
    counters.loadsCancelled += 1
    return [.cancel(load), .changed(id)]
  }

  mutating func cancelAll(_ screen: inout DetailScreen) -> [Action] {
    Array(inFlight.keys).flatMap { cancel(&screen, $0) }
  }

  /// Cancels loads whose rows left the list, then fills free slots: rows on screen in the scroll
  /// direction (taking the slot of a load off screen when every slot is busy), then rows ahead
  /// of it. Positions only, but for the rows it starts.
  ///
  /// Before any load has been measured, loads start only once the screen has settled. After, a
  /// row starts when it will stay on screen long enough for a load to land (rows until it
  /// leaves, over the scroll speed, against 0.8 × the recent latency), so a fling starts
  /// nothing, a skim starts the rows ahead that it will reach, and a reader does not load the
  /// top row that leaves in a moment. Rows skipped for time are looked at again as the speed
  /// decays, by a timer.
  ///
  /// - Parameters:
  ///   - screen: The level's screen, the engine's viewport's, for the call.
  ///   - view: The rows on screen and the pace: the viewport's, for every level.
  ///   - rows: The list's rows now.
  ///   - moving: `true` for the planning the settle timer asks for while the screen moves (row
  ///     events themselves start nothing until the screen settles).
  ///   - prefetching: `false` for a row that left the screen: the screen is moving, so only
  ///     rows on screen may start (the first disappearance of a fling came while the screen
  ///     still counted as settled, and loaded rows beyond the screen the fling then passed),
  ///     and only in free slots: a row that leaves never hands a busy slot to another row on
  ///     screen (when a screen jumps, each row leaving gave its slot to a row about to leave).
  /// - Returns: The cancellations, loads, cache changes and a recheck timer.
  mutating func rebalance(
    _ screen: inout DetailScreen, _ view: ScrollPosition, _ rows: some RowIndexing<ID>, moving: Bool = false,
    prefetching: Bool = true
  ) -> [Action] {
    var actions: [Action] = []
    // Entries kept over budget because they were in the window go once they leave it.
    if cache.totalCost > cache.costLimit {
      let window = self.window(screen, view, rows)
      let evicted = cache.trim(protecting: window.contains)
      for id in evicted { if let index = rows.index(id) { screen.cacheWindow.mark(index, cached: false) } }
      if !landedAt.isEmpty { for id in evicted { landedAt[id] = nil } }
      actions += evicted.map { Action.changed($0) }
    }
    // A load whose row left the list is of no use, whatever is on screen. One whose row went far
    // off screen keeps running until a row on screen needs its slot (``makeRoom(_:_:low:high:latency:)``)
    // or the limit falls below the loads in flight (``shedFarLoads(_:_:low:high:)``): it may yet land
    // for a user who comes back (a fling and back), and cancelled it is a load wasted for certain.
    for (load, index) in screen.loadPositions where index == DetailScreen.gone {
      if let id = owners[load] { actions += cancel(&screen, id) }
    }
    // Rows that came on screen and left again before this planning are no longer to check.
    if !screen.freshlyShown.isEmpty { screen.freshlyShown.formIntersection(view.rows.positions) }
    guard let (low, high) = view.rows.bounds else { return actions }
    let latency = screen.limit.expectedLatency(at: screen.now, minimum: configuration.settleDelay)
    // The pace now, or a user's pace through the list a screen at a time: between two steps the
    // screen is still, yet each row on it leaves at that pace.
    let screenRows = view.rows.positions.count
    let speed = max(view.frames.speed(at: screen.now), view.frames.steps.pace(at: screen.now, screenRows: screenRows))
    // Ahead as far as the user's pace covers while nine loads in ten land: a screen is complete
    // only when its slowest row is.
    let tail = screen.limit.tailLatency(at: screen.now, minimum: configuration.settleDelay)
    let ahead = prefetchDistance(speed: max(speed, view.frames.sustainedRate(at: screen.now)), latency: tail)
    screen.lookahead = ahead
    actions += shedFarLoads(&screen, view, low: low, high: high)

    // Where the face says the scroll rests goes first, even while the user outruns the pages:
    // the hold guesses that the user moves on when the page lands; the face knows they stop.
    actions += startDestination(&screen, view, low: low, high: high, latency: latency, rows)
    guard !screen.held else { return actions }
    guard screen.settled || (moving && latency != nil) else { return actions }
    screen.limit.cover(firstScreen: view.rows.positions.count + configuration.prefetchDistance)
    let limit = screen.limit.current
    let down = view.rows.scrollingDown
    // A row is worth a load if it stays on screen for most of a typical latency plus a glance
    // (0.2 s) with its data: a row that only flashes by with data is a load wasted.
    let need = latency.map { 0.8 * $0 + 0.2 } ?? 0
    let stepsEnd = view.frames.steps.end(at: screen.now, screenRows: screenRows)
    func staysLongEnough(_ index: Int) -> Bool {
      guard speed > 0.01, need > 0 else { return true }
      let rowsFromTop = down ? index - low : high - index
      // A user who steps through the list takes every row on screen away at the next step, at
      // a time known in advance: the detail must land before it (nine in ten do within the tail
      // latency), and show for a glance.
      if let left = view.frames.steps.secondsLeft(rowsFromTop: rowsFromTop, at: screen.now, screenRows: screenRows) {
        return left >= (tail ?? latency ?? 0) + 0.2
      }
      return Double(rowsFromTop + 1) >= need * speed
    }
    // The most rows until leaving among the rows skipped for time: it qualifies first.
    var skipped = 0
    for index in down ? Array(view.rows.positions.sorted()) : view.rows.positions.sorted(by: >) {
      guard let id = rows.id(index), needsLoad(id) || isStale(id, index, screen) else { continue }
      guard staysLongEnough(index) else {
        skipped = max(skipped, down ? index - low + 1 : high - index + 1)
        continue
      }
      if inFlight.count >= limit {
        guard prefetching, let room = makeRoom(&screen, view, low: low, high: high, latency: latency) else { break }
        actions += room
      }
      actions += start(&screen, id, at: index)
    }
    screen.freshlyShown = []  // each came on screen once: its detail was checked
    if skipped > 0, screen.settleTimer == nil, screen.settled {
      // Rows left out because they would leave too soon: look again when the best of them
      // qualifies if the screen stays still (the speed is at most one row per stillness, so
      // `rows` rows from leaving qualify after need / rows seconds still).
      // While the user steps through the list, they qualify once the steps stop.
      actions += recheck(&screen, at: stepsEnd ?? view.frames.lastMovement + .seconds(need / Double(skipped)))
    }
    guard prefetching, inFlight.count < limit else { return actions }
    // Beyond the screen, only the rows the user is heading to: those behind are being left.
    for step in stride(from: 1, through: ahead, by: 1) where inFlight.count < limit {
      let index = down ? high + step : low - step
      if staysLongEnough(index), let id = rows.id(index), needsLoad(id) { actions += start(&screen, id, at: index) }
    }
    guard screen.settled, screen.destination == nil else { return actions }
    // A user stepping through the list is not at rest between two steps: the fill waits for the
    // steps to stop, and the level looks again then.
    if let stepsEnd {
      if screen.settleTimer == nil { actions += recheck(&screen, at: stepsEnd) }
      return actions
    }
    return actions + fill(&screen, view, low: low, high: high, limit: limit, rows)
  }

  /// A settle timer that plans the screen again at a time (at the soonest after the settle
  /// delay).
  private mutating func recheck(_ screen: inout DetailScreen, at time: Duration) -> [Action] {
    start(screen.startSettleTimer(after: max(configuration.settleDelay, time - screen.now), recheck: true))
  }

  func needsLoad(_ id: ID) -> Bool {
    inFlight[id] == nil && failures[id] == nil && !cache.contains(id)
  }
}
