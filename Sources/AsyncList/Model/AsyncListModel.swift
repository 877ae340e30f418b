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
/// model.visibleRowsChanged(to: 40..<52) // the positions on screen: the next page loads near the end
/// model.presentation.footer             // .loading, .failed(…), .end or .idle
/// ```
@MainActor
@Observable
public class AsyncListModel<Source: PageSource> {
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
  @ObservationIgnored let driver: TaskDriver
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
  /// What the faces observe apart from the rows, and the changes to the rows they apply.
  @ObservationIgnored var faces: FaceState<Item.ID>
  @ObservationIgnored var history = RowChangeHistory()
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
    self.now = TaskDriver.stopwatch(on: clock)
    self.published = ListSnapshot(presentation: storedEngine.paging.presentation, metrics: storedEngine.paging.metrics)
    self.faces = FaceState(published.presentation)
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
}
