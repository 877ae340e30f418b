internal import AsyncList

/// A clairvoyant heuristic: it knows the scroll path in advance. Not a bound: it is one good
/// plan, and a strategy that loads more eagerly beats it where detail throughput binds (seed
/// 000's "everything at append" does on skimming paths). `LowerBoundStrategy` (the benchmarks' SPI) is the bound.
///
/// It requests pages back to back (each key comes from the page before, as with cursors), of a
/// given size, exactly as many as the path reaches; and it loads the details of the rows the
/// path will show, in the order it shows them, as soon as their page has arrived, up to a given
/// concurrency, skipping rows the path has already scrolled past for good. Given the source, it
/// also foresees each detail's latency (as an idle server would answer) and skips a row whose
/// detail would land after the path last shows it: that load could only be waste.
///
/// Give it the constraints of the strategy it is compared with (page size, detail concurrency):
/// the gap is then scheduling alone.
public struct ClairvoyantStrategy: ScrollStrategy {
  /// The name in tables: "clairvoyant" unless given.
  public let name: String
  /// Rows held.
  public private(set) var rowCount = 0
  /// Whether the last needed page arrived.
  public private(set) var reachedEnd = false
  /// One per page.
  public private(set) var notifications = 0
  private let pageSize: Int
  private let concurrency: Int
  private let rowsNeeded: Int
  /// Rows in the order the path first shows them.
  private let order: [Int]
  /// When the path shows each row for the last time.
  private let lastShown: [Int: Duration]
  private var next = 0
  private var inFlight = 0
  private var loaded: Set<Int> = []
  private var serial = 0
  private var pageLoading = false
  private let source: SimulationSource?
  /// With ``init(name:path:catalog:viewportRows:pageSize:concurrency:source:tick:rowsAhead:rowsBehind:)``:
  /// how far past the screen a load may start, below and above.
  private var range: (ahead: Int, behind: Int)?
  /// The rows on screen, for ``range``.
  private var screen = 0..<0
  /// With a range: rows started or skipped.
  private var done = Set<Int>()
  /// With a range: each row's place in ``order``.
  private var rank: [Int: Int] = [:]

  /// Creates the strategy for a path.
  ///
  /// - Parameters:
  ///   - name: The name in tables.
  ///   - path: The path it foresees.
  ///   - catalog: Rows in the catalog.
  ///   - viewportRows: Rows on screen.
  ///   - pageSize: Rows per page.
  ///   - concurrency: Detail loads at once.
  ///   - source: The source, whose detail latencies it foresees (as an idle server would answer);
  ///     `nil` to load every row the path shows whether or not its detail can land in time.
  ///   - tick: The simulator's time step.
  public init(
    name: String = "clairvoyant",
    path: ScrollPath,
    catalog: Int,
    viewportRows: Int = 12,
    pageSize: Int = 100,
    concurrency: Int = .max,
    source: SimulationSource? = nil,
    tick: Duration = .milliseconds(10)
  ) {
    self.name = name
    self.source = source
    self.pageSize = pageSize
    self.concurrency = concurrency
    var order: [Int] = []
    var lastShown: [Int: Duration] = [:]
    var seen = Set<Int>()
    var now = Duration.zero
    var highest = 0
    // Rows the path shows, in order. Where it wants more than exists, it gets the end of what
    // can be loaded by then: it assumes it keeps up.
    while now <= path.duration {
      let rows = path.wantedRows(at: now, catalog: catalog, viewportRows: viewportRows)
      for row in rows {
        if seen.insert(row).inserted { order.append(row) }
        lastShown[row] = now
      }
      highest = max(highest, rows.upperBound)
      now += tick
    }
    self.order = order
    self.lastShown = lastShown
    self.rowsNeeded = highest
  }

  /// Whether a row's detail is loaded.
  public func hasDetail(_ row: Int) -> Bool { loaded.contains(row) }

  /// Requests the first page.
  public mutating func start(now: Duration) -> [SimulationCommand] { nextPage() }

  /// It follows its plan; held to a range around the screen, the screen moving opens rows.
  public mutating func visibleRowsChanged(to rows: Range<Int>, now: Duration) -> [SimulationCommand] {
    screen = rows
    return range == nil ? [] : fill(now: now)
  }

