extension DetailScheduler {
  /// Ends a load; `nil` (and a count) when it is no longer awaited.
  mutating func finish(_ load: DetailLoadID) -> ID? {
    guard let id = owners.removeValue(forKey: load), inFlight[id] == load else {
      counters.staleResultsDiscarded += 1
      return nil
    }
    inFlight[id] = nil
    loadPositions[load] = nil
    return id
  }

  /// The position ``loadPositions`` gives a load whose row the list no longer holds: the
  /// farthest of all.
  static var gone: Int { .min }

  /// A row came on screen at a position.
  mutating func appear(_ id: ID, at index: Int, time: Duration, _ rows: RowLookup<ID>) {
    if let last = lastAppearedIndex, index != last { scrollingDown = index > last }
    lastAppearedIndex = index
    if visible.updateValue(id, forKey: index) != id {
      visiblePositions.insert(index)
      moved(at: time)
      if cache.contains(id) {
        cache.touch(id)
        counters.cacheHits += 1
        awaitingReveal.remove(index)
        output.append(.reveal(id, .appearedWithData))
      } else {
        awaitingReveal.insert(index)
      }
    }
    rebalance(rows)
  }

  /// The row at a position left the screen.
  mutating func disappear(at index: Int, _ rows: RowLookup<ID>) {
    visible[index] = nil
    visiblePositions.remove(index)
    awaitingReveal.remove(index)
    rebalance(rows)
  }

  /// The position of a visible row: where it is now, or where it appeared if the list has
  /// moved it since (its rows changed and the scheduler was not told yet).
  func position(ofVisible id: ID, _ rows: RowLookup<ID>) -> Int? {
    if let index = rows.index(id), visible[index] == id { return index }
    return visible.first { $0.value == id }?.key
  }

  /// After rows were added, removed or moved: the positions of the rows on screen and of the
  /// loads in flight, again from their ids. O(V + L).
  mutating func remapPositions(_ rows: RowLookup<ID>) {
    var moved: [Int: ID] = [:]
    var awaiting: Set<Int> = []
    for (index, id) in visible {
      guard let now = rows.index(id) else { continue }
      moved[now] = id
      if awaitingReveal.contains(index) { awaiting.insert(now) }
    }
    visible = moved
    visiblePositions = Set(moved.keys)
    awaitingReveal = awaiting
    for (id, load) in inFlight { loadPositions[load] = rows.index(id) ?? Self.gone }
  }

  mutating func start(_ id: ID, at index: Int) {
    serial += 1
    let load = DetailLoadID(serial: serial)
    inFlight[id] = load
    owners[load] = id
    loadPositions[load] = index
    counters.loadsStarted += 1
    output.append(.load(load, id))
    output.append(.changed(id))
  }

  mutating func cancel(_ id: ID) {
    guard let load = inFlight.removeValue(forKey: id) else { return }
    owners[load] = nil
    loadPositions[load] = nil
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
    var window = Set(visible.values)
    guard let low = visiblePositions.min(), let high = visiblePositions.max() else { return window }
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
  /// slots by priority. Positions only, but for the rows it starts.
  mutating func rebalance(_ rows: RowLookup<ID>) {
    // Entries kept over budget because they were in the window go once they leave it.
    if cache.totalCost > cache.costLimit {
      let window = self.window(rows)
      for evicted in cache.trim(protecting: window.contains) { output.append(.changed(evicted)) }
    }
    guard let low = visiblePositions.min(), let high = visiblePositions.max() else { return }

    for (load, index) in loadPositions
    where distance(of: index, low: low, high: high) > configuration.cancelDistance {
      if let id = owners[load] { cancel(id) }  // far off screen, or no longer in the list
    }

    guard settled, !held else { return }
    let limit = configuration.maxConcurrentLoads
    for index in visiblePositions.sorted() {
      guard let id = visible[index], needsLoad(id) else { continue }
      if inFlight.count >= limit {
        // Visible rows first: the farthest off-screen load gives way.
        let victim = loadPositions.filter { !visiblePositions.contains($0.value) }.max {
          distance(of: $0.value, low: low, high: high) < distance(of: $1.value, low: low, high: high)
        }
        guard let victim, let owner = owners[victim.key] else { break }
        cancel(owner)
      }
      start(id, at: index)
    }
    guard inFlight.count < limit else { return }
    let prefetch = configuration.prefetchDistance
    guard prefetch > 0 else { return }
    let below = Array(high + 1...high + prefetch)
    let above = Array((low - prefetch...low - 1).reversed())
    let (ahead, behind) = scrollingDown ? (below, above) : (above, below)
    for index in ahead + behind where inFlight.count < limit {
      if let id = rows.id(index), needsLoad(id) { start(id, at: index) }
    }
  }

  private func needsLoad(_ id: ID) -> Bool {
    inFlight[id] == nil && failures[id] == nil && !cache.contains(id)
  }

  private func distance(of index: Int, low: Int, high: Int) -> Int {
    guard index != Self.gone else { return .max }
    return index < low ? low - index : (index > high ? index - high : 0)
  }
}
