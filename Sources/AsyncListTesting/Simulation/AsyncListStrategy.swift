public import AsyncList

/// AsyncList's own machines (paging and per-item scheduling) as a simulator strategy: the same
/// decisions an `AsyncListModel` with a `DetailLoader` makes.
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
  private var paging: PagingStateMachine<Int, Row, String>
  private var details: DetailScheduler<Int, Bool>
  private var pages: [Int: (load: LoadID, count: Int)] = [:]
  private var detailLoads: [DetailLoadID: Int] = [:]
  private var detailIDs: [Int: DetailLoadID] = [:]
  private var timers: [Int: Timer] = [:]
  private var serial = 0
  private var visible: Set<Int> = []
  private var presentation: ListPresentation
  /// Observable notifications: events that changed the rows or the presentation.
  public private(set) var notifications = 0
  /// Whether the paging machine is given the time, so it adapts its prefetch distance.
  private let adaptive: Bool

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
    self.adaptive = adaptive
    self.paging = PagingStateMachine(configuration: paging, query: "")
    self.details = DetailScheduler(configuration: details)
    self.presentation = self.paging.presentation
  }

  /// Positions: rows held and placeholders of pages the memory cap dropped.
  public var rowCount: Int { paging.rows.totalCount }
  /// Rows held.
  public var rowsHeld: Int { paging.rows.count }
  /// Whether the footer says "end of list".
  public var reachedEnd: Bool { paging.presentation.footer == .end }

  /// Whether a row's detail is loaded.
  ///
  /// - Parameter row: The row.
  /// - Returns: `true` when it shows its data.
  public func hasDetail(_ row: Int) -> Bool {
    paging.id(at: row) != nil && details.state(of: row).detail != nil  // a placeholder shows nothing
  }

  /// Starts the first page.
  public mutating func start(now: Duration) -> [SimulationCommand] {
    return handlePaging(.start, now: now)
  }

  /// The model's glue: a paging event, with what it means for the detail level (``LevelLink``).
  private mutating func handlePaging(_ event: PagingEvent<Int, Row, String>, now: Duration) -> [SimulationCommand] {
    var commands = linked(link.beforeEvent, now: now)
    let generation = paging.generation
    let actions = paging.handle(event, at: adaptive ? now.seconds : nil)
    commands += paged(actions)
    var reset = false
    if case .reset = event { reset = true }
    commands += linked(
      link.afterEvent(
        newGeneration: paging.generation != generation, reset: reset,
        rowsChanged: actions.contains { if case .publish = $0 { true } else { false } },
        outrunning: paging.isOutrunningPages),
      now: now)
    return commands
  }

  private mutating func linked(_ notifications: [RowNotification], now: Duration) -> [SimulationCommand] {
    details.advance(to: now)  // as the model does before an event without a time
    return notifications.flatMap { detailed(details.handle($0.detailEvent(at: now), rows: lookup), now: now) }
  }

  /// Reports rows that came into view or left it, to both machines.
  public mutating func visibleRowsChanged(to rows: Range<Int>, now: Duration) -> [SimulationCommand] {
    time = now
    details.advance(to: now)
    var commands: [SimulationCommand] = []
    let current = Set(rows)
    // The model's calls: positions to the scheduler, the id only for a row the list holds.
    for row in visible.subtracting(current).sorted() {
      _ = paging.handle(.rowDisappeared(row))  // notes it only: no action, nothing to publish
      commands += detailed(details.handle(.disappearedAt(row), rows: lookup), now: now)
    }
    for row in rows where !visible.contains(row) {
      commands += paged(paging.rowAppeared(at: row, time: adaptive ? now.seconds : nil))
      if let id = paging.id(at: row) {
        commands += detailed(details.handle(.appearedAt(row, id, at: now), rows: lookup), now: now)
      }
    }
    visible = current
    if let change = link.outrunningChanged(to: paging.isOutrunningPages) { commands += linked([change], now: now) }
    return commands
  }

  /// Tells the detail scheduler where the scroll rests, as `AsyncListModel.scrollWillSettle(on:)`
  /// does.
  public mutating func scrollWillSettle(on rows: Range<Int>?, now: Duration) -> [SimulationCommand] {
    time = now
    details.advance(to: now)
    let rows = rows?.clamped(to: 0..<paging.rows.totalCount)
    return detailed(details.handle(.settling(rows, at: now), rows: lookup), now: now)
  }

  private var link = LevelLink()

  private var time = Duration.zero
  private var lookup: RowLookup<Int> {
    let machine = paging
    return RowLookup(index: { machine.index(of: $0) }, id: { machine.id(at: $0) })
  }

  /// Applies a page.
  public mutating func pageLoaded(id: Int, rows: Range<Int>, now: Duration) -> [SimulationCommand] {
    time = now
    guard let (load, count) = pages.removeValue(forKey: id) else { return [] }
    let page = Page(
      items: rows.map(Row.init(id:)), nextKey: rows.count == count && !rows.isEmpty ? rows.upperBound : nil)
    return handlePaging(.loaded(load, page), now: now)
  }

  /// Applies a detail.
  public mutating func detailLoaded(id: Int, row: Int, now: Duration) -> [SimulationCommand] {
    time = now
    guard let load = detailIDs.removeValue(forKey: id) else { return [] }
    detailLoads[load] = nil
    return detailed(details.handle(.loaded(load, true, cost: 1, at: now), rows: lookup), now: now)
  }

  /// Fires a machine's timer.
  public mutating func woke(id: Int, now: Duration) -> [SimulationCommand] {
    time = now
    switch timers.removeValue(forKey: id) {
    case .paging(let timer):
      return handlePaging(.timerFired(timer), now: now)
    case .details(let timer): return detailed(details.handle(.timerFired(timer, at: now), rows: lookup), now: now)
    case nil: return []
    }
  }

  private mutating func nextID() -> Int {
    serial += 1
    return serial
  }

  private mutating func paged(_ actions: [PagingAction<Int, String>]) -> [SimulationCommand] {
    var commands: [SimulationCommand] = []
    var changed = false
    for action in actions {
      switch action {
      case .load(let load, let request):
        let id = nextID()
        pages[id] = (load, request.loadSize)
        commands.append(.loadPage(id: id, offset: request.key ?? 0, count: request.loadSize))
      case .startTimer(let timer, let delay):
        let id = nextID()
        timers[id] = .paging(timer)
        commands.append(.wake(id: id, after: delay))
      case .publish:
        changed = true
      case .cancel, .cancelTimer:
        break  // the machine discards what still arrives
      }
    }
    let presentation = paging.presentation
    if changed || presentation != self.presentation { notifications += 1 }
    self.presentation = presentation
    return commands
  }

  private mutating func detailed(_ actions: [DetailAction<Int>], now: Duration) -> [SimulationCommand] {
    var commands: [SimulationCommand] = []
    for action in actions {
      switch action {
      case .load(let load, let row):
        let id = nextID()
        detailLoads[load] = id
        detailIDs[id] = load
        commands.append(.loadDetail(id: id, row: row))
      case .cancel(let load):
        if let id = detailLoads.removeValue(forKey: load) {
          detailIDs[id] = nil
          commands.append(.cancelDetail(id: id))
        }
      case .startTimer(let timer, let delay):
        let id = nextID()
        timers[id] = .details(timer)
        commands.append(.wake(id: id, after: delay))
      case .changed, .reveal:
        break
      }
    }
    paging.setDetailLookahead(details.lookahead)
    return commands
  }
}
