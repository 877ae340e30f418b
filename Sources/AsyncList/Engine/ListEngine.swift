/// The one engine of a list: paging and every detail level joined, pure and synchronous.
///
/// Events go in as method calls (a row appeared, a page or a detail landed, a reset, a store's
/// answer…), actions come out (``ListAction``: start or cancel a load, start a timer, publish the
/// rows, update a row's detail). It owns no task, clock or I/O; time comes in as data
/// (``ListTime``). The engine owns:
/// - the paging machine (``PagingStateMachine``): pages, edges, generations, the memory cap;
/// - the viewport: the rows on screen as the view reports them (by position, by id, or as a
///   range), which it passes to paging and to every detail level;
/// - the detail levels (``DetailScheduler``), one per kind of extra data, in the order they were
///   added;
/// - the store's decisions (a ``ListCache``): read it at start, read a page from it before the
///   network, write what landed, revalidate, invalidate (``StoreAction``).
///
/// What an event of one level means for the other is decided here and nowhere else: before an
/// event that may change rows the engine notes the ids on screen; after it the engine moves the
/// rows on screen once, and the levels hear how they moved, of a new generation, of rows that
/// changed or left, and of the user outrunning the pages; the pages
/// are fetched as far ahead as the farthest level wants. ``AsyncListModel`` runs this engine, and
/// so do the simulator's `AsyncListStrategy` and the property tests: what is measured is what
/// ships.
package struct ListEngine<
  Key: Hashable & Sendable,
  Item: Identifiable & Sendable,
  Query: Equatable & Sendable
