@_spi(Faces) import AsyncList
import AsyncListTesting
import Clocks
import CostLists
import Foundation

/// One path measured per event through the public API.
enum CostPath: String, CaseIterable {
  /// `rowAppeared(at:)` on a loaded list, starting nothing.
  case appear
  /// `rowDisappeared(at:)`.
  case disappear
  /// A row appearing and one leaving (a one-row scroll step) with a `DetailLoader` attached,
  /// while the screen moves: the settle delay holds new loads, so a step is the loader's
  /// bookkeeping (positions, reveal decision, cancellation check), not a load.
  case detailStep
  /// The detail step over rows whose details are all cached: each row that comes into view
  /// plays its reveal (a row object's update), as when the user scrolls back over loaded rows.
  case detailStepWarm
  /// A row appearing and one leaving (a one-row scroll step) without a detail loader.
  case step
  /// A 30-row page landing end to end (request, task, response, publish); counted per page.
  case pageLanding
  /// The same with 100-row pages: with the 30-row figure, it separates the cost per row from
  /// the cost per page.
  case pageLanding100
  /// A 30-row page through ``BarePageList``: a task, the hop back, the rows appended, one
  /// published change. The floor a page's fixed cost is judged against.
  case barePage
  /// The same with 100-row pages.
  case barePage100
  /// A 30-row page through ``MinimalPageList``: the bare page plus a generation check, a
  /// duplicate check by id, the next key and the footer's state, three published values.
  case minimalPage
  /// The same with 100-row pages.
  case minimalPage100
  /// ``MinimalPageList`` generic over its source and in a module of its own
  /// (`GenericMinimalPageList`): called unspecialised, as the app calls the model.
  case genericMinimalPage
  /// The same with 100-row pages.
  case genericMinimalPage100
  /// ``BarePageList`` generic over its source and in a module of its own
  /// (`GenericBarePageList`): the floor of a page for a list generic over the app's items.
  case genericBarePage
  /// The same with 100-row pages.
  case genericBarePage100
  /// A `[Int: Int]` lookup and a compare: the floor.
  case floor

  struct Row: Identifiable, Sendable {
    let id: Int
  }

  /// Details that never arrive: a step's cost is starting and cancelling, not loading.
  struct PendingDetails: DetailSource {
    func loadDetail(for item: Row) async throws -> Int {
      try await Task.sleep(for: .seconds(3_600))
      return item.id
    }
  }

  /// Runs the path and returns the wall time of its measured loop (set-up excluded).
  @MainActor
  func run(events: Int, rows: Int) -> Duration {
    let clock = ContinuousClock()
    var start = clock.now
    switch self {
    case .appear:
      let model = Self.loadedModel(rows: rows)
      var index = 0
      start = clock.now
      for _ in 0..<events {
        index = (index &+ 7_919) % rows
        model.rowAppeared(at: index)
      }
      keep(model.metrics.loadsStarted)
    case .disappear:
      let model = Self.loadedModel(rows: rows)
      var index = 0
      start = clock.now
      for _ in 0..<events {
        index = (index &+ 7_919) % rows
        model.rowDisappeared(at: index)
      }
      keep(model.metrics.loadsStarted)
    case .detailStepWarm:
      // An immediate clock: settle timers fire as soon as the main queue runs, so the warm-up
      // loads every row's detail; the measured loop never runs the queue, so the screen moves.
      let model = Self.loadedModel(rows: rows, clock: ImmediateClock())
      let details = model.details(from: ImmediateDetails(), configuration: DetailConfiguration(cacheCostLimit: rows))
      for top in stride(from: 0, to: rows, by: 12) {
        let screen = top..<min(top + 12, rows)
        for index in screen { model.rowAppeared(at: index) }
        Self.spin { details.metrics.loadsInFlight == 0 && screen.allSatisfy { details.state(for: $0).detail != nil } }
        for index in screen { model.rowDisappeared(at: index) }
      }
      precondition(details.metrics.cachedCount == rows)
      let elapsed = Self.steps(model, events: events, rows: rows)
      keep(details.metrics.cacheHits)
      return elapsed
    case .step:
      let model = Self.loadedModel(rows: rows)
      let elapsed = Self.steps(model, events: events, rows: rows)
      keep(model.metrics.loadsStarted)
      return elapsed
    case .detailStep:
      let model = Self.loadedModel(rows: rows)
      let details = model.details(from: PendingDetails())
      let elapsed = Self.steps(model, events: events, rows: rows)
      keep(details.metrics.loadsStarted)
      return elapsed
    case .pageLanding, .pageLanding100:
      let model = AsyncListModel(
        source: Self.source(pages: events + 1, of: pageSize),
        configuration: PagingConfiguration(pageSize: pageSize, prefetchDistance: 0)
      )
      model.start()
      start = clock.now
      for _ in 0..<events {
        Self.spin { model.metrics.loadsInFlight == 0 }
        model.rowAppeared(at: model.rows.count - 1)
      }
      Self.spin { model.metrics.loadsInFlight == 0 }
      keep(model.rows.count)
    case .barePage, .barePage100:
      return Self.pages(BarePageList(source: Self.source(pages: events + 1, of: pageSize), pageSize: pageSize), events)
    case .minimalPage, .minimalPage100:
      return Self.pages(
        MinimalPageList(source: Self.source(pages: events + 1, of: pageSize), pageSize: pageSize), events)
    case .genericMinimalPage, .genericMinimalPage100:
      return Self.pages(
        GenericMinimalPageList(source: Self.source(pages: events + 1, of: pageSize), pageSize: pageSize), events)
    case .genericBarePage, .genericBarePage100:
      return Self.pages(
        GenericBarePageList(source: Self.source(pages: events + 1, of: pageSize), pageSize: pageSize), events)
    case .floor:
      var table: [Int: Int] = [:]
      for id in 0..<rows { table[id] = id }
      var index = 0
      var hits = 0
      start = clock.now
      for _ in 0..<events {
        index = (index &+ 7_919) % rows
        if let position = table[opaque(index)], position == rows - 1 { hits += 1 }
      }
      keep(hits)
    }
    return start.duration(to: clock.now)
  }

