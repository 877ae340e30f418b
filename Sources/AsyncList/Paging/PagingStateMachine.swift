internal import DequeModule

/// The paging logic of a list: a pure, synchronous state machine.
///
/// Events go in (a row appeared, a page loaded for a load id, a reset…), actions come out (start
/// a load, cancel one, start a timer, publish the rows). The machine owns no task, clock or I/O;
/// ``AsyncListModel`` carries out its actions. Every decision is O(1) per row event: the machine
/// keeps the rows in an ordered dictionary and the position of the last row that appeared.
///
/// Invariants the property tests check after every event:
/// - at most one load in flight per direction, and none at the edges while a first page loads;
/// - a response is applied only if its ``LoadID`` is the one the machine waits for, so a late,
///   cancelled or older-generation response never lands;
/// - rows keep the source's order and an id appears once.
package struct PagingStateMachine<
  Key: Hashable & Sendable,
  Item: Identifiable & Sendable,
  Query: Equatable & Sendable
>: Sendable where Item.ID: Sendable {
  package typealias Event = PagingEvent<Key, Item, Query>
  package typealias Action = PagingAction

  /// The first page of the current generation.
  enum Head: Sendable {
    case notStarted
    /// `refreshing`: the previous generation's rows stay visible meanwhile.
    case loading(LoadID, attempts: Attempts, refreshing: Bool)
    case failed(LoadFailure, timer: TimerID?, refreshing: Bool)
    case loaded
  }

  /// One growing edge of the list (``Edges``).
  typealias Edge = Edges.Edge
  /// What an edge loads next.
  typealias Cursor = Edges.Cursor
  /// A generation that a jump started (``Jumps``).
  typealias Jump = Jumps<Key, Query>.Jump

  // Stored properties whose size does not depend on the app's types come first, the others
  // (`query`, the edges, keys, ids) last: unspecialised code reaches a property behind one of
  // variable size only through a runtime lookup of the machine's type, on every event.

  /// The configuration the machine was made with.
  package let configuration: PagingConfiguration
  /// The generation: 0 before the first load, plus one per reset, refresh or new query.
  package internal(set) var generation = 0

  /// The rows held, their pages and the placeholders of dropped pages.
  var store = RowStore<Key, Item>()
  /// Positions before the rows held: rows of dropped pages.
  @inline(__always) var placeholdersBefore: Int { store.placeholdersBefore }
  /// Positions after the rows held: rows of dropped pages.
  @inline(__always) var placeholdersAfter: Int { store.placeholdersAfter }
  var head: Head = .notStarted
  /// A fresh first page revealing row by row.
  var stagger = StaggeredReveal()
  /// The loads in flight: when each started (to measure page latency) and what it asks for, as a
  /// page (its key boxed, its size, its direction): the runner makes its request from it
  /// (``request(for:)``), and a dropped page asks for the same size again.
  var startedLoads: [LoadID: (time: Double?, page: PageSlot)] = [:]
  var serial = 0
  /// Changes with every assignment to ``startRowID``: what a face compares on every publish
  /// instead of the ids (a generic comparison in code not specialised for the app's types).
  package private(set) var startRowSerial = 0
  var counters = ListMetrics()

  /// Whether the event being handled changed the rows (it ends in `.publish`).
  var rowsChanged = false
  /// With ``tracksIDsLeft``, the ids of rows that events took out of the rows held (pages the
  /// memory cap dropped, rows removed, rows a first page replaced and did not bring back), until
  /// the driver takes them (``takeIDsLeft()``): what the detail levels forget of them.
  package internal(set) var idsLeft: [Item.ID] = []
  /// Whether ``idsLeft`` is kept: a list with detail levels needs it.
  package var tracksIDsLeft = false
  /// Where the rows come from.
  var freshness = ListPresentation.Freshness.fresh
  /// Between ``PagingEvent/start`` (or a restore) and ``PagingEvent/stop``.
  var running = false
  /// A refresh that a stop interrupted, or that was asked for while stopped: the next start
  /// runs it.
  var refreshDue = false
  /// Whether a store will be read before anything loads: until its answer (``PagingEvent/restore(_:query:staleAfter:)``)
  /// or a first load, the list shows ``ListPresentation/Content/restoring``.
  package var awaitsStore = false

  /// The query the current generation loads with.
  package internal(set) var query: Query
  /// Both edges, what each is doing and what each loads after the pages the memory cap dropped
  /// (a part that changes through its own methods).
  var edges = Edges()
  /// What the bottom edge is doing.
  @inline(__always) var appendPhase: EdgePhase { edges.appendPhase }
  /// What the top edge is doing.
  @inline(__always) var prependPhase: EdgePhase { edges.prependPhase }
  /// What stops a source that would make the list load forever: keys requested, pages without a
  /// new row (a part that changes through its own methods).
  var guards = RunawayGuards()
  /// A query the user typed, waiting for its debounce.
  var debounce = QueryDebounce<Query>()
  /// The key of each generation's first page: `nil` for the top of the list.
  package var initialKey: Key?
  /// The key the first page in flight was requested with (``initialKey`` may change meanwhile).
  var headKey: Key?
  /// The first row of the generation's first page: the row a list started at a key shows first.
  package internal(set) var startRowID: Item.ID? { didSet { startRowSerial &+= 1 } }
  /// What each page's items become before they are rows (``RowTransform``), from the next page
  /// on (``setTransform(_:)``).
  package private(set) var transform: RowTransform<Item>?
  /// The latest pages' latencies (``WaitMetrics/pageLatency``).
  package internal(set) var pageLatencies = LatencySample()

  /// A refresh at the user's place: the anchor asked for and the generation's own (a part that
  /// changes through its own methods).
  var refreshAnchors = RefreshAnchors<Key, Item.ID>()
  /// Jumps: the source's key for a position, the jump that started the generation (a part that
  /// changes through its own methods).
  var jumps: Jumps<Key, Query>
  /// A refresh fetching every page held again, while its chain loads (a part that changes
  /// through its own methods).
  var refetch: Refetch<Key, Item>?
  /// When the rows shown were loaded (their first page landed), in seconds on the driver's
  /// clock: with ``PagingConfiguration/staleAfter``, a start past it revalidates them.
  var loadedAt: Double?

  /// Creates a machine that has not started loading.
  ///
  /// - Parameters:
  ///   - configuration: Page sizes, prefetch distance, debounce and retry policy.
  ///   - query: The query the first generation loads with.
  ///   - jumpKey: The key of the page at a position (``PageSource/key(forPosition:query:)``);
  ///     `nil` never jumps.
  package init(configuration: PagingConfiguration, query: Query, jumpKey: (@Sendable (Int, Query) -> Key?)? = nil) {
    self.configuration = configuration
    self.query = query
    self.jumps = Jumps(keyForPosition: jumpKey)
  }

  /// What each page's items become before they are rows, from the next page on.
  ///
  /// - Parameter transform: The filter and map, or `nil` for none.
  package mutating func setTransform(_ transform: RowTransform<Item>?) {
    self.transform = transform
  }

  /// The generation's refresh anchor: the key its first page loaded from and the row it keeps.
  package var generationAnchor: (key: Key, id: Item.ID?, position: Int?)? { refreshAnchors.current }
}