  /// Appends a page, requests the next one, fills the detail slots.
  public mutating func pageLoaded(id: Int, rows: Range<Int>, now: Duration) -> [SimulationCommand] {
    pageLoading = false
    rowCount = max(rowCount, rows.upperBound)
    notifications += 1
    if rowCount >= rowsNeeded || rows.count < pageSize { reachedEnd = true }
    return nextPage() + fill(now: now)
  }

  /// Marks a detail loaded and fills the slot.
  public mutating func detailLoaded(id: Int, row: Int, now: Duration) -> [SimulationCommand] {
    inFlight -= 1
    loaded.insert(row)
    return fill(now: now)
  }

  /// Not used.
  public mutating func woke(id: Int, now: Duration) -> [SimulationCommand] { [] }

  private mutating func nextPage() -> [SimulationCommand] {
    guard !pageLoading, !reachedEnd, rowCount < rowsNeeded else { return [] }
    pageLoading = true
    serial += 1
    return [.loadPage(id: serial, offset: rowCount, count: pageSize)]
  }

  private mutating func fill(now: Duration) -> [SimulationCommand] {
    if let range { return fill(now: now, within: range) }
    var commands: [SimulationCommand] = []
    while inFlight < concurrency, next < order.count, order[next] < rowCount {
      let row = order[next]
      if !landsInTime(row, now: now) {
        next += 1  // scrolled past for good when its detail lands: it would never be seen
        continue
      }
      serial += 1
      commands.append(.loadDetail(id: serial, row: order[next]))
      next += 1
      inFlight += 1
    }
    return commands
  }

  /// Whether a row's detail, started now, lands before the path shows the row for the last time
  /// (as an idle server would answer; always, without the source).
  private func landsInTime(_ row: Int, now: Duration) -> Bool {
    let latency = source?.latency(of: SimulationRequest(kind: .detail(row: row), busy: 0)) ?? .zero
    guard let last = lastShown[row] else { return true }
    return last >= now + latency
  }

  /// The plan held to a range around the screen: the rows within it that the path shows again,
  /// in the order the path first shows them.
  private mutating func fill(now: Duration, within range: (ahead: Int, behind: Int)) -> [SimulationCommand] {
    // Empty, never inverted, when the screen lies past the rows held.
    let low = max(0, screen.lowerBound - range.behind)
    let window = low..<max(low, min(rowCount, screen.upperBound + range.ahead))
    let rows = window.filter { !done.contains($0) && rank[$0] != nil }.sorted {
      rank[$0, default: 0] < rank[$1, default: 0]
    }
    var commands: [SimulationCommand] = []
    for row in rows where inFlight < concurrency {
      done.insert(row)  // started, or it would land after the path last shows it
      guard landsInTime(row, now: now) else { continue }
      serial += 1
      commands.append(.loadDetail(id: serial, row: row))
      inFlight += 1
    }
    return commands
  }
}

extension ClairvoyantStrategy {
  /// The clairvoyant plan held to a range around the screen, as a list's rest range holds a
  /// reactive one: a detail load starts only for a row at most `rowsAhead` below the screen or
  /// `rowsBehind` above it. What it loses against the plan with no range is the price of the
  /// range alone, whatever the schedule.
  ///
  /// - Parameters:
  ///   - name: The name in tables.
  ///   - path: The path it foresees.
  ///   - catalog: Rows in the catalog.
  ///   - viewportRows: Rows on screen.
  ///   - pageSize: Rows per page.
  ///   - concurrency: Detail loads at once.
  ///   - source: The source, whose detail latencies it foresees.
  ///   - tick: The simulator's time step.
  ///   - rowsAhead: Rows past the screen's last row a load may start for.
  ///   - rowsBehind: Rows before the screen's first row.
  @_spi(Benchmarks) public init(
    name: String,
    path: ScrollPath,
    catalog: Int,
    viewportRows: Int = 12,
    pageSize: Int,
    concurrency: Int,
    source: SimulationSource?,
    tick: Duration = .milliseconds(10),
    rowsAhead: Int,
    rowsBehind: Int
  ) {
    self.init(
      name: name, path: path, catalog: catalog, viewportRows: viewportRows, pageSize: pageSize,
      concurrency: concurrency, source: source, tick: tick)
    range = (max(0, rowsAhead), max(0, rowsBehind))
    rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
  }
}
