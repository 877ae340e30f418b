extension DetailScheduler {
  /// Ends a load; `nil` (and a count) when it is no longer awaited.
  mutating func finish(_ load: DetailLoadID) -> ID? {
    guard let id = owners.removeValue(forKey: load), inFlight[id] == load else {
      counters.staleResultsDiscarded += 1
      return nil
    }
    inFlight[id] = nil
    screen.loadPositions[load] = nil
    return id
  }

  /// A row came on screen at a position.
  mutating func appear(at index: Int, time: Duration, _ rows: RowLookup<ID>) -> [Action] {
    let appearance = screen.appear(index, at: time)
    var actions = start(appearance.timer)
    if appearance.newlyVisible, let id = revealIfCached(at: index, rows) {
      actions.append(.reveal(id, .appearedWithData))
    }
    return actions + rebalance(rows)
  }

  /// Decides the reveal of a row that came on screen: at once when its data is cached (the
  /// returned id), else when the data arrives.
  ///
  /// - Returns: The row's id when it plays its reveal now.
  package mutating func revealIfCached(at index: Int, _ rows: RowLookup<ID>) -> ID? {
    guard let id = rows.id(index) else { return nil }
    guard cache.contains(id) else {
      screen.awaitingReveal.insert(index)
      return nil
    }
    cache.touch(id)
    counters.cacheHits += 1
    screen.awaitingReveal.remove(index)
    return id
  }

  /// Cancels what is far off screen, trims the cache and fills free slots: what a row event
  /// leaves to the generic part when ``DetailScreen/needsPlanning`` says so.
  ///
  /// - Parameter rows: The list's rows now.
  /// - Returns: What the driver must do.
  package mutating func plan(_ rows: RowLookup<ID>) -> [Action] {
    defer { screen.cacheOverBudget = cache.totalCost > cache.costLimit }
    return rebalance(rows)
  }

  /// The action that starts a settle timer, if there is one.
  func start(_ timer: (id: TimerID, delay: Duration)?) -> [Action] {
    timer.map { [.startTimer($0.id, after: $0.delay)] } ?? []
  }

  /// After rows were added, removed or moved: the rows on screen where the change put them
  /// (from the ids noted by ``DetailEvent/rowsWillChange``, or at their positions without
  /// them), and the positions of the loads in flight from their ids. O(V + L).
  mutating func remapPositions(_ rows: RowLookup<ID>) {
    if let before = idsBeforeChange, before.rowEvents == screen.rowEvents {
      var positions: Set<Int> = []
      var awaiting: Set<Int> = []
      var shift: Int?
      for (index, id) in before.rows {
        guard let now = rows.index(id) else { continue }
        positions.insert(now)
        if screen.awaitingReveal.contains(index) { awaiting.insert(now) }
        if index == screen.lastAppearedIndex || shift == nil { shift = now - index }
      }
      // The last row that appeared moved with the rows, so the scroll direction holds.
      if let shift { screen.lastAppearedIndex = screen.lastAppearedIndex.map { $0 + shift } }
      screen.positions = positions
      screen.awaitingReveal = awaiting
    } else {
      screen.positions = screen.positions.filter { rows.id($0) != nil }
      screen.awaitingReveal.formIntersection(screen.positions)
    }
    idsBeforeChange = nil
    for (id, load) in inFlight { screen.loadPositions[load] = rows.index(id) ?? DetailScreen.gone }
  }

  mutating func start(_ id: ID, at index: Int) -> [Action] {
    let load = screen.nextLoadID()
    inFlight[id] = load
    owners[load] = id
    screen.loadPositions[load] = index
    counters.loadsStarted += 1
    return [.load(load, id), .changed(id)]
  }

  mutating func cancel(_ id: ID) -> [Action] {
    guard let load = inFlight.removeValue(forKey: id) else { return [] }
    owners[load] = nil
    screen.loadPositions[load] = nil
    counters.loadsCancelled += 1
    return [.cancel(load), .changed(id)]
  }

  mutating func cancelAll() -> [Action] {
    Array(inFlight.keys).flatMap { cancel($0) }
  }

  /// The rows on screen and within the prefetch distance of it: their details are never
  /// evicted, so a cache smaller than the window cannot make them load again in a loop.
  func window(_ rows: RowLookup<ID>) -> Set<ID> {
    guard let (low, high) = screen.bounds else { return [] }
    var window: Set<ID> = []
    let prefetch = configuration.prefetchDistance
    for index in low - prefetch...high + prefetch where index < low || index > high || screen.positions.contains(index)
    {
      if let id = rows.id(index) { window.insert(id) }
    }
    return window
  }

  /// Cancels loads whose rows went far away, then, once the screen has settled, fills free
  /// slots by priority. Positions only, but for the rows it starts.
  ///
  /// - Parameters:
  ///   - rows: The list's rows now.
  ///   - prefetching: `false` for a row that left the screen: the screen is moving, so only
  ///     rows on screen may start (the first disappearance of a fling came while the screen
  ///     still counted as settled, and loaded rows beyond the screen the fling then passed).
  /// - Returns: The cancellations, loads and cache changes.
  mutating func rebalance(_ rows: RowLookup<ID>, prefetching: Bool = true) -> [Action] {
    var actions: [Action] = []
    // Entries kept over budget because they were in the window go once they leave it.
    if cache.totalCost > cache.costLimit {
      let window = self.window(rows)
      actions += cache.trim(protecting: window.contains).map { Action.changed($0) }
    }
    guard let (low, high) = screen.bounds else { return actions }

    for (load, index) in screen.loadPositions
    where screen.distance(of: index, low: low, high: high) > configuration.cancelDistance {
      if let id = owners[load] { actions += cancel(id) }  // far off screen, or no longer in the list
    }

    guard screen.settled, !screen.held else { return actions }
    let limit = configuration.maxConcurrentLoads
    for index in screen.positions.sorted() {
      guard let id = rows.id(index), needsLoad(id) else { continue }
      if inFlight.count >= limit {
        // Visible rows first: the farthest off-screen load gives way.
        let victim = screen.loadPositions.filter { !screen.positions.contains($0.value) }.max {
          screen.distance(of: $0.value, low: low, high: high) < screen.distance(of: $1.value, low: low, high: high)
        }
        guard let victim, let owner = owners[victim.key] else { break }
        actions += cancel(owner)
      }
      actions += start(id, at: index)
    }
    guard prefetching, inFlight.count < limit else { return actions }
    // Beyond the screen, only the rows the user is heading to: those behind are being left.
    let prefetch = configuration.prefetchDistance
    guard prefetch > 0 else { return actions }
    let below = Array(high + 1...high + prefetch)
    let above = Array((low - prefetch...low - 1).reversed())
    let ahead = screen.scrollingDown ? below : above
    for index in ahead where inFlight.count < limit {
      if let id = rows.id(index), needsLoad(id) { actions += start(id, at: index) }
    }
    return actions
  }

  private func needsLoad(_ id: ID) -> Bool {
    inFlight[id] == nil && failures[id] == nil && !cache.contains(id)
  }
}
