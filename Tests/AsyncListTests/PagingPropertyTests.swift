import PropertyBased
import Testing

@_spi(Faces) @testable import AsyncList

/// Drives the state machine with random event sequences and checks its invariants after every
/// step, against a harness that tracks every load and timer from the actions alone.
@Suite(.timeLimit(.minutes(10)))
struct PagingPropertyTests {
  @Test func randomEventSequencesKeepEveryInvariant() async {
    await propertyCheck(count: propertyRuns(500, long: 5_000), input: Gen.int(in: 0...9_999).array(of: 1...80)) {
      codes in
      var harness = PagingHarness(refetches: codes[0] % 2 == 0)
      for code in codes {
        harness.step(code)
      }
      harness.drain()
    }
  }

  @Test func withAMemoryCapTheSameInvariantsHoldAndTheWindowStaysBounded() async {
    await propertyCheck(count: propertyRuns(400, long: 5_000), input: Gen.int(in: 0...9_999).array(of: 1...120)) {
      codes in
      var harness = PagingHarness(maxLoadedRows: 20)
      for code in codes {
        harness.step(code)
      }
      harness.drain()
    }
  }

  @Test func theRowsHeldStayWithinTheDocumentedBoundForEveryCapAndDistance() async {
    // Any cap, any prefetch distance, in both directions, through jumps, refreshes, query
    // changes and restores: checked after every event (`checkInvariants`).
    await propertyCheck(
      count: propertyRuns(1_000, long: 10_000), input: Gen.int(in: 1...40), Gen.int(in: 0...8),
      Gen.int(in: 0...9_999).array(of: 1...120)
    ) { cap, distance, codes in
      var harness = PagingHarness(
        maxLoadedRows: cap, prefetchDistance: distance, counts: codes[0] % 3 == 0, refetches: codes[0] % 2 == 0)
      if codes[0] % 5 == 0 { harness.restore(codes[0] / 100) }
      for code in codes {
        harness.step(code)
      }
      harness.drain()
    }
  }

  /// A history the cap's property test found: a refresh of every page whose page failed while
  /// the old rows paged on and the cap dropped pages on both sides; the chain then landed below
  /// placeholders that were the old rows' (ids went missing). Checked after every event.
  @Test func aChainWhoseOldRowsMovedWhileItsPageFailedKeepsEveryInvariant() {
    var harness = PagingHarness(maxLoadedRows: 1, prefetchDistance: 0, refetches: true)
    harness.restore(17)
    for code in [1_720, 0, 8_064, 4_048, 6_928, 0, 2_228, 475, 825, 628, 5_600] { harness.step(code) }
    harness.drain()
  }

  /// A history the transform's property test found in a long run: the user removed every row
  /// the previous query kept while the new query loaded. The list showed a first load marked as
  /// the previous query's. Checked after every event.
  @Test func removingEveryRowThePreviousQueryKeptKeepsEveryInvariant() {
    var harness = PagingHarness(maxLoadedRows: 20, transforms: true)
    harness.restore(57)
    for code in [5_700, 7_069, 7_488, 488, 3_488, 8_288, 8_188, 4_888, 4_188, 2_488] { harness.step(code) }
    harness.drain()
  }

  @Test func aRowTransformAndSeparatorsKeepEveryInvariantWithAndWithoutACap() async {
    await propertyCheck(count: propertyRuns(400, long: 5_000), input: Gen.int(in: 0...9_999).array(of: 1...120)) {
      codes in
      var harness = PagingHarness(maxLoadedRows: codes.count.isMultiple(of: 2) ? 20 : nil, transforms: true)
      if codes[0] % 5 == 0 { harness.restore(codes[0] / 100) }
      for code in codes {
        harness.step(code)
      }
      harness.drain()
    }
  }

