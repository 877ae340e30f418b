import Testing

@_spi(Faces) @testable import AsyncList

/// Paging driven through the engine the model runs (``ListEngine``), with no detail level: the
/// paging tests send events and read paging's state through it, so that every row event takes
/// the engine's row-event path (the viewport's fast path first), as ``AsyncListModel``'s do.
///
/// Reads (`machine.presentation`, `machine.rows`…) are paging's; the position's (`anchor`,
/// `now`, the prefetch distance) the viewport's.
@dynamicMemberLookup
struct EnginePaging<Key: Hashable & Sendable, Item: Identifiable & Sendable, Query: Equatable & Sendable>
where Item.ID: Sendable {
  typealias Engine = ListEngine<Key, Item, Query>
  typealias Event = PagingEvent<Key, Item, Query>

  /// Paging's action as a test reads it: a load with the request the engine keeps for it
  /// (``ListEngine/request(for:)``, read as the model reads it).
  enum Action: Equatable {
    case load(LoadID, PageRequest<Key, Query>)
    case cancel(LoadID)
    case startTimer(TimerID, after: Duration)
    case cancelTimer(TimerID)
    case publish
  }

  /// A row event, as a test writes it beside paging's events.
  enum RowEvent {
    /// The row (or placeholder) at a position appeared.
    case rowAppeared(Int)
    /// The row at a position left the screen.
    case rowDisappeared(Int)
  }

  var engine: Engine
  /// The latest time given, in seconds: an event without one happens then, and paging measures
  /// nothing of it.
  var lastTime = 0.0

  /// Paging with a configuration and the first generation's query, not started.
  init(configuration: PagingConfiguration, query: Query) {
    engine = Engine(configuration: configuration, query: query)
  }

  /// Handles a paging event, at a time in seconds (`nil`: paging is given no time, so it keeps
  /// its configured prefetch distance); returns paging's actions, a page to load as `.load`.
  mutating func handle(_ event: Event, at time: Double? = nil) -> [Action] {
    let time = given(time)
    defer { engine.pagingUsesTime = true }
    return paging(engine.handle(event, at: time))
  }

  /// Handles a row event through the engine's row-event path.
  mutating func handle(_ event: RowEvent, at time: Double? = nil) -> [Action] {
    let time = given(time)
    defer { engine.pagingUsesTime = true }
    switch event {
    case .rowAppeared(let index): return paging(engine.rowAppeared(at: index, time: time))
    case .rowDisappeared(let index): return paging(engine.rowDisappeared(at: index, time: time))
    }
  }

  /// The row at a position appeared, at a time in seconds.
  mutating func rowAppeared(at index: Int, time: Double? = nil) -> [Action] {
    handle(.rowAppeared(index), at: time)
  }

  /// The engine's time for an event, and whether paging measures with it.
  private mutating func given(_ time: Double?) -> ListTime {
    engine.pagingUsesTime = time != nil
    if let time { lastTime = max(lastTime, time) }
    return ListTime(.seconds(time ?? lastTime))
  }

  /// Paging's actions among the engine's, each load with its request.
  private mutating func paging(_ actions: [Engine.Action]) -> [Action] {
    var paging: [Action] = []
    for case .paging(let action) in actions {
      switch action {
      case .load(let id):
        guard let request = engine.request(for: id) else {
          Issue.record("no request for load \(id)")
          continue
        }
        paging.append(.load(id, request))
      case .cancel(let id): paging.append(.cancel(id))
      case .startTimer(let timer, let delay): paging.append(.startTimer(timer, after: delay))
      case .cancelTimer(let timer): paging.append(.cancelTimer(timer))
      case .publish: paging.append(.publish)
      }
    }
    return paging
  }

  /// Paging's state.
  subscript<Value>(dynamicMember keyPath: KeyPath<PagingStateMachine<Key, Item, Query>, Value>) -> Value {
    engine.paging[keyPath: keyPath]
  }

  /// Paging's position, in the engine's viewport.
  var position: ScrollPosition { engine.viewport.position }
  /// The time of the last event that had one, in seconds.
  var now: Double? { position.now }
  /// The index of the row that appeared last (placeholders included): where the user is.
  var anchor: Int? { position.anchor }
  /// The prefetch distance in force.
  var effectivePrefetchDistance: Int { position.distance }
  /// Whether the user waits at an edge for a page while scrolling faster than pages land.
  var isOutrunningPages: Bool { position.isOutrunningPages }
}