>: Sendable where Item.ID: Sendable {
  package typealias Paging = PagingStateMachine<Key, Item, Query>
  /// A detail level: its details are kept as `any Sendable`, and its runner casts them back.
  package typealias Level = DetailScheduler<Item.ID, any Sendable>
  package typealias Action = ListAction<Key, Item, Query>

  /// The screen, without generic types: paging's position and each level's screen. The first
  /// stored property: a row event reaches it at a fixed offset, and most end there.
  package internal(set) var viewport: Viewport
  /// Paging. Its position is the viewport's, passed `inout` for each of its calls.
  package internal(set) var paging: Paging
  /// The detail levels, in the order they were added. Each one's screen is the viewport's,
  /// passed `inout` to each of its calls.
  package internal(set) var levels: [Level] = []
  /// The rows on screen as the view reports them by id or as a range.
  var reports = ScreenReports<Item.ID>()
  /// The store's state: read at start, holding the list shown, the age of the rows.
  var store: StoreState
  /// The rows on screen by id just before an event that may change the rows, and the row events
  /// counted then: what puts them back on screen where the change moved them.
  var rowsBeforeChange: (rows: [(index: Int, id: Item.ID)], rowEvents: Int)?

  /// Whether paging is given the time, so it measures latency and pace and adapts its prefetch
  /// distance (the simulator can turn it off to keep the configured distance).
  package var pagingUsesTime: Bool {
    get { viewport.pagingUsesTime }
    set { viewport.pagingUsesTime = newValue }
  }

  /// Creates an engine that has not started loading and has no detail level.
  ///
  /// - Parameters:
  ///   - configuration: Page sizes, prefetch distance, debounce and retry policy.
  ///   - query: The query of the first generation.
  ///   - initialKey: The key of each generation's first page; `nil` for the top.
  ///   - staleAfter: The age past which the rows a store keeps are reloaded, for a list with a store
  ///     (``ListCache/staleAfter``): it is read before anything loads, and the list shows
  ///     ``ListPresentation/Content/restoring`` until its answer. `nil` without a store.
  ///   - restoredRows: The rows the store's read at start returns, at most (within the memory
  ///     cap, if any).
  ///   - jumpKey: The key of the page at a position (``PageSource/key(forPosition:query:)``);
  ///     `nil` never jumps.
  package init(
    configuration: PagingConfiguration, query: Query, initialKey: Key? = nil, store staleAfter: Duration? = nil,
    restoredRows: Int = 300, jumpKey: (@Sendable (Int, Query) -> Key?)? = nil
  ) {
    paging = Paging(configuration: configuration, query: query, jumpKey: jumpKey)
    paging.initialKey = initialKey
    paging.awaitsStore = staleAfter != nil
    store = StoreState(
      configured: staleAfter != nil, staleAfter: staleAfter ?? .zero,
      restoredRows: min(restoredRows, paging.memoryCap ?? .max))
    viewport = Viewport(position: ScrollPosition(configuration: configuration))
  }

  /// Adds a detail level. Rows already on screen count as on screen for it.
  ///
  /// - Parameter configuration: Its concurrency, distances and cache budget.
  /// - Returns: Its index, which its actions and events carry.
  package mutating func addLevel(_ configuration: DetailConfiguration) -> Int {
    viewport.screens.append(DetailScreen(configuration: configuration))
    levels.append(Level(configuration: configuration))
    paging.tracksIDsLeft = true
    return levels.count - 1
  }

  /// The key of each generation's first page.
  package var initialKey: Key? { paging.initialKey }

  /// The app set the key of each generation's first page: it applies from the next generation.
  ///
  /// - Parameter key: The key, or `nil` for the top of the list.
  package mutating func initialKeyChanged(to key: Key?) {
    paging.initialKey = key
  }

  /// Handles a paging event (start, stop, a page landed or failed, a timer, reset, refresh, a
  /// query, an edit, a store's answer), with what it means for the detail levels.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - time: Now.
  /// - Returns: What the runner must do, in order.
  package mutating func handle(_ event: Paging.Event, at time: ListTime) -> [Action] {
    if case .loaded(let id, let page) = event { return landed(page, for: id, at: time) }
    waitBefore(time)
    defer { waitAfter() }
    let generation = paging.generation
    for level in levelIndices { viewport.screens[level].advance(to: time.duration) }
    if !levelIndices.isEmpty { noteRowsOnScreen() }
    let pagingActions = paging.handle(event, at: pagingUsesTime ? time.seconds : nil, position: &viewport.position)
    var resync = false
    var isReset = false
    switch event {
    case .reset: isReset = true
    case .start, .restore: resync = true  // the levels resume for the rows on screen
    default: break
    }
    var actions = linked(pagingActions, generationBefore: generation, reset: isReset, resync: resync, at: time)
    if case .stop = event { actions += allLevels(.stop) }
    return actions
  }

  /// Retries everything that failed: the failed pages (each for the key that failed) and every
  /// level's failed details.
  ///
  /// - Parameter time: Now.
  /// - Returns: What the runner must do.
  package mutating func retry(at time: ListTime) -> [Action] {
    waitBefore(time)
    defer { waitAfter() }
    return handle(.retry, at: time) + allLevels(.retryAll, at: time)
  }

  /// Paging's actions, and what they mean for the viewport and the detail levels.
  mutating func linked(
    _ pagingActions: [Paging.Action], generationBefore generation: Int, reset: Bool, resync: Bool = false,
    at time: ListTime
  ) -> [Action] {
    // A loop, not `map`: in code not specialised for the app's types, `map` goes through a
    // closure and the collection protocols for every action.
    var actions: [Action] = []
    actions.reserveCapacity(pagingActions.count + 2)
    for action in pagingActions { actions.append(.paging(action)) }
    if store.configured { actions = announcingStoreReads(actions) }
    let rowsChanged: Bool
    if case .publish? = pagingActions.last { rowsChanged = true } else { rowsChanged = false }
    let newGeneration = paging.generation != generation
    if newGeneration { actions.append(.newGeneration) }
    if rowsChanged || newGeneration { forgetScreenRowsGone(newGeneration: newGeneration) }
    guard !levelIndices.isEmpty else { return actions }
    if rowsChanged || newGeneration || resync { actions += moveRowsOnScreen() }
    rowsBeforeChange = nil
    if !paging.idsLeft.isEmpty {
      let ids = paging.takeIDsLeft()
      actions += allLevels(.rowsLeft(ids))
      actions.append(.rowsLeft(ids))
    }
    if newGeneration { actions += allLevels(.newGeneration(clearCache: reset)) }
    if rowsChanged || resync { actions += allLevels(.rowsChanged) }
    actions += outrunningChanged(to: viewport.position.isOutrunningPages, at: time)
    return actions
  }

  /// What a face publishes: the presentation and the counters.
  ///
  /// `mutating` only so that a face holding the engine in a class property calls it in place:
  /// a non-mutating read there copies the whole machine first (it is address-only in code not
  /// specialised for the app's types). It changes nothing.
  mutating func published() -> (ListPresentation, ListMetrics) {
    (paging.presentation, paging.metrics)
  }

  /// The detail levels' indices, counted from the viewport's screens (one per level): the levels'
  /// own array is generic over the app's types, and in code not specialised for them even its
  /// count is a call through the collection protocols.
  @inline(__always) var levelIndices: Range<Int> { 0..<viewport.screens.count }

  /// The rows, read in place (see ``published()``). It changes nothing.
  mutating func rows() -> Rows<Item> { paging.rows }

  /// The request of a page load the engine asked for (`.paging(.load(id))`) and that is in
  /// flight (``PagingStateMachine/request(for:)``).
  ///
  /// `mutating` only so that the model reads it in place (see ``published()``). It changes nothing.
  ///
  /// - Parameter id: The load.
  /// - Returns: Its request, or `nil` for a load not in flight.
  package mutating func request(for id: LoadID) -> PageRequest<Key, Query>? {
    paging.request(for: id)
  }

  /// Takes the changes to the positions since the last call (``ListChange``).
  mutating func takeRowChanges() -> [ListChange] { paging.store.changes.take() }

}