  @Test func countedPagesKeepEveryRowAtItsPositionThroughJumpsAndACap() async {
    await propertyCheck(count: propertyRuns(400, long: 5_000), input: Gen.int(in: 0...9_999).array(of: 1...120)) {
      codes in
      var harness = PagingHarness(maxLoadedRows: codes.count.isMultiple(of: 2) ? 20 : nil, counts: true)
      if codes[0] % 5 == 0 { harness.restore(codes[0] / 100) }
      for code in codes {
        harness.step(code)
      }
      harness.drain()
    }
  }

  @Test func theCountedHarnessJumpsAndKeepsPositions() {
    // The counted property test must be able to jump: a row far below the first page.
    var harness = PagingHarness(counts: true)
    harness.send(.start)
    harness.resolveLive(0, succeed: true)
    #expect(harness.machine.rows.totalCount == 92, "ids -32...59 counted from the first page")
    harness.rowAppeared(at: 90)
    #expect(harness.machine.metrics.jumps == 1)
    #expect(harness.machine.rows.count == 0 && harness.machine.rows.totalCount == 92)
    while !harness.live.isEmpty { harness.resolveLive(0, succeed: true) }
    #expect(harness.machine.rows.item(at: 90)?.id == 58)
    #expect(harness.machine.metrics.pagesLoaded <= 3, "the first page, the one under the user, one beside it")
  }

  @Test func aListRestoredFromAStoreKeepsEveryInvariant() async {
    await propertyCheck(count: propertyRuns(500, long: 5_000), input: Gen.int(in: 0...9_999).array(of: 1...80)) {
      codes in
      var harness = PagingHarness(maxLoadedRows: codes.count.isMultiple(of: 2) ? 20 : nil)
      harness.restore(codes[0] / 100)
      for code in codes.dropFirst() {
        harness.step(code)
      }
      harness.drain()
    }
  }

  @Test func theHarnessRestoresWithAndWithoutRevalidation() {
    // Argument 7: three stored pages of the current query, kept as they are.
    var kept = PagingHarness()
    kept.restore(7)
    #expect(kept.machine.rows.count == 32 && kept.machine.loadsInFlight.isEmpty)
    kept.rowAppeared(at: 31)
    #expect(kept.live.values.map(\.key) == [3], "the stored list pages on from its last key")
    // Argument 3: the same pages, revalidated: the first page loads behind them.
    var revalidated = PagingHarness()
    revalidated.restore(3)
    #expect(revalidated.machine.rows.count == 32 && revalidated.machine.loadsInFlight[.initial] != nil)
    // Argument 9: pages of another query are not shown.
    var other = PagingHarness()
    other.restore(9)
    #expect(other.machine.rows.isEmpty && other.machine.loadsInFlight[.initial] != nil)
  }

  @Test func theCappedHarnessReachesDropsAndReloads() {
    // The capped property test must be able to exercise the cap: down to the end and back.
    var harness = PagingHarness(maxLoadedRows: 20)
    harness.send(.start)
    for index in Array(0..<100) + (0..<100).reversed() {
      harness.rowAppeared(at: index)
      while !harness.live.isEmpty { harness.resolveLive(0, succeed: true) }
    }
    #expect(harness.machine.metrics.pagesDropped > 3)
    #expect(harness.machine.metrics.pagesReloaded > 3)
    #expect(harness.machine.rows.placeholdersAfter > 0)
  }

  @Test func theHarnessCatchesAStaleResponseThatWouldLand() {
    // The checks above must be able to fail: a delivery of a cancelled load is refused.
    var harness = PagingHarness()
    harness.send(.start)
    let first = harness.live.keys.first!
    harness.send(.reset)
    #expect(harness.dead[first] != nil)
    #expect(harness.send(.loaded(first, harness.page(for: harness.dead[first]!))).isEmpty)
  }
}

/// Tracks what the machine asked for and checks what it does.
struct PagingHarness {
  typealias Machine = PagingStateMachine<Int, Row, String>
  typealias Engine = ListEngine<Int, Row, String>

