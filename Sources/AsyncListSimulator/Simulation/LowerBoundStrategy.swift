internal import AsyncList

/// A bound: no causal strategy that fetches pages of `pageSize` rows one after another (each key
/// from the page before, as with cursors) can show rows sooner, on the same source.
///
/// How it is derived: the simulator gives every strategy's k-th page request the same drawn
/// latency, scaled by the rows the page holds (``SimulationSource/pageLatency(request:rows:inFlight:)``
/// and ``SimulationSource/pageSize``), so a strategy that reaches row `r` with pages of
/// `pageSize` rows, one after another, has made at least `r / pageSize + 1` requests in sequence,
/// for the same rows as the bound's, and page `k` of the bound's chain arrives after the
/// latencies of requests `0...k` with nothing else in flight (the least a load-dependent model
/// gives), no later than any such strategy's. A row's detail cannot arrive before its page plus
/// its own latency with nothing else in flight. The bound has every row and detail at exactly
/// those times, with unlimited detail concurrency, and never wastes a load. Its stall and
/// missing-row-seconds are therefore at most any such strategy's: on any tick where the other's
/// screen is not waiting at the end, both show the rows the user wants, and the bound has each of
/// them at least as early.
///
/// It bounds strategies with the same page size only: a page's latency grows with its rows, so
/// a strategy with smaller pages can have its first screen sooner, and one with larger pages can
/// reach a far row with fewer requests. Compare a strategy with the bound of its own page size.
///
/// Latencies come from ``SimulationSource/latency(of:)`` with an idle server: no wait for a slot
/// and nothing else being served. With ``SimulationSource/servers`` or a ``SimulationSource/customLatency``
/// that never gets faster under load, it stays a bound. The argument takes a strategy's chain of
/// page requests as request numbers `0...k`: a strategy that asks for pages again (a memory cap
/// that dropped them) draws later requests' latencies, and is compared on those.
@_spi(Benchmarks) public struct LowerBoundStrategy: ScrollStrategy {
  /// The name in tables: "bound" unless given.
  public let name: String
  /// Rows that have arrived.
  public private(set) var rowCount = 0
  /// Whether every page the path reaches has arrived.
  public private(set) var reachedEnd = false
  /// One per page.
  public private(set) var notifications = 0
  private let plan: Plan
  private var loaded: Set<Int> = []

  private struct Plan: Sendable {
    var pageArrivals: [(time: Duration, rows: Int)] = []
    var detailArrivals: [(row: Int, time: Duration)] = []
    var rowsNeeded = 0
  }

  /// Creates the bound for a path on a source.
  ///
  /// - Parameters:
  ///   - name: The name in tables.
  ///   - path: The path.
  ///   - source: The source, whose latencies it reads.
  ///   - viewportRows: Rows on screen.
  ///   - pageSize: Rows per page, as the strategies it bounds ask.
  ///   - tick: The simulator's time step.
  public init(
    name: String = "bound",
    path: ScrollPath,
    source: SimulationSource,
    viewportRows: Int = 12,
    pageSize: Int = 30,
    tick: Duration = .milliseconds(10)
  ) {
    self.name = name
    var plan = Plan()
    var now = Duration.zero
    while now <= path.duration {
      let rows = path.wantedRows(at: now, catalog: source.rows, viewportRows: viewportRows)
      plan.rowsNeeded = max(plan.rowsNeeded, rows.upperBound)
      now += tick
    }
    var arrival = Duration.zero
    var offset = 0
    while offset < plan.rowsNeeded {
      let end = min(source.rows, offset + max(1, pageSize))
      arrival += source.latency(
        of: SimulationRequest(kind: .page(order: plan.pageArrivals.count, rows: offset..<end), busy: 0))
      plan.pageArrivals.append((arrival, end))
      for row in offset..<end {
        plan.detailArrivals.append(
          (row, arrival + source.latency(of: SimulationRequest(kind: .detail(row: row), busy: 0))))
      }
      offset = end
    }
    self.plan = plan
  }

  /// Whether a row's detail has arrived.
  public func hasDetail(_ row: Int) -> Bool { loaded.contains(row) }

  /// Requests every page of the chain (counted once each) and asks to wake at each arrival.
  public mutating func start(now: Duration) -> [SimulationCommand] {
    var commands: [SimulationCommand] = []
    var offset = 0
    for (index, page) in plan.pageArrivals.enumerated() {
      commands.append(.loadPage(id: index, offset: offset, count: page.rows - offset))
      commands.append(.wake(id: -1 - index, after: page.time - now))
      offset = page.rows
    }
    for (row, time) in plan.detailArrivals { commands.append(.wake(id: row, after: time - now)) }
    return commands
  }

  /// It does not react to the screen.
  public mutating func visibleRowsChanged(to rows: Range<Int>, now: Duration) -> [SimulationCommand] { [] }

  /// The simulator's own page answers are ignored: the plan's times are the bound.
  public mutating func pageLoaded(id: Int, rows: Range<Int>, now: Duration) -> [SimulationCommand] { [] }

  /// Not used: it loads no detail through the simulator.
  public mutating func detailLoaded(id: Int, row: Int, now: Duration) -> [SimulationCommand] { [] }

  /// A page (negative ids) or a detail arrives on the plan's time.
  public mutating func woke(id: Int, now: Duration) -> [SimulationCommand] {
    if id < 0 {
      rowCount = max(rowCount, plan.pageArrivals[-1 - id].rows)
      notifications += 1
      reachedEnd = rowCount >= plan.rowsNeeded
    } else {
      loaded.insert(id)
    }
    return []
  }
}
