/// How far beyond the screen the scheduler looks, what it protects in the cache, and which load
/// gives way to a visible row.
extension DetailScheduler {
  /// The rows on screen, within the prefetch distance behind and the look-ahead ahead: their
  /// details are never evicted, so a cache smaller than the window cannot make them load again
  /// in a loop.
  func window(_ screen: DetailScreen, _ view: ScrollPosition, _ rows: some RowIndexing<ID>) -> Set<ID> {
    guard let (low, high) = view.rows.bounds else { return [] }
    var window: Set<ID> = []
    let prefetch = configuration.prefetchDistance
    // Ahead in the scroll direction, as far as the look-ahead loads (or a loaded row would be
    // evicted by the next one and load again).
    let ahead = max(prefetch, screen.lookahead)
    let (before, after) = view.rows.scrollingDown ? (prefetch, ahead) : (ahead, prefetch)
    for index in low - before...high + after where index < low || index > high || view.rows.positions.contains(index) {
      if let id = rows.id(index) { window.insert(id) }
    }
    for index in screen.destination ?? 0..<0 {
      if let id = rows.id(index) { window.insert(id) }
    }
    return window
  }

  /// The load that gives way to a visible row when every slot is busy: a speculative one (the
  /// fill's guess) first, whatever its age; else the farthest off screen,
  /// but, within the cancel distances of the screen (``DetailScreen/isFar(_:low:high:)``), not
  /// one due to land (it has run half the expected latency; before any load landed, the longest
  /// one ran: loads that keep making room for the next row would never land). Loads farther
  /// off give way whatever their age: the user left their rows.
  func victim(_ screen: DetailScreen, _ view: ScrollPosition, low: Int, high: Int, latency: Double?)
    -> DetailLoadID?
  {
    var best: (load: DetailLoadID, rank: (Int, Int, Int))?
    // A load past half the measured latency is due to land: it keeps its slot. Before any load
    // has landed the latency is only a lower bound (the oldest load's age), which says nothing
    // of when a load lands: then any load off screen may give way to a row on screen.
    let measured = screen.limit.hasLanded
    for (load, index) in screen.loadPositions
    where !view.rows.positions.contains(index) && !(screen.destination?.contains(index) ?? false) {
      if measured, !screen.speculative.contains(load), let latency,
        let age = screen.limit.age(of: load, at: screen.now),
        age >= 0.5 * latency, !screen.isFar(index, low: low, high: high, in: view.rows)
      {
        continue
      }
      // A speculative load (the fill's) gives way before any other; between equals, the newest
      // (so the choice never depends on the order of a dictionary).
      let rank = (
        screen.speculative.contains(load) ? 1 : 0, view.rows.distance(of: index, low: low, high: high), load.serial
      )
      if best.map({ rank > $0.rank }) ?? true { best = (load, rank) }
    }
    return best?.load
  }

  /// Cancels the load that gives way (``victim(_:_:low:high:latency:)``) so one more can start;
  /// `nil` when none may.
  mutating func makeRoom(_ screen: inout DetailScreen, _ view: ScrollPosition, low: Int, high: Int, latency: Double?)
    -> [Action]?
  {
    guard let victim = victim(screen, view, low: low, high: high, latency: latency), let owner = owners[victim] else {
      return nil
    }
    return cancel(&screen, owner)
  }

  /// When the adaptive limit fell below the loads in flight (the source slowed down or failed),
  /// cancels loads far off screen, the farthest first, until the loads fit the limit: the
  /// source is busy, and the user left their rows. O(L log L), only while over the limit.
  mutating func shedFarLoads(_ screen: inout DetailScreen, _ view: ScrollPosition, low: Int, high: Int) -> [Action] {
    let excess = inFlight.count - screen.limit.current
    guard excess > 0 else { return [] }
    let far = screen.loadPositions.filter { screen.isFar($0.value, low: low, high: high, in: view.rows) }
      .map { (load: $0.key, distance: view.rows.distance(of: $0.value, low: low, high: high)) }
      .sorted { ($0.distance, $0.load.serial) > ($1.distance, $1.load.serial) }
    return far.prefix(excess).flatMap { owners[$0.load].map { cancel(&screen, $0) } ?? [] }
  }

  /// Starts the rows where the scroll comes to rest (``DetailEvent/settling(_:at:)``): they will
  /// stay on screen, so they go before any row the scroll passes. When every slot is busy, a
  /// row of the destination takes the slot of a load off screen as a row on screen would
  /// (``victim(_:_:low:high:latency:)``; never another destination row's).
  ///
  /// - Parameters:
  ///   - screen: The level's screen, the engine's viewport's, for the call.
  ///   - view: The rows on screen and the pace: the viewport's, for every level.
  ///   - low: The first row on screen.
  ///   - high: The last row on screen.
  ///   - latency: The latency a load can expect, if known (``victim(_:_:low:high:latency:)``).
  ///   - rows: The list's rows now.
  /// - Returns: The loads started and the cancellations that made room for them.
  mutating func startDestination(
    _ screen: inout DetailScreen, _ view: ScrollPosition, low: Int, high: Int, latency: Double?,
    _ rows: some RowIndexing<ID>
  ) -> [Action] {
    guard let destination = screen.destination else { return [] }
    var actions: [Action] = []
    let limit = screen.limit.current
    for index in destination {
      guard let id = rows.id(index), needsLoad(id) else { continue }
      if inFlight.count >= limit {
        guard let room = makeRoom(&screen, view, low: low, high: high, latency: latency) else { break }
        actions += room
      }
      actions += start(&screen, id, at: index)
    }
    return actions
  }

  /// Forgets where the scroll was to rest, once it rested or was caught. A target it did not
  /// reach was wrong: the loads of its rows beyond the prefetch distance from the screen (rows
  /// planning would not load) are cancelled, so they do not hold slots the rows on screen need.
  mutating func forgetDestination(_ screen: inout DetailScreen, _ view: ScrollPosition, _ rows: some RowIndexing<ID>)
    -> [Action]
  {
    guard let destination = screen.destination else { return [] }
    screen.destination = nil
    guard let (low, high) = view.rows.bounds else { return [] }
    var actions: [Action] = []
    for index in destination where view.rows.distance(of: index, low: low, high: high) > configuration.prefetchDistance
    {
      if let id = rows.id(index), inFlight[id] != nil { actions += cancel(&screen, id) }
    }
    return actions
  }

  /// Rows to load beyond the screen: the configured distance, or the rows the user will reach
  /// within one and a half latencies at this speed, up to six times the configured distance.
  func prefetchDistance(speed: Double, latency: Double?) -> Int {
    let configured = configuration.prefetchDistance
    guard configured > 0, let latency else { return configured }
    let farthest = configuration.maxPrefetchDistance
    let reach = min(1.5 * speed * latency, Double(farthest))  // clamped before Int()
    return min(max(configured, Int(reach.rounded(.up))), farthest)
  }

}