  /// The engine the model runs; this harness checks its paging, a harness built on it its
  /// detail levels (``detailActions``).
  var engine: Engine
  /// The engine's paging machine.
  var machine: Machine { engine.paging }
  /// Paging's position, in the engine's viewport.
  var position: ScrollPosition { engine.viewport.position }
  /// Now, on the harness's clock: detail levels measure with it; paging is given no time, so it
  /// keeps its configured distance.
  var now = ListTime.zero
  /// Detail actions the engine gave since a harness built on this one last took them.
  var detailActions: [(level: Int, action: DetailAction<Int>)] = []
  /// Store actions the engine gave since a harness built on this one last took them.
  var storeActions: [StoreAction<Int, Row, String>] = []
  /// Loads the engine announced as reading the store first (``ListAction/readStoreFirst(_:)``),
  /// until they land.
  var readsStore: Set<LoadID> = []
  /// Loads started and neither resolved nor cancelled.
  var live: [LoadID: PageRequest<Int, String>] = [:]
  /// Loads resolved or cancelled: their responses must be discarded.
  var dead: [LoadID: PageRequest<Int, String>] = [:]
  var liveTimers: Set<TimerID> = []
  var deadTimers: Set<TimerID> = []
  /// Ids removed by the user since the rows were last replaced.
  var removed: Set<Int> = []
  var started = 0
  /// The request that first loaded each key in this generation, and whether it landed.
  var firstRequests: [Int?: (request: PageRequest<Int, String>, landed: Bool)] = [:]
  /// The pages of the chain a refresh of every page has landed so far (a first page alone
  /// otherwise), as rows.
  var chain: [[Row]] = []
  var generation = 0
  /// The engine's generation after the last call, to check that `.newGeneration` says when it
  /// changed.
  var engineGeneration = 0
  /// Every event sent and the actions it gave, for harnesses built on this one.
  var handled: [(event: Machine.Event, actions: [Machine.Action])] = []
  /// The ids of rows that left the generation's rows since a harness built on this one last
  /// took them (``PagingStateMachine/idsLeft`` of each event).
  var idsLeft: [Int] = []
  /// What each position showed when the changes were last taken: the changes since must turn it
  /// into what the positions show now (``checkChanges()``).
  var shown: [Row?]?

  /// Whether pages go through ``transform`` (every third id filtered out, versions raised).
  let transforms: Bool
  static let transform = RowTransform<Row>(
    filter: { $0.id % 3 != 0 },
    map: { row in
      var changed = row
      changed.version += 100
      return changed
    })

  /// Whether pages count the items around them and the source keys positions (jumps).
  let counts: Bool

  init(
    maxLoadedRows: Int? = nil, prefetchDistance: Int = 4, store staleAfter: Duration? = nil, transforms: Bool = false,
    counts: Bool = false, refetches: Bool = false
  ) {
    self.transforms = transforms
    self.counts = counts
    engine = Engine(
      configuration: PagingConfiguration(
        pageSize: 10,
        prefetchDistance: prefetchDistance,
        queryDebounce: .milliseconds(300),
        automaticRetry: AutomaticRetry(maxAttempts: 2, initialDelay: .seconds(1)),
        maxLoadedRows: maxLoadedRows,
        refetchesEveryPage: refetches
      ),
      query: "",
      store: staleAfter,
      jumpKey: counts ? Self.jumpKey : nil
    )
    engine.pagingUsesTime = false
    if transforms { engine.setTransform(Self.transform) }
  }

  /// ``key(forPosition:query:)`` as the engine takes it.
  static let jumpKey: @Sendable (Int, String) -> Int? = { position, query in key(forPosition: position, query: query) }

  /// The key of the page holding the id at a position (ids -32...59 at positions 0...91, for "b"
  /// -32...29); none for every seventh position, so the list also meets a source that declines
  /// to jump.
  static func key(forPosition position: Int, query: String) -> Int? {
    guard !position.isMultiple(of: 7) else { return nil }
    let id = position - 32
    return max(-3, min(query == "b" ? 2 : 5, Int(((Double(id) + 2) / 10).rounded(.down))))
  }

