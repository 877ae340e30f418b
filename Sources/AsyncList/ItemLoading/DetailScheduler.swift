/// The second level's logic: which rows' details load, in which order, which loads are
/// cancelled, what is cached, and when a row plays its reveal. Pure and synchronous.
///
/// Priority: rows on screen in the scroll direction, then rows ahead of it (the configured
/// ``DetailConfiguration/prefetchDistance``, or the rows the user will reach within one and a half
/// latencies at the measured speed); none behind (the user is leaving them). A row starts only
/// if it will stay on screen long enough for its load to land (rows until it leaves, over the
/// scroll speed, against 0.8 × the recent latency plus 0.2 s): a fling starts nothing, a reader
/// does not load the top row about to leave. Nothing is queued: the candidates are derived from
/// the screen each time a slot frees. A load keeps running wherever the user went until a
/// visible row needs its slot (every slot busy): then an off-screen load gives way (the fill's
/// first, then the farthest), unless it is near the screen and due to land; and when the
/// adaptive limit falls below the loads in flight, far loads go, the farthest first. The
/// number of loads at once adapts to measured latency (``ConcurrencyLimit``).
///
/// Row events carry their time as data. Until a load has landed or run for a settle delay, loads
/// start once the screen has settled (no row appeared for ``DetailConfiguration/settleDelay``),
/// but for the first screen's, which came with the first page and start at once; after, the settle
/// timer also plans once per settle delay while the screen moves. One timer at a time, so a
/// fling costs no timer per row.
///
/// Work per planning is O(V log V + V·L + P) (V rows on screen, L loads, P look-ahead rows);
/// a row event that needs no planning is O(1).
package struct DetailScheduler<ID: Hashable & Sendable, Detail: Sendable>: Sendable {
  package typealias Event = DetailEvent<ID, Detail>
  package typealias Action = DetailAction<ID>

  /// The configuration.
  package let configuration: DetailConfiguration
  /// How far around a resting screen rows load: the configuration's, until the app changes it
  /// (a low-data mode).
  var restRange: RestRange
  var inFlight: [ID: DetailLoadID] = [:]
  var owners: [DetailLoadID: ID] = [:]
  /// Rows whose load failed, until a retry, a new generation, or the row leaves the list.
  var failures: [ID: LoadFailure] = [:]
  /// Failed attempts of rows the user retried: a failure after a retry counts on from them, so
  /// ``LoadFailure/attempt`` stays the number of consecutive failures. Cleared by a success.
  var retriedAttempts: [ID: Int] = [:]
  /// The size of ``failures`` and ``retriedAttempts`` that triggers a sweep for rows the list no
  /// longer holds (see ``sweepFailures(_:)``).
  var failureSweepThreshold = Self.failureSweepFloor
  var cache: DetailCache<ID, Detail>
  /// When each detail kept reached the level, on the driver's clock, with
  /// ``DetailConfiguration/staleAfter`` only.
  var landedAt: [ID: Duration] = [:]
  var counters = DetailMetrics()
  /// Loads that landed off screen and whose row has not come on screen with them since, and the
  /// loads whose detail reached the screen (``DetailScheduler+Waste.swift``).
  var unseen: Set<ID> = []
  package internal(set) var loadsSeen = 0

  /// Creates a scheduler with an empty cache.
  ///
  /// - Parameter configuration: Concurrency, distances and cache budget.
  package init(configuration: DetailConfiguration) {
    self.configuration = configuration
    self.restRange = configuration.restRange
    self.cache = DetailCache(costLimit: configuration.cacheCostLimit)
  }

  /// Handles one event.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - rows: The list's rows now.
  ///   - screen: The level's screen, the engine's viewport's, for the call.
  ///   - view: The rows on screen and the pace: the viewport's, for every level.
  /// - Returns: What the driver must do.
  package mutating func handle(
    _ event: Event, rows: some RowIndexing<ID>, screen: inout DetailScreen, view: ScrollPosition
  ) -> [Action] {
    defer { screen.cacheOverBudget = cache.totalCost > cache.costLimit }
    switch event {
    case .loaded(let load, let detail, let cost, let time):
      if let time, time > screen.now { screen.now = time }
      if let latency = screen.limit.ended(load, at: time, inFlight: inFlight.count, failed: false) {
        screen.latencies.record(latency.seconds)
      }
      guard let id = finish(&screen, load) else { return [] }
      retriedAttempts[id] = nil
      noteLanded(view, id, rows)
      let window = self.window(screen, view, rows)
      let evicted = cache.insert(detail, for: id, cost: cost, protecting: window.contains)
      for evictedID in evicted {
        if let index = rows.index(evictedID) { screen.cacheWindow.mark(index, cached: false) }
      }
      noteFreshness(of: id, evicted: evicted, at: screen.now)
      if cache.contains(id), let index = rows.index(id) { screen.cacheWindow.mark(index, cached: true) }
      var actions = evicted.filter { $0 != id }.map { Action.changed($0) }
      actions.append(.changed(id))
      if let index = rows.index(id), screen.awaitingReveal.remove(index) != nil, cache.contains(id) {
        actions.append(.reveal(id, .dataArrived))
      }
      return actions + rebalance(&screen, view, rows)
    case .failed(let load, let error, let time):
      return fail(&screen, view, load, error, at: time, rows)
    case .retry(let id):
      return retry(&screen, view, id, rows)
    case .retryAll:
      return retryAll(&screen, view, rows)
    case .rowsLeft(let ids):
      forget(ids)
      return []
    case .holdLoads(let hold, let time):
      if time > screen.now { screen.now = time }
      guard hold != screen.held else { return [] }
      screen.held = hold
      let timer = hold ? [] : start(screen.moved())
      if hold { counters.holds += 1 }
      return timer + rebalance(&screen, view, rows)
    case .rowsMoved(let moves, let shift):
      screen.awaitingReveal = Set(screen.awaitingReveal.compactMap { moves[$0] })
      if !screen.freshlyShown.isEmpty { screen.freshlyShown = Set(screen.freshlyShown.compactMap { moves[$0] }) }
      if let shift { screen.destination = screen.destination.map { $0.lowerBound + shift..<$0.upperBound + shift } }
      return []
    case .rowsChanged:
      remapPositions(&screen, view, rows)
      sweepFailures(rows)
      return rebalance(&screen, view, rows)
    case .settling(let range, let time):
      if time > screen.now { screen.now = time }
      let actions = range == nil ? forgetDestination(&screen, view, rows) : []
      screen.destination = range?.isEmpty == false ? range : nil
      return actions + rebalance(&screen, view, rows)
    case .newGeneration(let clearCache):
      screen.destination = nil
      var actions = cancelAll(&screen)
      actions += failures.keys.map { Action.changed($0) }
      failures = [:]
      retriedAttempts = [:]
      if clearCache {
        actions += cache.keys.map { Action.changed($0) }
        cache.removeAll()
        landedAt = [:]
        unseen = []
      }
      remapPositions(&screen, view, rows)
      return actions + rebalance(&screen, view, rows)
    case .stop:
      // The driver cancels the settle timer too: forget it, or a restart would wait for it.
      screen.settleTimer = nil
      screen.settled = true
      screen.lookahead = 0
      screen.destination = nil
      return cancelAll(&screen)
    case .timerFired(let timer, let time):
      if time > screen.now { screen.now = time }
      guard screen.settleTimer == timer else { return [] }
      screen.settleTimer = nil
      let remaining = view.frames.lastMovement + configuration.settleDelay - time
      guard remaining <= .zero else {
        // Still moving: plan once per settle delay with the pace measured so far (rows that
        // will stay long enough may start), then wait again.
        let timer = start(screen.startSettleTimer(after: remaining))
        return screen.limit.isMeasuring && !screen.held ? timer + rebalance(&screen, view, rows, moving: true) : timer
      }
      screen.settled = true
      // It came to rest: the rows on screen are what matters now.
      return forgetDestination(&screen, view, rows) + rebalance(&screen, view, rows)
    }
  }

  /// What a row shows now.
  ///
  /// - Parameter id: A row id.
  /// - Returns: Loaded (from the cache), loading, failed or not requested.
  package func state(of id: ID) -> DetailState<Detail> {
    if let detail = cache.peek(id) { return .loaded(detail) }
    if inFlight[id] != nil { return .loading }
    if let failure = failures[id] { return .failed(failure) }
    return .notRequested
  }

  /// The loads in flight, by row.
  package var loadsInFlight: [ID: DetailLoadID] { inFlight }

  /// Counters of what the scheduler has done.
  package var metrics: DetailMetrics {
    var metrics = counters
    metrics.loadsInFlight = inFlight.count
    metrics.cachedCount = cache.count
    metrics.cachedCost = cache.totalCost
    return metrics
  }
}
