public import Observation

/// The one face a user interface needs: rows, what to show around them, and the calls that a
/// list view makes.
///
/// The model pages through a ``PageSource`` as rows appear, keeps at most one load in flight
/// per direction, drops rows whose id is already shown, and discards every response that
/// arrives after a reset, a refresh or a query change. All decisions are made by a pure state
/// machine; the model only runs its loads and timers (on the injected clock) and publishes the
/// result as one observable change per event.
///
/// ```swift
/// let model = AsyncListModel(source: NumbersSource())
/// model.start()
/// // in a list view:
/// model.rowAppeared(at: index)          // O(1): loads the next page near the end
/// model.presentation.footer             // .loading, .failed(…), .end or .idle
/// ```
@MainActor
@Observable
public final class AsyncListModel<Source: PageSource> {
  /// The type of the rows.
  public typealias Item = Source.Item
  typealias Engine = ListEngine<Source.Key, Source.Item, Source.Query>

  /// The configuration the model pages with.
  @ObservationIgnored public let configuration: PagingConfiguration
  @ObservationIgnored let source: Source
  /// Every decision: paging, the viewport, the detail levels and the store (see ``ListEngine``).
  ///
  /// Reached only through ``engine``, whose accessors stop the process when an access begins
  /// while a change is under way.
  ///
  /// `@exclusivity(unchecked)`, proof: the model is `@MainActor`, so no two threads reach it, and
  /// on the main actor no access overlaps a change, because ``engine``'s accessors trap on any
  /// access that begins while a change is under way (``engineInUse``, with `fatalError`, which
  /// traps in every build mode); reads may overlap reads. So the user's code that the engine
  /// calls during a mutation (a row transform, `key(forPosition:query:)`) cannot reach it. The
  /// row-event fast path (``viewport``) changes the viewport without marking the engine: the
  /// viewport calls no user code. Code of the app's types that a read runs (an id's hash) could
  /// only read through the model, and reads may overlap. The runtime's own check cost a row event a third
  /// of its instructions (appear 387 → 523, step 460 → 726, callgrind).
  @exclusivity(unchecked) @ObservationIgnored private var storedEngine: Engine
  /// Whether a change to ``storedEngine`` is under way (a `modify` access of ``engine``).
  ///
  /// `@exclusivity(unchecked)`, proof: it is only read and assigned, never passed `inout` or
  /// yielded, so no two accesses to it overlap.
  @exclusivity(unchecked) @ObservationIgnored private var engineInUse = false

  /// Every decision: paging, the viewport, the detail levels and the store (see ``ListEngine``).
  ///
  /// An access that begins while a change is under way stops the process with a message: the
  /// only way to get there is user code that the engine calls during a mutation (a row transform,
  /// `key(forPosition:query:)`) calling back into the model, through `MainActor.assumeIsolated`.
  ///
  /// A read checks that no change is under way but does not mark the engine in use: reads may
  /// overlap reads, and a read from another isolation domain (`await model.engine…`) holds the
  /// accessor across its hop back to the caller, during which the main actor goes on.
  @ObservationIgnored var engine: Engine {
    _read {
      Self.checkEngineIsFree(engineInUse)
      yield storedEngine
    }
    _modify {
      Self.checkEngineIsFree(engineInUse)
      engineInUse = true
      defer { engineInUse = false }
      yield &storedEngine
    }
  }

  /// The engine's viewport, for the row-event fast path: an access checks that the engine is
  /// not in use, but does not mark it (the viewport calls no user code).
  @ObservationIgnored var viewport: Viewport {
    _read {
      Self.checkEngineIsFree(engineInUse)
      yield storedEngine.viewport
    }
    _modify {
      Self.checkEngineIsFree(engineInUse)
      yield &storedEngine.viewport
    }
  }

  /// Stops the process when the engine is in use: a call back into the model from code the
  /// engine runs.
  @inline(__always)
  static func checkEngineIsFree(_ inUse: Bool) {
    guard inUse else { return }
    fatalError(
      "AsyncListModel was used from code its engine runs (a row transform or the source's "
        + "key(forPosition:query:)): those must not call back into the model")
  }
  /// Runs the engine's loads and timers, on the injected clock.
  @ObservationIgnored let driver: TaskDriver<WorkKey>
  /// Signpost intervals of its loads, for Instruments (Apple platforms).
  @ObservationIgnored var signposts = LoadSignposts()
  @ObservationIgnored let clock: any Clock<Duration>
  /// The faces of the detail levels, by level: they run nothing and decide nothing, they load
  /// a row's detail when asked and publish what the engine decided.
  @ObservationIgnored var detailRunners: [any DetailRunner<Item>] = []
  /// Time since the model was made, on the injected clock: every event carries it as data.
  @ObservationIgnored let now: () -> ListTime
  @ObservationIgnored var typedQuery: Source.Query
  @ObservationIgnored var observers: [Int: AsyncStream<ListSnapshot>.Continuation] = [:]
  @ObservationIgnored var observerSerial = 0
  /// The store, if any, and the age of the rows.
  @ObservationIgnored var cache: ModelCache<Source.Key, Source.Item, Source.Query>