  /// A page's items as the list's rows.
  func transformed(_ items: [Row]) -> [Row] {
    transforms ? Self.transform.apply(items) : items
  }

  /// The source: page k holds ids 10k-2 ..< 10k+10 (overlapping the page before by two),
  /// keys run from -3 to 5, and for the query "b" page 3 is empty.
  func page(for request: PageRequest<Int, String>) -> Page<Int, Row> {
    let key = request.key ?? 0
    // Counted, "b" ends at page 2 (its counts say so); uncounted, it has a hole at page 3.
    let hole = request.query == "b" && (key == 3 || (counts && key > 3))
    let items = hole ? [] : rows(key * 10 - 2..<key * 10 + 10, query: request.query)
    guard counts, let first = items.first, let last = items.last else {
      return Page(items: items, nextKey: key < 5 ? key + 1 : nil, previousKey: key > -3 ? key - 1 : nil)
    }
    return Page(
      items: items, nextKey: key < 5 ? key + 1 : nil, previousKey: key > -3 ? key - 1 : nil,
      itemsBefore: first.id + 32, itemsAfter: (request.query == "b" ? 29 : 59) - last.id)
  }

  mutating func step(_ code: Int) {
    let kind = code % 100
    let argument = code / 100
    let count = machine.rows.count
    let positions = machine.rows.totalCount
    switch kind {
    case 0..<25:
      let index = positions == 0 ? argument % 3 : argument % (positions + 1)
      rowAppeared(at: index)
    case 25..<28:
      // A row leaving is not a paging event (the last row that appeared is where the user is):
      // another appearance, far from the last one.
      rowAppeared(at: positions == 0 ? 0 : (argument * 7) % positions)
    case 28..<48: resolveLive(argument, succeed: true)
    case 48..<55: resolveLive(argument, succeed: false)
    case 55..<60: deliverStale(argument)
    case 60..<64: send(.reset)
    case 64..<69: send(.refresh)
    case 69..<75: send(.queryChanged(["", "a", "b"][argument % 3], immediate: argument % 10 == 0))
    case 75..<83: fireTimer(argument)
    case 83..<88: send(.retry)
    case 88..<92 where count > 0: removeRow(argument % count)
    case 92..<95 where count > 0:
      var row = Array(machine.rows)[argument % count]
      row.version += 1
      send(.update(row))
      #expect(machine.rows[id: row.id] == row)
    case 95..<97: send(.start)
    case 97: restore(argument)
    case 98..<100: send(.stop)
    default: rowAppeared(at: argument)
    }
  }

