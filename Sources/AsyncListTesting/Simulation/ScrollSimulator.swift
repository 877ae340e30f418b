internal import AsyncList

/// What one strategy did on one path.
public struct SimulationResult: Sendable, Equatable, Codable {
  /// The path's name.
  public var path: String
  /// The strategy's name.
  public var strategy: String
  /// Time the screen showed the loading footer or a row without its data, in seconds.
  public var stallSeconds: Double
  /// Rows the user wants on screen that are not shown with their data, summed over time, in
  /// row·seconds: a row without its data, and each row the loading footer stands for while the
  /// user waits at the end, count one per second. What users feel: half a screen missing
  /// counts more than one row missing.
  public var missingRowSeconds: Double
  /// Pages requested.
  public var pageRequests: Int
  /// Detail loads started.
  public var detailLoads: Int
  /// Detail loads whose row was never shown with the data (cancelled, or arrived for a row that
  /// was not seen again).
  public var wastedDetailLoads: Int
  /// The most detail loads in flight at once.
  public var peakDetailLoadsInFlight: Int
  /// The mean latency of the detail loads that landed, in seconds: on a source that slows down
  /// under load, what the number of loads in flight cost.
  public var meanDetailLatencySeconds: Double
  /// Observable notifications (UI updates) of the list.
  public var notifications: Int
  /// The most rows held in memory at once.
  public var peakRows: Int
}

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

    func perform(_ commands: [SimulationCommand], now: Duration) {
      for command in commands {
        switch command {
        case .loadPage(let id, let offset, let count):
          let rows = min(offset, source.rows)..<min(offset + count, source.rows)
          queue.push(
            at: now + source.pageLatency(request: pageRequests, inFlight: pagesInFlight), .page(id: id, rows: rows))
          pageRequests += 1
          pagesInFlight += 1
        case .loadDetail(let id, let row):
          queue.push(
            at: now + source.detailLatency(row: row, inFlight: detailStarts.count), .detail(id: id, row: row))
          detailStarts[id] = now
          peakDetails = max(peakDetails, detailStarts.count)
          detailsIssued += 1
        case .cancelDetail(let id):
          detailStarts[id] = nil
          queue.remove { if case .detail(id, _) = $0 { true } else { false } }
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
          perform(strategy.pageLoaded(id: id, rows: rows, now: time), now: time)
        case .detail(let id, let row):
          if let start = detailStarts.removeValue(forKey: id) {
            landedLatency += time - start
            landed += 1
          }
          perform(strategy.detailLoaded(id: id, row: row, now: time), now: time)
        case .wake(let id): perform(strategy.woke(id: id, now: time), now: time)
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

/// Events ordered by time, then by insertion.
struct EventQueue {
  enum Event: Equatable {
    case page(id: Int, rows: Range<Int>)
    case detail(id: Int, row: Int)
    case wake(id: Int)
  }

  private var events: [(time: Duration, order: Int, event: Event)] = []
  private var order = 0

  mutating func push(at time: Duration, _ event: Event) {
    order += 1
    let entry = (time, order, event)
    let index = events.firstIndex { ($0.time, $0.order) > (time, order) } ?? events.endIndex
    events.insert(entry, at: index)
  }

  mutating func pop(before time: Duration) -> (Duration, Event)? {
    guard let first = events.first, first.time <= time else { return nil }
    events.removeFirst()
    return (first.time, first.event)
  }

  mutating func remove(where predicate: (Event) -> Bool) {
    events.removeAll { predicate($0.event) }
  }
}
