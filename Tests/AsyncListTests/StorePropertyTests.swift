import PropertyBased
import Testing

@testable import AsyncList

/// The engine with a store: random interleavings of starts and stops, the store's answers (the
/// list's query, another query's, nothing, late ones of an older read), pages landing from the
/// source or read from the store, writes that succeed or fail, revalidations, invalidations,
/// resets, refreshes, query changes and the other paging events. After every step the paging
/// invariants hold (rows of the current query only, so a restore never shows another query's
/// rows; no stale response applied), and the store's: nothing shown changes when a write fails;
/// after a first page's write failed no page is read from the store until a first page is
/// written again; only pages of the source the list took are written.
@Suite(.timeLimit(.minutes(10)))
struct StorePropertyTests {
  @Test(.shrinking(false)) func theStoreKeepsItsInvariantsWithBothLevelsOfPaging() async {
    await propertyCheck(count: propertyRuns(200, long: 3_000), input: Gen.int(in: 0...999_999).array(of: 150)) {
      codes in
      var harness = StoreHarness(maxLoadedRows: codes[0] % 2 == 0 ? nil : 30, keptPages: codes[0] % 5)
      for (step, code) in codes.enumerated() {
        harness.step(code)
        if step % 50 == 0 { await Task.yield() }
      }
    }
  }

  @Test func theHarnessReachesEveryStoreEvent() {
    // The property above must be able to fail: these runs restore lists, read pages from the
    // store, write pages, fail writes and revalidate.
    var totals = StoreHarness.Counts()
    for seed in 0..<60 {
      var harness = StoreHarness(maxLoadedRows: seed % 2 == 0 ? nil : 30, keptPages: seed % 5)
      var state = UInt64(seed + 1)
      for _ in 0..<200 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        harness.step(Int(state >> 40) % 1_000_000)
      }
      totals.add(harness.counts)
    }
    #expect(totals.restoredRows > 10 && totals.pagesFromStore > 10 && totals.writes > 50)
    #expect(totals.failedWrites > 10 && totals.failedHeadWrites > 3 && totals.revalidations > 10)
  }
}

/// A list with a store, the store kept in memory by query as the engine's writes land.
struct StoreHarness {
  struct Counts {
    var restoredRows = 0
    var pagesFromStore = 0
    var writes = 0
    var failedWrites = 0
    var failedHeadWrites = 0
    var revalidations = 0

    mutating func add(_ other: Counts) {
      restoredRows += other.restoredRows
      pagesFromStore += other.pagesFromStore
      writes += other.writes
      failedWrites += other.failedWrites
      failedHeadWrites += other.failedHeadWrites
      revalidations += other.revalidations
    }
  }

  var paging: PagingHarness
  /// What the store holds, by query: the pages written, first page first.
  var kept: [String: [StoredPage<Int, Row>]] = [:]
  /// The read at start under way, and older ones whose answers may still arrive.
  var reads: [(attempt: Int, query: String, rowLimit: Int)] = []
  /// Writes issued and not yet done, in order.
  var writes: [(page: StoredPage<Int, Row>, query: String, replacingList: Bool)] = []
  /// Whether the store holds the list shown, as the harness sees it.
  var holdsShownList = true
  var counts = Counts()

  /// - Parameters:
  ///   - maxLoadedRows: The memory cap, if any.
  ///   - keptPages: The pages the store holds for the empty query at start (a previous launch).
  init(maxLoadedRows: Int?, keptPages: Int) {
    paging = PagingHarness(maxLoadedRows: maxLoadedRows, store: .seconds(60))
    let pages = (0..<keptPages).map { key in
      let request = PageRequest(
        key: key == 0 ? nil : key, loadSize: 10, direction: key == 0 ? .initial : .append, query: "")
      return StoredPage(key: request.key, direction: request.direction, page: paging.page(for: request), loadSize: 10)
    }
    if !pages.isEmpty { kept[""] = pages }
  }

  var engine: PagingHarness.Engine {
    get { paging.engine }
    set { paging.engine = newValue }
  }

  mutating func step(_ code: Int) {
    paging.now.nanoseconds += Int64(code % 997) * 1_000_000
    let argument = code / 20
    switch code % 20 {
    case 0: run(engine.start(at: paging.now))
    case 1: run(engine.stop(at: paging.now))
    case 2, 3: answerRead(argument)
    case 4, 5: finishWrite(failing: false)
    case 6: finishWrite(failing: argument % 5 == 0)
    case 7:
      counts.revalidations += 1
      run(engine.revalidate(olderThan: argument % 3 == 0 ? nil : .seconds(argument % 90), at: paging.now))
    case 8: run(engine.invalidate(at: paging.now))
    case 9: run(engine.reset(at: paging.now))
    case 10..<14: land(argument)
    case 14..<17:
      // A row appears: the user scrolls, and with a memory cap pages are dropped and read back.
      paging.step((argument / 25) * 100 + argument % 25)
      takeStoreActions()
    default:
      // Paging's other events (rows appearing among them), but not start, stop or a restore (the
      // store decides those) and not a page landing (it goes through the store's decision above).
      let kinds = Array(25..<28) + Array(48..<95)
      paging.step((argument / kinds.count) * 100 + kinds[argument % kinds.count])
      takeStoreActions()
    }
  }