  /// What the list shows: first load, first-load error, empty, or rows with a header and a
  /// footer, plus the pull-to-refresh state.
  public internal(set) var presentation: ListPresentation {
    get {
      access(keyPath: keyPaths.presentation)
      return published.presentation
    }
    set { withMutation(keyPath: keyPaths.presentation) { published.presentation = newValue } }
  }
  /// Counters of loads, pages, duplicates and discarded responses.
  public internal(set) var metrics: ListMetrics {
    get {
      access(keyPath: keyPaths.metrics)
      return published.metrics
    }
    set { withMutation(keyPath: keyPaths.metrics) { published.metrics = newValue } }
  }
  /// What is published: the storage of ``presentation`` and ``metrics``, which the model
  /// compares on every event without registering an observation.
  @ObservationIgnored var published: ListSnapshot
  /// Calls of ``run()`` under way, and the search field's state (see `AsyncListModel+Lifecycle`).
  @ObservationIgnored var lifecycle = ModelLifecycle()
  /// The observed properties' key paths, made once.
  @ObservationIgnored let keyPaths = ModelKeyPaths<Source>()

  /// Creates a model. It loads nothing until ``start()`` or ``run()``.
  ///
  /// - Parameters:
  ///   - source: Where pages come from.
  ///   - query: The query of the first generation.
  ///   - initialKey: The key of the first page (see ``initialKey``); `nil` for the top.
  ///   - cache: A store that shows saved rows at start and keeps every page (see ``ListCache``).
  ///   - configuration: Page sizes, prefetch distance, debounce and retry policy.
  ///   - clock: The clock for debouncing and retry backoff; tests pass a test clock.
  public init(
    source: Source,
    query: Source.Query,
    initialKey: Source.Key? = nil,
    cache: ListCache<Source.Key, Source.Item, Source.Query>? = nil,
    configuration: PagingConfiguration = PagingConfiguration(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.source = source
    self.configuration = configuration
    self.storedEngine = Engine(
      configuration: configuration, query: query, initialKey: initialKey, store: cache?.staleAfter,
      restoredRows: cache?.restoredRows ?? 300,
      jumpKey: { [source] position, query in source.key(forPosition: position, query: query) })
    self.cache = ModelCache(configuration: cache)
    self.typedQuery = query
    self.driver = TaskDriver(clock: clock)
    self.clock = clock
    self.now = TaskDriver<WorkKey>.stopwatch(on: clock)
    self.published = ListSnapshot(presentation: storedEngine.paging.presentation, metrics: storedEngine.paging.metrics)
  }

  /// The rows, in the source's order, without duplicates.
  ///
  /// Reading them copies nothing; a page that lands changes this property once. With
  /// ``PagingConfiguration/maxLoadedRows`` they are a window with placeholders around it.
  public var rows: Rows<Item> {
    access(keyPath: keyPaths.rows)
    return engine.rows()
  }

  /// The query as typed. Setting it reloads the list for the new query once it has stayed
  /// unchanged for ``PagingConfiguration/queryDebounce``.
  public var query: Source.Query {
    get {
      access(keyPath: keyPaths.query)
      return typedQuery
    }
    set {
      withMutation(keyPath: keyPaths.query) { typedQuery = newValue }
      send(.queryChanged(newValue, immediate: false))
    }
  }

  /// Loads the first page, or resumes paging after ``stop()``. Calling it again does nothing.
  public func start() {
    if typedQuery != engine.paging.query {
      send(.queryChanged(typedQuery, immediate: true))
    }
    // A list with a store reads it first; the store's answer starts the list.
    perform(engine.start(at: now()))
  }

  /// Cancels every load and timer. Rows stay; ``start()`` resumes, and runs again a refresh
  /// (or revalidation) that the stop interrupted.
  public func stop() {
    // A store answer still on its way is ignored; start reads again.
    perform(engine.stop(at: now()))
    driver.cancelAll()
  }

  /// Re-issues every failed load (the first page, a refresh, or a page at either edge), each for
  /// exactly the key that failed, and tries the failed details of every
  /// ``DetailLoader`` again (see ``DetailLoader/retryFailed()``): one retry for what the user
  /// sees failed.
  public func retry() {
    perform(engine.retry(at: now()))
  }

  /// Clears the rows and loads the first page of a new generation. Responses of the old
  /// generation are cancelled and never shown. A query still waiting for its debounce is
  /// applied at once.
  public func reset() {
    perform(engine.reset(at: now()))
  }

  /// Pull-to-refresh: loads the first page of a new generation while the old rows stay, then
  /// swaps them in one update. If the refresh fails, the old rows stay and
  /// ``ListPresentation/refresh`` carries the error. A query still waiting for its debounce is
  /// applied at once; the old rows then stay marked as the previous query's
  /// (``PagingConfiguration/keepsRowsWhileQueryLoads``), or go when the configuration says so.
  ///
  /// A source that gives a key for the row on screen (``PageSource/refreshKey(for:)``) refreshes
  /// from there: the new rows start at that row (``startRowID``, which ``scrollsToStartRow``
  /// says to scroll to), and the rows above load as the user scrolls up.
  ///
  /// Returns when the refresh has finished, so it fits SwiftUI's `.refreshable`.
  public func refresh() async {
    let anchor = engine.anchorRowID.flatMap { id in
      engine.paging.rows[id: id].flatMap { item in source.refreshKey(for: item).map { (key: $0, id: id) } }
    }
    perform(engine.refresh(from: anchor, at: now()))
    for await snapshot in updates() {
      if snapshot.presentation.refresh != .refreshing && snapshot.presentation.content != .firstLoad {
        break
      }
    }
  }

  /// Applies the typed ``query`` now, without waiting for the debounce (the user pressed
  /// return). Reloads even when the query has not changed.
  public func submitQuery() {
    send(.queryChanged(typedQuery, immediate: true))
  }

  /// A snapshot of what the list shows now.
  public var snapshot: ListSnapshot {
    ListSnapshot(presentation: presentation, metrics: metrics)
  }
}