  /// The rows of a page on a page path: 100 on the `…100` paths, 30 on the others.
  var pageSize: Int {
    switch self {
    case .pageLanding100, .barePage100, .minimalPage100, .genericMinimalPage100, .genericBarePage100: 100
    default: 30
    }
  }

  /// A list measured against the model's page landing: it loads a page when asked, unless one
  /// is loading.
  @MainActor
  protocol PageList: AnyObject {
    var loading: Bool { get }
    var rows: [Row] { get }
    func loadNext()
  }

  /// An in-memory source of `pages` pages of `size` rows.
  static func source(pages: Int, of size: Int) -> ArrayPageSource<Row> {
    ArrayPageSource(items: (0..<pages * size).map(Row.init(id:)))
  }

  /// Loads `events` pages one after the other through a list, and returns the wall time.
  /// Inlined into each path, so the list's calls are direct, as in the paths before it.
  @MainActor @inline(__always)
  static func pages(_ list: some PageList, _ events: Int) -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<events {
      spin { !list.loading }
      list.loadNext()
    }
    spin { !list.loading }
    keep(list.rows.count)
    return start.duration(to: clock.now)
  }

  /// A 12-row screen, then one-row steps down the list (a row appears below, the top one
  /// leaves), wrapping at the end.
  ///
  /// - Returns: The steps' wall time.
  @MainActor
  static func steps(_ model: AsyncListModel<ArrayPageSource<Row>>, events: Int, rows: Int) -> Duration {
    for index in 0..<12 { model.rowAppeared(at: index) }
    let clock = ContinuousClock()
    let start = clock.now
    for step in 0..<events {
      model.rowAppeared(at: (step + 12) % rows)
      model.rowDisappeared(at: step % rows)
    }
    return start.duration(to: clock.now)
  }

  /// Details that arrive at once.
  struct ImmediateDetails: DetailSource {
    func loadDetail(for item: Row) async throws -> Int { item.id }
  }

  /// A model over an in-memory source, paged to its end.
  @MainActor
  static func loadedModel(
    rows count: Int, clock: any Clock<Duration> = ContinuousClock()
  ) -> AsyncListModel<ArrayPageSource<Row>> {
    let model = AsyncListModel(
      source: ArrayPageSource(items: (0..<count).map(Row.init(id:))),
      configuration: PagingConfiguration(pageSize: 1_000, prefetchDistance: 0),
      clock: clock
    )
    model.start()
    spin { model.metrics.loadsInFlight == 0 }
    while model.presentation.footer == .loading {
      model.rowAppeared(at: model.rows.count - 1)
      spin { model.metrics.loadsInFlight == 0 }
    }
    precondition(model.rows.count == count)
    return model
  }

  /// Runs the main queue (where the model's tasks resume) until the condition holds.
  @MainActor
  static func spin(until condition: () -> Bool) {
    while !condition() {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
    }
  }
}

@inline(never)
func opaque(_ value: Int) -> Int { value }

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func keep<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

extension GenericMinimalPageList: CostPath.PageList where Source == ArrayPageSource<CostPath.Row> {}
extension GenericBarePageList: CostPath.PageList where Source == ArrayPageSource<CostPath.Row> {}
