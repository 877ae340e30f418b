internal import AsyncList

/// Runs a strategy along a scroll path in virtual time: no clock, no tasks, the same result on
/// every run.
///
/// ```swift
/// let result = ScrollSimulator.run(AsyncListStrategy(), path: .fling(), source: SimulationSource())
/// print(result.stallSeconds)
/// ```
public enum ScrollSimulator {
  /// Simulates one path.
  ///
  /// - Parameters:
  ///   - strategy: The strategy.
  ///   - path: How the user scrolls.
  ///   - source: The catalog and the latencies.
  ///   - viewportRows: Rows on screen.
  ///   - tick: The time step.
  ///   - settleHints: Whether to tell the strategy where each fling (a motion faster than 40
  ///     rows/s) comes to rest, once that is within its rows, as a scroll view gives its target
  ///     when the finger lifts (``ScrollStrategy/scrollWillSettle(on:now:)``).
  /// - Returns: The metrics.
  public static func run<Strategy: ScrollStrategy>(
    _ strategy: Strategy,
    path: ScrollPath,
    source: SimulationSource,
    viewportRows: Int = 12,
    tick: Duration = .milliseconds(10),
    settleHints: Bool = false
  ) -> SimulationResult {
    var strategy = strategy
    return run(&strategy, path: path, source: source, viewportRows: viewportRows, tick: tick, settleHints: settleHints)
  }

  /// Simulates one path and leaves the strategy as the path left it, so a test can read what it
  /// measured itself (``AsyncListStrategy/waitMetrics(at:)``).
  package static func run<Strategy: ScrollStrategy>(
    _ strategy: inout Strategy,
    path: ScrollPath,
    source: SimulationSource,
    viewportRows: Int = 12,
    tick: Duration = .milliseconds(10),
    settleHints: Bool = false
  ) -> SimulationResult {
    var queue = EventQueue()
    var pageRequests = 0
    var pagesInFlight = 0
    var missing = 0.0
    var detailStarts: [Int: Duration] = [:]  // detail loads in flight: load id → when it started
    var peakDetails = 0
    var landedLatency = Duration.zero
    var landed = 0
    var detailsIssued = 0
    var shownWithData: Set<Int> = []
    var stall = Duration.zero
    var peakRows = 0
    var visible = 0..<0
    var hints = SettleHints()

    var pool = ServerPool(source.servers)

    func start(_ kind: SimulationRequest.Kind, _ event: EventQueue.Event, busy: Int, waited: Duration, at now: Duration)
    {
      queue.push(at: now + source.latency(of: SimulationRequest(kind: kind, busy: busy, waited: waited)), event)
    }
    /// Starts a request, or queues it for a slot on its server.
    func submit(_ kind: SimulationRequest.Kind, _ event: EventQueue.Event, inFlight: Int, at now: Duration) {
      guard let server = pool.server(of: kind) else {
        return start(kind, event, busy: inFlight, waited: .zero, at: now)
      }
      if let busy = pool.admit(ServerPool.Waiting(event: event, kind: kind, since: now), on: server) {
        start(kind, event, busy: busy, waited: .zero, at: now)
      }
    }
    /// Frees a slot: the next request waiting for it starts.
    func release(_ server: Int, at now: Duration) {
      if let (next, busy) = pool.release(server) {
        start(next.kind, next.event, busy: busy, waited: now - next.since, at: now)
      }
    }

    func perform(_ commands: [SimulationCommand], now: Duration) {
      for command in commands {
        switch command {
        case .loadPage(let id, let offset, let count):
          let rows = min(offset, source.rows)..<min(offset + count, source.rows)
          submit(.page(order: pageRequests, rows: rows), .page(id: id, rows: rows), inFlight: pagesInFlight, at: now)
          pageRequests += 1
          pagesInFlight += 1
        case .loadDetail(let id, let row):
          submit(.detail(row: row), .detail(id: id, row: row), inFlight: detailStarts.count, at: now)
          detailStarts[id] = now
          peakDetails = max(peakDetails, detailStarts.count)
          detailsIssued += 1
        case .cancelDetail(let id):
          detailStarts[id] = nil
          let matches: (EventQueue.Event) -> Bool = { if case .detail(id, _) = $0 { true } else { false } }
          guard let server = pool.detailServer else {
            queue.remove(where: matches)
            continue
          }
          if pool.withdraw(on: server, where: matches) { continue }
          for (time, _) in queue.take(where: matches) {
            switch pool.cancellation(on: server) {
            case .freesSlot: release(server, at: now)
            case .keepsRunning: queue.push(at: time, .orphan(server: server))
            }
          }
        case .wake(let id, let delay):
          queue.push(at: now + delay, .wake(id: id))
        }
      }
    }

    perform(strategy.start(now: .zero), now: .zero)
    var now = Duration.zero
    while now <= path.duration {
      while let (time, event) = queue.pop(before: now) {
        switch event {
        case .page(let id, let rows):
          pagesInFlight -= 1
          if let server = pool.pageServer { release(server, at: time) }
          perform(strategy.pageLoaded(id: id, rows: rows, now: time), now: time)
        case .detail(let id, let row):
          if let server = pool.detailServer { release(server, at: time) }
          if let start = detailStarts.removeValue(forKey: id) {
            landedLatency += time - start
            landed += 1
          }
          perform(strategy.detailLoaded(id: id, row: row, now: time), now: time)
        case .wake(let id): perform(strategy.woke(id: id, now: time), now: time)
        case .orphan(let server): release(server, at: time)
        }
      }
      let wanted = max(0, path.topRow(now.seconds))
      let count = strategy.rowCount
      if settleHints,
        let rest = hints.advance(
          path: path, at: now.seconds, tick: tick.seconds, rowCount: count, viewportRows: viewportRows)
      {
        perform(strategy.scrollWillSettle(on: rest, now: now), now: now)
      }
      let top = Int(min(wanted, Double(max(0, count - viewportRows))))
      let newVisible = top..<min(count, top + viewportRows)
      if newVisible != visible {
        visible = newVisible
        perform(strategy.visibleRowsChanged(to: visible, now: now), now: now)
      }
      let waiting = ScreenWait.isWaiting(
        rowsShown: count > 0, listSettled: false, userAtEnd: wanted > Double(max(0, count - viewportRows)),
        moreRowsComing: !strategy.reachedEnd, rowsWithoutData: visible.count { !strategy.hasDetail($0) })
      if waiting { stall += tick }
      let wantedRows = path.wantedRows(at: now, catalog: source.rows, viewportRows: viewportRows)
      missing += tick.seconds * Double(wantedRows.count { $0 >= count || !strategy.hasDetail($0) })
      for row in visible where strategy.hasDetail(row) {
        shownWithData.insert(row)
      }
      peakRows = max(peakRows, strategy.rowsHeld)
      now += tick
    }
    let wasted = max(0, detailsIssued - shownWithData.count)
    return SimulationResult(
      path: path.name,
      strategy: strategy.name,
      stallSeconds: stall.seconds,
      missingRowSeconds: missing,
      pageRequests: pageRequests,
      detailLoads: detailsIssued,
      wastedDetailLoads: wasted,
      peakDetailLoadsInFlight: peakDetails,
      meanDetailLatencySeconds: landed > 0 ? landedLatency.seconds / Double(landed) : 0,
      notifications: strategy.notifications,
      peakRows: peakRows
    )
  }
}
