@_spi(Faces) @testable import AsyncList

/// One detail level driven through the engine the model runs (``ListEngine``), over a list of
/// rows whose ids are their positions, loaded as one page at the start and complete (no edge
/// loads more). Row events go through the engine's row-event path, the viewport's fast path
/// first, exactly as ``AsyncListModel`` sends them; the level's own events (a load landed or
/// failed, a timer, a retry) through ``ListEngine/detail(_:_:at:)``. What the tests read is the
/// level's state with its screen.
struct EngineLevel<Detail: Sendable> {
  typealias Engine = ListEngine<Int, Row, NoQuery>
  typealias Action = DetailAction<Int>

  /// An input, as a test writes it.
  enum Event {
    /// The row with an id came on screen at a time.
    case appeared(Int, at: Duration)
    /// The row with an id left the screen.
    case disappeared(Int)
    /// A load landed, at a time (`nil`: the last time given).
    case loaded(DetailLoadID, Detail, cost: Int, at: Duration? = nil)
    /// A load failed, at a time.
    case failed(DetailLoadID, any Error, at: Duration? = nil)
    /// The user retried a row.
    case retry(Int)
    /// The user retried every failed row.
    case retryAll
    /// The engine tells the level that the user outruns the pages, or no longer does.
    case holdLoads(Bool, at: Duration)
    /// Where the scroll under way comes to rest (``ListEngine/scrollWillSettle(on:at:)``).
    case settling(Range<Int>?, at: Duration)
    /// The engine tells the level that a generation started.
    case newGeneration(clearCache: Bool)
    /// A timer the level started fired.
    case timerFired(TimerID, at: Duration)
  }

  var engine: Engine
  /// The latest time given: events without one happen then.
  var now = Duration.zero

  /// A level with a configuration over `count` rows, ids `0..<count`.
  init(configuration: DetailConfiguration, rows count: Int = 1_000) {
    engine = Engine(configuration: PagingConfiguration(pageSize: max(count, 1)), query: NoQuery())
    _ = engine.addLevel(configuration)
    for case .paging(.load(let id)) in engine.start(at: ListTime(.zero)) {
      guard let request = engine.request(for: id) else { continue }
      let page = Page<Int, Row>(items: rows(0..<count), nextKey: nil)
      _ = engine.pageLanded(page, for: id, fromStore: false, at: ListTime(.zero))
    }
  }

  /// Handles an event; returns the level's actions.
  mutating func handle(_ event: Event) -> [Action] {
    let actions: [Engine.Action]
    switch event {
    case .appeared(let id, let time):
      now = max(now, time)
      actions = engine.rowAppeared(id: id, at: ListTime(time))
    case .disappeared(let id):
      actions = engine.rowDisappeared(id: id, at: ListTime(now))
    case .loaded(let load, let detail, let cost, let time):
      actions = levelEvent(.loaded(load, detail, cost: cost, at: time), at: time)
    case .failed(let load, let error, let time):
      actions = levelEvent(.failed(load, error, at: time), at: time)
    case .retry(let id):
      actions = levelEvent(.retry(id), at: nil)
    case .retryAll:
      actions = levelEvent(.retryAll, at: nil)
    case .holdLoads(let hold, let time):
      actions = levelEvent(.holdLoads(hold, at: time), at: time)
    case .settling(let range, let time):
      now = max(now, time)
      actions = engine.scrollWillSettle(on: range, at: ListTime(time))
    case .newGeneration(let clearCache):
      actions = levelEvent(.newGeneration(clearCache: clearCache), at: nil)
    case .timerFired(let timer, let time):
      actions = levelEvent(.timerFired(timer, at: time), at: time)
    }
    return actions.compactMap { if case .detail(0, let action) = $0 { action } else { nil } }
  }

  /// A level's own event, through the engine.
  private mutating func levelEvent(_ event: Engine.Level.Event, at time: Duration?) -> [Engine.Action] {
    if let time { now = max(now, time) }
    return engine.detail(0, event, at: ListTime(now))
  }

  /// The list drops every row and starts a new generation (a reset): the level hears of it from
  /// the engine. Returns the level's actions.
  mutating func reset() -> [Action] {
    engine.reset(at: ListTime(now)).compactMap { if case .detail(0, let action) = $0 { action } else { nil } }
  }

  /// What a row event leaves to the engine's generic part when the level's screen says it needs
  /// planning (``DetailScreen/needsPlanning()``): the engine's follow-up of a row event.
  mutating func plan() -> [Action] {
    var followUp = Viewport.FollowUp()
    followUp.plan = 1
    return engine.followUp(followUp, at: 0, time: ListTime(now)).compactMap {
      if case .detail(0, let action) = $0 { action } else { nil }
    }
  }

  /// Moves the clock: the next event without a time happens then, and the engine moves the
  /// level's clock to it first.
  mutating func advance(to time: Duration) {
    now = max(now, time)
  }

  /// Paging's pace as it measures a fast run of `run` rows down (`run` > 0) or up, a row a
  /// millisecond, ending now: what the engine gives the level as the user's last run and reach
  /// (``DetailScreen/lastRun``, ``DetailScreen/reach``) at its next event. The rows on screen do
  /// not move.
  mutating func measureRun(_ run: Int) {
    var pace = ScrollPace()
    let start = now.seconds - Double(abs(run)) * 0.001
    for step in 0...abs(run) {
      pace.rowAppeared(run > 0 ? step : abs(run) - step, at: start + Double(step) * 0.001)
    }
    engine.viewport.position.pace = pace
  }

  /// The level (its screen is ``screen``).
  var level: Engine.Level { engine.levels[0] }

  /// The level's screen, read and written in the engine's viewport.
  var screen: DetailScreen {
    get { engine.viewport.screens[0] }
    set { engine.viewport.screens[0] = newValue }
  }

  /// What a row shows now.
  func state(of id: Int) -> DetailState<Detail> {
    switch engine.detailState(0, of: id) {
    case .loaded(let detail): .loaded(detail as! Detail)
    case .loading: .loading
    case .failed(let failure): .failed(failure)
    case .notRequested: .notRequested
    }
  }

  /// The loads in flight, by row.
  var loadsInFlight: [Int: DetailLoadID] { engine.levels[0].loadsInFlight }
  /// The level's counters.
  var metrics: DetailMetrics { level.metrics }
  /// The counters without the gauges.
  var counters: DetailMetrics { engine.levels[0].counters }
  /// The positions of the rows on screen, in the engine's viewport.
  var visibleRows: Set<Int> { engine.viewport.position.rows.positions }
  /// The pace in frames the level reads, in the engine's viewport.
  var pace: FramePace { engine.viewport.position.frames }
  /// Rows beyond the screen the level wants to load.
  var lookahead: Int { screen.lookahead }
}
