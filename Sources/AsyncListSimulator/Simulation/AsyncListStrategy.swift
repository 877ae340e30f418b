public import AsyncList

/// AsyncList as a simulator strategy: the same engine an `AsyncListModel` with one detail
/// loader runs (the package-level `ListEngine`), fed the simulator's events; this type only maps the engine's
/// actions to the simulator's commands.
public struct AsyncListStrategy: ScrollStrategy {
  struct Row: Identifiable, Sendable {
    let id: Int
  }

  enum Timer {
    case paging(TimerID)
    case details(TimerID)
  }

  /// "AsyncList".
  public let name: String
  private var engine: ListEngine<Int, Row, String>
  private var pages: [Int: (load: LoadID, count: Int)] = [:]
  private var detailLoads: [DetailLoadID: Int] = [:]
  private var detailIDs: [Int: DetailLoadID] = [:]
  private var timers: [Int: Timer] = [:]
  private var serial = 0
  private var presentation: ListPresentation
  /// Its page size and most detail loads at once: what a reference compared with it gets
  /// (``ScrollSimulator/runWithReferences(_:limits:path:source:viewportRows:tick:settleHints:)``).
  public let limits: SimulationLimits
  /// Observable notifications: events that changed the rows or the presentation.
  public private(set) var notifications = 0

  /// Creates the strategy.
  ///
  /// - Parameters:
  ///   - name: The name in tables.
  ///   - paging: The paging configuration.
  ///   - details: The per-item configuration.
  ///   - adaptive: Whether the prefetch distance adapts to measured latency and speed (as in
  ///     `AsyncListModel`); `false` keeps the configured distance.
  public init(
    name: String = "AsyncList",
    paging: PagingConfiguration = PagingConfiguration(),
    details: DetailConfiguration = DetailConfiguration(),
    adaptive: Bool = true
  ) {
    self.name = name
    self.limits = SimulationLimits(pageSize: paging.pageSize, detailConcurrency: details.maxConcurrentLoads)
    self.engine = ListEngine(configuration: paging, query: "")
    self.engine.pagingUsesTime = adaptive
    _ = self.engine.addLevel(details)
    self.presentation = self.engine.paging.presentation
  }

  /// Positions: rows held and placeholders of pages the memory cap dropped.
  public var rowCount: Int { engine.paging.rows.totalCount }
  /// Rows held.
  public var rowsHeld: Int { engine.paging.rows.count }
  /// Whether the footer says "end of list".
  public var reachedEnd: Bool { engine.paging.presentation.footer == .end }

  /// What the engine measured of the user's wait up to `now`, as an app reads it from
  /// `AsyncListModel.waitMetrics`: the same definitions as the simulator's result.
  ///
  /// - Parameter now: The simulated time to count to.
  /// - Returns: The engine's figures.
  public func waitMetrics(at now: Duration) -> WaitMetrics {
    engine.waitMetrics(at: ListTime(now))
  }

  /// Whether a row's detail is loaded.
  ///
  /// - Parameter row: The row.
  /// - Returns: `true` when it shows its data.
  public func hasDetail(_ row: Int) -> Bool {
    // A placeholder shows nothing.
    guard let id = engine.paging.id(row) else { return false }
    return engine.detailState(0, of: id).detail != nil
  }

  /// Starts the first page.
  public mutating func start(now: Duration) -> [SimulationCommand] {
    commands(engine.handle(.start, at: ListTime(now)))
  }

  /// Reports the rows on screen, as `AsyncListModel.visibleRowsChanged(to:)` does.
  public mutating func visibleRowsChanged(to rows: Range<Int>, now: Duration) -> [SimulationCommand] {
    commands(engine.visibleRowsChanged(to: rows, at: ListTime(now)))
  }

  /// Tells the engine where the scroll rests, as `AsyncListModel.scrollWillSettle(on:)` does.
  public mutating func scrollWillSettle(on rows: Range<Int>?, now: Duration) -> [SimulationCommand] {
    commands(engine.scrollWillSettle(on: rows, at: ListTime(now)))
  }

  /// Applies a page.
  public mutating func pageLoaded(id: Int, rows: Range<Int>, now: Duration) -> [SimulationCommand] {
    guard let (load, count) = pages.removeValue(forKey: id) else { return [] }
    let page = Page(
      items: rows.map(Row.init(id:)), nextKey: rows.count == count && !rows.isEmpty ? rows.upperBound : nil)
    return commands(engine.handle(.loaded(load, page), at: ListTime(now)))
  }

  /// Applies a detail.
  public mutating func detailLoaded(id: Int, row: Int, now: Duration) -> [SimulationCommand] {
    guard let load = detailIDs.removeValue(forKey: id) else { return [] }
    detailLoads[load] = nil
    return commands(engine.detail(0, .loaded(load, true, cost: 1, at: now), at: ListTime(now)))
  }

  /// Fires an engine's timer.
  public mutating func woke(id: Int, now: Duration) -> [SimulationCommand] {
    switch timers.removeValue(forKey: id) {
    case .paging(let timer): commands(engine.handle(.timerFired(timer), at: ListTime(now)))
    case .details(let timer): commands(engine.detail(0, .timerFired(timer, at: now), at: ListTime(now)))
    case nil: []
    }
  }

  private mutating func nextID() -> Int {
    serial += 1
    return serial
  }

  /// The simulator's commands for the engine's actions, and one notification when the rows or
  /// the presentation changed.
  private mutating func commands(_ actions: [ListAction<Int, Row, String>]) -> [SimulationCommand] {
    var commands: [SimulationCommand] = []
    var changed = false
    for action in actions {
      switch action {
      case .paging(.load(let load)):
        guard let request = engine.request(for: load) else { continue }
        let id = nextID()
        pages[id] = (load, request.loadSize)
        commands.append(.loadPage(id: id, offset: request.key ?? 0, count: request.loadSize))
      case .paging(.startTimer(let timer, let delay)):
        let id = nextID()
        timers[id] = .paging(timer)
        commands.append(.wake(id: id, after: delay))
      case .paging(.publish):
        changed = true
      case .paging(.cancel), .paging(.cancelTimer), .readStoreFirst, .newGeneration:
        break  // the engine discards what still arrives
      case .detail(_, .load(let load, let row)):
        let id = nextID()
        detailLoads[load] = id
        detailIDs[id] = load
        commands.append(.loadDetail(id: id, row: row))
      case .detail(_, .cancel(let load)):
        if let id = detailLoads.removeValue(forKey: load) {
          detailIDs[id] = nil
          commands.append(.cancelDetail(id: id))
        }
      case .detail(_, .startTimer(let timer, let delay)):
        let id = nextID()
        timers[id] = .details(timer)
        commands.append(.wake(id: id, after: delay))
      case .detail(_, .changed), .detail(_, .reveal), .rowsLeft, .detailMetricsChanged, .store:
        break
      }
    }
    let presentation = engine.paging.presentation
    if changed || presentation != self.presentation { notifications += 1 }
    self.presentation = presentation
    return commands
  }
}