  /// Runs the engine's actions through the paging harness's checks, then the store's.
  mutating func run(_ actions: [PagingHarness.Engine.Action], event: PagingHarness.Machine.Event? = nil) {
    paging.process(actions, event: event)
    takeStoreActions()
  }

  mutating func takeStoreActions() {
    for action in paging.storeActions {
      switch action {
      case .read(let attempt, let query, let rowLimit):
        #expect(!reads.contains { $0.attempt == attempt }, "one read per attempt")
        reads.append((attempt, query, rowLimit))
      case .write(let page, let query, let replacingList):
        counts.writes += 1
        writes.append((page, query, replacingList))
        if replacingList { holdsShownList = true }
      case .removeAll:
        kept = [:]
      }
    }
    paging.storeActions = []
  }

  /// The store answers a read at start: the list kept for its query, another query's, nothing,
  /// or (for an older read) late.
  mutating func answerRead(_ argument: Int) {
    guard !reads.isEmpty else { return }
    let read = reads.remove(at: argument % reads.count)
    let query = argument % 5 == 4 ? (read.query == "a" ? "" : "a") : read.query
    // As a store reads: whole pages from the first down, until the row limit is reached.
    var pages: [StoredPage<Int, Row>] = []
    for page in kept[query] ?? [] where pages.reduce(0, { $0 + $1.page.items.count }) < read.rowLimit {
      pages.append(page)
    }
    let list = pages.isEmpty || argument % 7 == 0 ? nil : StoredList(pages: pages, age: .seconds(argument % 120))
    let isCurrent = engine.store.restoring && read.attempt == engine.store.readAttempt
    let (rows, presentation) = (paging.machine.rows.ids, paging.machine.presentation)
    let actions = engine.storeAnswered(list, attempt: read.attempt, query: query, at: paging.now)
    if !isCurrent {
      #expect(actions.isEmpty, "the answer of a read that is not the current one does nothing")
      #expect(paging.machine.rows.ids == rows && paging.machine.presentation == presentation)
    }
    run(actions)
    if isCurrent, list != nil, paging.machine.rowsFreshness == .cached { holdsShownList = true }
    if list != nil, paging.machine.rowsFreshness == .cached { counts.restoredRows += paging.machine.rows.count }
  }

  /// A live load lands: from the store when the engine says to read it first and the store has
  /// the page, else from the source.
  mutating func land(_ argument: Int) {
    let loads = paging.live.keys.sorted { $0.serial < $1.serial }
    guard !loads.isEmpty else { return }
    let id = loads[argument % loads.count]
    let request = paging.live[id]!
    // What the model does: read the store first when the engine announced it for this load, and
    // only if the store still holds the list shown when the read runs (a write may have failed).
    let readsStore = paging.readsStore.remove(id) != nil && engine.storeHoldsShownList
    if !holdsShownList { #expect(!readsStore, "no page is read from a store that holds another list") }
    let stored = readsStore ? kept[request.query]?.first { $0.key == request.key } : nil
    let page = stored?.page ?? paging.page(for: request)
    let isHead = paging.machine.loadsInFlight[.initial] == id
    let takes = paging.machine.isAwaiting(id) && !paging.machine.isReload(id)
    if stored != nil { counts.pagesFromStore += 1 }
    paging.storeActions = []
    let writesBefore = writes.count
    if isHead { paging.firstRequests = [nil: (request, true)] }
    run(
      engine.pageLanded(page, for: id, fromStore: stored != nil, at: paging.now),
      event: .loaded(id, page))
    let wrote = writes.count > writesBefore
    #expect(wrote == (takes && stored == nil), "only a page of the source the list took is written")
    if isHead { paging.removed = [] }
  }

  /// The oldest write completes, or fails: a failure changes nothing the list shows.
  mutating func finishWrite(failing: Bool) {
    guard !writes.isEmpty else { return }
    let write = writes.removeFirst()
    if failing {
      counts.failedWrites += 1
      if write.replacingList {
        counts.failedHeadWrites += 1
        holdsShownList = false
      }
      let rows = paging.machine.rows.ids
      let presentation = paging.machine.presentation
      engine.storeWriteFailed(replacingList: write.replacingList)
      #expect(
        paging.machine.rows.ids == rows && paging.machine.presentation == presentation, "a failed write loses nothing")
      return
    }
    if write.replacingList {
      kept[write.query] = [write.page]
    } else {
      kept[write.query, default: []].append(write.page)
    }
  }
}
