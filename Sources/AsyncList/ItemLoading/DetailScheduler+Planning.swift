extension DetailScheduler {
  /// Ends a load; `nil` (and a count) when it is no longer awaited.
  mutating func finish(_ load: DetailLoadID) -> ID? {
    guard let id = owners.removeValue(forKey: load), inFlight[id] == load else {
      counters.staleResultsDiscarded += 1
      return nil
    }
    inFlight[id] = nil
    return id
  }

  mutating func start(_ id: ID) {
    serial += 1
    let load = DetailLoadID(serial: serial)
    inFlight[id] = load
    owners[load] = id
    counters.loadsStarted += 1
    output.append(.load(load, id))
    output.append(.changed(id))
  }

  mutating func cancel(_ id: ID) {
    guard let load = inFlight.removeValue(forKey: id) else { return }
    owners[load] = nil
    counters.loadsCancelled += 1
    output.append(.cancel(load))
    output.append(.changed(id))
  }

  mutating func cancelAll() {
    for id in Array(inFlight.keys) { cancel(id) }
  }

  /// The rows on screen and within the prefetch distance of it: their details are never
  /// evicted, so a cache smaller than the window cannot make them load again in a loop.
  func window(_ rows: RowLookup<ID>) -> Set<ID> {
    let indices = visible.compactMap { rows.index($0) }
    guard let low = indices.min(), let high = indices.max() else { return visible }
    var window = visible
    let prefetch = configuration.prefetchDistance
    for index in low - prefetch...high + prefetch where index < low || index > high {
      if let id = rows.id(index) { window.insert(id) }
    }
    return window
  }

  /// A row appeared: the screen is moving, so new loads wait until it settles.
  mutating func moved(at time: Duration) {
    guard configuration.settleDelay > .zero else { return }
    settled = false
    lastMovement = max(lastMovement, time)
    if settleTimer == nil { startSettleTimer(after: configuration.settleDelay) }
  }

  mutating func startSettleTimer(after delay: Duration) {
    serial += 1
    let timer = TimerID(serial: serial)
    settleTimer = timer
    output.append(.startTimer(timer, after: delay))
  }

  /// Cancels loads whose rows went far away, then, once the screen has settled, fills free
  /// slots by priority.
  mutating func rebalance(_ rows: RowLookup<ID>) {
    // Entries kept over budget because they were in the window go once they leave it.
    if cache.totalCost > cache.costLimit {
      let window = self.window(rows)
      for evicted in cache.trim(protecting: window.contains) { output.append(.changed(evicted)) }
    }
    let onScreen = visible.compactMap { id in rows.index(id).map { (id: id, index: $0) } }
      .sorted { $0.index < $1.index }
    guard let low = onScreen.first?.index, let high = onScreen.last?.index else { return }

    for id in Array(inFlight.keys)
    where distance(of: id, low: low, high: high, rows) > configuration.cancelDistance {
      cancel(id)  // far off screen, or no longer in the list
    }

    guard settled, !held else { return }
    let limit = configuration.maxConcurrentLoads
    for row in onScreen where needsLoad(row.id) {
      if inFlight.count >= limit {
        // Visible rows first: the farthest off-screen load gives way.
        let offScreen = inFlight.keys.filter { !visible.contains($0) }
        let victim = offScreen.max {
          distance(of: $0, low: low, high: high, rows) < distance(of: $1, low: low, high: high, rows)
        }
        guard let victim else { break }
        cancel(victim)
      }
      start(row.id)
    }
    guard inFlight.count < limit else { return }
    let prefetch = configuration.prefetchDistance
    guard prefetch > 0 else { return }
    let below = Array(high + 1...high + prefetch)
    let above = Array((low - prefetch...low - 1).reversed())
    let (ahead, behind) = scrollingDown ? (below, above) : (above, below)
    for index in ahead + behind where inFlight.count < limit {
      if let id = rows.id(index) { startIfNeeded(id) }
    }
  }

  private func needsLoad(_ id: ID) -> Bool {
    inFlight[id] == nil && failures[id] == nil && !cache.contains(id)
  }

  private mutating func startIfNeeded(_ id: ID) {
    if needsLoad(id) { start(id) }
  }

  private func distance(of id: ID, low: Int, high: Int, _ rows: RowLookup<ID>) -> Int {
    guard let index = rows.index(id) else { return .max }
    return index < low ? low - index : (index > high ? index - high : 0)
  }
}