  mutating func resolveLive(_ argument: Int, succeed: Bool) {
    let loads = live.keys.sorted { $0.serial < $1.serial }
    guard !loads.isEmpty else { return }
    let id = loads[argument % loads.count]
    let request = live[id]!
    if succeed {
      let page = page(for: request)
      // A reload of a dropped first page has the initial direction too; only the head's load
      // replaces the rows.
      let isHead = machine.loadsInFlight[.initial] == id
      // A refresh of every page: the head loads the chain's pages one after the other; the rows
      // stay until the last has landed, then are the chain's pages, in one change.
      let chaining = isHead && machine.refetch != nil
      if isHead && !chaining { firstRequests = [nil: (request, true)] }
      // The chain asks again for pages the old rows loaded (the generation's own keys).
      if chaining { firstRequests = [:] }
      if chaining, machine.refetch?.landed.isEmpty == false {
        chain.append(transformed(page.items))
      } else if isHead {
        chain = [transformed(page.items)]
      }
      let idsBefore = machine.rows.ids
      send(.loaded(id, page))
      if chaining, machine.refetch != nil, machine.generation == id.generation {
        #expect(machine.rows.ids == idsBefore, "the rows stay while the chain loads")
        return
      }
      // (Unless the user is far down among counted placeholders: the page's prefetch jumps there.)
      if isHead {
        removed = []
      }
      if isHead, machine.generation == id.generation {
        var unique: [Int] = []
        for item in chain.joined() where !unique.contains(item.id) { unique.append(item.id) }
        if machine.configuration.maxLoadedRows == nil {
          #expect(machine.rows.ids == unique, "a first page (or a refetched chain) replaces the rows exactly")
        } else {
          // The memory cap may drop pages of the chain at once: a run of it stays.
          let start = unique.firstIndex(of: machine.rows.ids.first ?? 0) ?? 0
          #expect(
            machine.rows.ids.isEmpty
              || Array(unique.dropFirst(start).prefix(machine.rows.ids.count)) == machine.rows.ids,
            "a refetched chain replaces the rows with a run of its pages: \(machine.rows.ids) of \(unique)")
        }
      }
    } else {
      send(.failed(id, TestError()))
    }
  }

  mutating func deliverStale(_ argument: Int) {
    let loads = dead.keys.sorted { $0.serial < $1.serial }
    guard !loads.isEmpty else { return }
    let id = loads[argument % loads.count]
    let ids = machine.rows.ids
    let presentation = machine.presentation
    let discarded = machine.metrics.staleResponsesDiscarded
    let event: Machine.Event = argument % 2 == 0 ? .loaded(id, page(for: dead[id]!)) : .failed(id, TestError())
    #expect(send(event).isEmpty, "a stale response causes no action")
    #expect(machine.rows.ids == ids, "a stale response never changes the rows")
    #expect(machine.presentation == presentation)
    #expect(machine.metrics.staleResponsesDiscarded == discarded + 1)
  }

  mutating func fireTimer(_ argument: Int) {
    let timers = (liveTimers.sorted { $0.serial < $1.serial }) + deadTimers.sorted { $0.serial < $1.serial }
    guard !timers.isEmpty else { return }
    let timer = timers[argument % timers.count]
    liveTimers.remove(timer)
    let wasDead = deadTimers.contains(timer)
    let actions = send(.timerFired(timer))
    if wasDead { #expect(actions.isEmpty, "a cancelled timer does nothing") }
  }

  /// What a store held: the first `argument % 4` pages of the source for the current query (or
  /// for another query), with or without a revalidation. Applied only before the first load.
  mutating func restore(_ argument: Int) {
    let query = argument % 5 == 4 ? "other" : machine.query
    let stored = (0..<argument % 4).map { key in
      let request = PageRequest(
        key: key == 0 ? nil : key, loadSize: 10, direction: key == 0 ? .initial : .append, query: query)
      let page = page(for: request)
      return (request, StoredPage(key: request.key, direction: request.direction, page: page, loadSize: 10))
    }
    var notStarted = false
    if case .notStarted = machine.head { notStarted = true }
    let revalidate = argument % 3 == 0
    let list = stored.isEmpty ? nil : StoredList(pages: stored.map(\.1), age: .seconds(1))
    send(.restore(list, query: query, staleAfter: revalidate ? .zero : .seconds(60)))
    guard notStarted else { return }
    #expect(machine.loadsInFlight[.initial] != nil || (!stored.isEmpty && query == machine.query && !revalidate))
    guard !stored.isEmpty, query == machine.query else { return }
    var unique: [Int] = []
    for item in transformed(stored.flatMap(\.1.page.items)) where !unique.contains(item.id) { unique.append(item.id) }
    let rows = machine.rows
    // Counted pages: the stored pages' counts say where they sit among all 92 ids (the invariants
    // check each row's position).
    let last = query == "b" ? 29 : 59
    let counted = counts ? (before: unique[0] + 32, after: last - unique[unique.count - 1]) : (before: 0, after: 0)
    #expect(
      rows.totalCount == counted.before + unique.count + counted.after, "the stored pages are the rows, each id once")
    let offset = rows.placeholdersBefore - counted.before
    #expect(
      Array(unique[offset..<offset + rows.count]) == rows.ids, "in order (a memory cap may hold a window of them)")
    #expect(machine.presentation.freshness == .cached)
    removed = []
    if !revalidate {
      generation = machine.generation
      firstRequests = Dictionary(uniqueKeysWithValues: stored.map { ($0.0.key, ($0.0, true)) })
    }
  }

  mutating func removeRow(_ index: Int) {
    let id = machine.rows.ids[index]
    removed.insert(id)
    send(.remove(id))
    #expect(machine.rows[id: id] == nil)
  }

  @discardableResult
  mutating func send(_ event: Machine.Event) -> [Machine.Action] {
    process(engine.handle(event, at: now), event: event)
  }

  /// A row appeared, as a list view reports it: the engine's fast path.
  mutating func rowAppeared(at index: Int) {
    process(engine.rowAppeared(at: index, time: now), event: nil)
  }

  /// A row appeared, reported by id as SwiftUI's `onAppear` does.
  mutating func rowAppeared(id: Int) {
    process(engine.rowAppeared(id: id, at: now), event: nil)
  }

  /// A row left the screen, reported by id.
  mutating func rowDisappeared(id: Int) {
    process(engine.rowDisappeared(id: id, at: now), event: nil)
  }

  /// A placeholder left the screen.
  mutating func placeholderDisappeared(at index: Int) {
    engine.placeholderDisappeared(at: index)
  }

  /// An event of the detail level at an index.
  mutating func detail(_ level: Int, _ event: Engine.Level.Event) {
    process(engine.detail(level, event, at: now), event: nil)
  }

  /// Checks the engine's paging actions; keeps its detail actions and the ids that left for a
  /// harness built on this one.
  @discardableResult
  mutating func process(_ engineActions: [Engine.Action], event: Machine.Event?) -> [Machine.Action] {
    var actions: [Machine.Action] = []
    var saysNewGeneration = false
    var announced: LoadID?
    var requests: [LoadID: PageRequest<Int, String>] = [:]
    for action in engineActions {
      if let id = announced {
        // The announcement comes just before its load, and says what the engine decides.
        if case .paging(.load(id)) = action {} else { Issue.record("readStoreFirst(\(id)) not before its load") }
        #expect(engine.readsStoreFirst(id), "a load announced as reading the store may read it")
        readsStore.insert(id)
        announced = nil
      }
      switch action {
      case .paging(let action):
        if case .load(let id) = action {
          // Read as the model reads it, when it starts the load.
          requests[id] = engine.request(for: id)
          if !readsStore.contains(id) {
            #expect(!engine.store.configured || !engine.readsStoreFirst(id), "a load that may read the store says so")
          }
        }
        actions.append(action)
      case .readStoreFirst(let id):
        #expect(engine.store.configured, "only a list with a store reads it first")
        #expect(id.generation == engine.paging.generation)
        announced = id
      case .newGeneration:
        #expect(!saysNewGeneration, "one .newGeneration per call")
        saysNewGeneration = true
      case .detail(let level, let action): detailActions.append((level, action))
      case .store(let action): storeActions.append(action)
      case .rowsLeft(let ids): idsLeft += ids
      case .detailMetricsChanged: break
      }
    }
    let machine = self.machine  // one snapshot: each read of `machine` copies the engine's paging
    #expect(saysNewGeneration == (machine.generation != engineGeneration), "the actions say when a generation starts")
    engineGeneration = machine.generation
    for action in actions {
      switch action {
      case .load(let id):
        guard let request = requests[id] else {
          Issue.record("load \(id) has no request")
          continue
        }
        #expect(live[id] == nil && dead[id] == nil, "load ids are never reused")
        #expect(id.generation == machine.generation)
        #expect(request.query == machine.query, "a load uses the current query")
        if id.generation != generation {
          generation = id.generation
          firstRequests = [:]
        }
        if let first = firstRequests[request.key], first.landed, request.direction != .initial {
          // A page that landed is requested again only after the memory cap dropped it, and
          // then exactly as the first time, so the source answers with the same rows.
          #expect(machine.metrics.pagesDropped > 0, "page \(String(describing: request.key)) loaded twice")
          #expect(request == first.request)
        } else if firstRequests[request.key] == nil {
          firstRequests[request.key] = (request, false)
        }
        live[id] = request
        started += 1
      case .cancel(let id):
        #expect(live[id] != nil, "only a live load is cancelled")
        dead[id] = live.removeValue(forKey: id)
      case .startTimer(let timer, _):
        #expect(!liveTimers.contains(timer) && !deadTimers.contains(timer))
        liveTimers.insert(timer)
      case .cancelTimer(let timer):
        #expect(liveTimers.remove(timer) != nil, "only a live timer is cancelled")
        deadTimers.insert(timer)
      case .publish:
        break
      }
    }
    if case .loaded(let id, _)? = event, let request = live.removeValue(forKey: id) {
      dead[id] = request
      if firstRequests[request.key]?.request == request { firstRequests[request.key]?.landed = true }
    }
    if case .failed(let id, _)? = event, let request = live.removeValue(forKey: id) { dead[id] = request }
    if let event { handled.append((event, actions)) }
    checkInvariants()
    checkChanges()
    return actions
  }

  func checkInvariants() {
    let machine = self.machine  // one snapshot: each read of `machine` copies the engine's paging
    // The non-generic part a row event decides from agrees with the state it is derived from.
    var (synced, position) = (machine, self.position)
    synced.syncPosition(&position)
    #expect(position == self.position, "ScrollPosition out of date")
    let ids = machine.rows.ids
    // Source order kept, no duplicates: ids strictly increase.
    #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 }, "rows out of order or duplicated: \(ids)")
    // No gaps but the rows the user removed (and those the transform filters out).
    for (a, b) in zip(ids, ids.dropFirst()) where b > a + 1 {
      #expect(
        (a + 1..<b).allSatisfy { removed.contains($0) || (transforms && $0 % 3 == 0) },
        "rows \(a + 1)..<\(b) are missing")
    }
    if transforms {
      #expect(machine.rows.allSatisfy { $0.id % 3 != 0 && $0.version >= 100 }, "every row went through the transform")
    }
    // The separator above each row is made from its neighbours, and never across a placeholder or
    // above the first row held while more can load there.
    let topReached = machine.presentation.header == .end
    for (offset, id) in ids.enumerated() {
      let made = machine.rows.separator(before: id, topReached: topReached) { above, row in [above?.id, row?.id] }
      if offset > 0 {
        #expect(made == [ids[offset - 1], id])
      } else {
        #expect(made == (machine.rows.placeholdersBefore == 0 && topReached ? [nil, id] : nil))
      }
    }
    // Every row belongs to the current query: no stale generation was applied. Rows kept
    // while a new query loads all belong to one other query, and page no further.
    if machine.rowsFreshness == .previousQuery {
      #expect(Set(machine.rows.map(\.query)).count <= 1)
      #expect(machine.loadsInFlight[.append] == nil && machine.loadsInFlight[.prepend] == nil)
      #expect(machine.presentation.content == .rows && machine.presentation.freshness == .previousQuery)
    } else {
      #expect(machine.rows.allSatisfy { $0.query == machine.query })
    }
    // At most one load per direction, and none at the edges while a first page loads.
    // (By edge, not by request: a dropped first page reloads with its initial request.)
    let inFlight = machine.loadsInFlight
    if inFlight[.initial] != nil {
      #expect(inFlight[.append] == nil && inFlight[.prepend] == nil)
    }
    // The machine waits for exactly the loads the harness sees as live, all of this generation.
    #expect(Set(inFlight.values) == Set(live.keys) && inFlight.count == live.count)
    #expect(live.keys.allSatisfy { $0.generation == machine.generation })
    #expect(machine.metrics.loadsStarted == started)
    #expect(machine.metrics.pagesLoadedInGeneration <= machine.metrics.pagesLoaded)
    if case .notStarted = machine.head { #expect(machine.metrics.pagesLoadedInGeneration == 0) }
    // The presentation agrees with the rows.
    let presentation = machine.presentation
    #expect(presentation.rowCount == ids.count)
    // A jump under way shows its positions as placeholders, with no row yet (a failed one, the
    // first-load error with its retry).
    var jumping = machine.jumped
    if case .loaded = machine.head { jumping = false }
    if presentation.content == .rows { #expect(!ids.isEmpty || jumping) }
    if !ids.isEmpty, case .loaded = machine.head { #expect(presentation.content == .rows) }
    if machine.loadsInFlight[.append] != nil { #expect(presentation.footer == .loading) }
    if machine.loadsInFlight[.prepend] != nil { #expect(presentation.header == .loading) }
    // Placeholders stand for rows that come back: their side never says "end".
    let rows = machine.rows
    #expect(rows.totalCount == rows.placeholdersBefore + ids.count + rows.placeholdersAfter)
    // (The previous query's rows, kept while a new query loads, do not page: their edges are idle.)
    if machine.rowsFreshness == .previousQuery {
      #expect(presentation.header == .idle && presentation.footer == .idle)
    } else {
      if rows.placeholdersAfter > 0, !jumping || machine.presentation.content == .rows {
        #expect(presentation.footer != .end && presentation.footer != .idle)
      }
      if rows.placeholdersBefore > 0 { #expect(presentation.header != .end && presentation.header != .idle) }
    }
    // Edge rows are drawn only where no placeholders stand for them, and never an end marker on top.
    if rows.placeholdersBefore > 0 || presentation.header == .end || presentation.header == .idle {
      #expect(presentation.headerRow == nil)
    } else {
      #expect(presentation.headerRow == presentation.header)
    }
    if rows.placeholdersAfter > 0 || presentation.footer == .idle {
      #expect(presentation.footerRow == nil)
    } else {
      #expect(presentation.footerRow == presentation.footer)
    }
    #expect(rows.item(at: rows.placeholdersBefore - 1) == nil && rows.item(at: rows.endIndex) == nil)
    for id in ids.prefix(3) { #expect(rows.index(of: id).flatMap(rows.item(at:))?.id == id) }
    // With a cap, the rows held stay within the bound `maxLoadedRows` documents: the cap, or two
    // of the largest pages (12 rows here) and the prefetch distance plus one on both sides, less
    // one, when no page at either end can drop without making its edge due.
    if let cap = machine.memoryCap {
      // With detail levels the prefetch distance grows with their look-ahead (up to four pages),
      // and the pages of the rows on screen stay.
      let configuration = machine.configuration
      let distance = engine.levels.isEmpty ? configuration.prefetchDistance : 4 * configuration.pageSize
      let reach = position.reportsDisappearances ? max(position.rowsOnScreen - 1, 0) : 0
      #expect(
        ids.count <= max(cap, 2 * 12 + 2 * (distance + 1) - 1 + 2 * reach),
        "\(ids.count) rows held, cap \(cap), distance \(distance)")
    } else if !counts {
      #expect(rows.placeholdersBefore == 0 && rows.placeholdersAfter == 0)
    }
    // Counted pages put every row at its own position (ids -32...59 at 0...91), whatever jumped,
    // dropped or came back; the user's removals move the rows after them up.
    if counts, removed.isEmpty, machine.rowsFreshness != .previousQuery {
      for id in ids { #expect(rows.index(of: id) == id + 32, "row \(id) at \(rows.index(of: id) ?? -1)") }
      #expect(rows.totalCount <= 92)
    }
  }

  /// Resolves every load and fires every timer until nothing is left: every started load ends
  /// resolved or cancelled.
  mutating func drain() {
    var rounds = 0
    while rounds < 1_000, !live.isEmpty || !liveTimers.isEmpty {
      rounds += 1
      if !live.isEmpty {
        resolveLive(0, succeed: true)
      } else if let timer = liveTimers.min(by: { $0.serial < $1.serial }) {
        liveTimers.remove(timer)
        send(.timerFired(timer))
      }
    }
    #expect(live.isEmpty, "loads left unresolved: \(live.keys)")
    #expect(machine.loadsInFlight.isEmpty)
    #expect(liveTimers.isEmpty)
  }
}
