@_spi(Faces) import AsyncList
import AsyncListTesting
import Clocks
import Testing

/// A store over the in-memory one that stalls reads on the test clock and fails writes of
/// first pages, as a slow or full disk would.
struct FaultyStore: PageStore {
  /// Counts the reads of whole lists that started, so a test advances its clock only after
  /// a read is asleep on it.
  actor Reads {
    private(set) var started = 0
    func start() { started += 1 }
  }

  let base: InMemoryPageStore<Int, Row, String>
  let clock: TestClock<Duration>
  let reads = Reads()
  var listDelay = Duration.zero
  var pageDelay = Duration.zero
  var failsFirstPages = false
  var saveDelay = Duration.zero
  let saves = Reads()

  func pages(of list: String, query: String, rowLimit: Int) async throws -> StoredList<Int, Row>? {
    let deadline = clock.now.advanced(by: listDelay)  // taken before the read counts as started
    await reads.start()
    if listDelay > .zero { try await clock.sleep(until: deadline) }
    return await base.pages(of: list, query: query, rowLimit: rowLimit)
  }
  func page(of list: String, query: String, key: Int?) async throws -> Page<Int, Row>? {
    if pageDelay > .zero { try await clock.sleep(for: pageDelay) }
    return await base.page(of: list, query: query, key: key)
  }
  func save(_ page: StoredPage<Int, Row>, of list: String, query: String) async throws {
    if failsFirstPages && page.direction == .initial { throw TestError(message: "disk full") }
    let deadline = clock.now.advanced(by: saveDelay)
    await saves.start()
    if saveDelay > .zero { try await clock.sleep(until: deadline) }
    await base.save(page, of: list, query: query)
  }
  func removeAll(of list: String) async throws { await base.removeAll(of: list) }
}

/// What the review of the store found: stops, invalidations, stalled reads and failed writes.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PageStoreFaultTests {
  let source = Source()
  let clock = TestClock<Duration>()
  let base: InMemoryPageStore<Int, Row, String>
  let configuration = PagingConfiguration(pageSize: 10, prefetchDistance: 3, queryDebounce: .zero)

  init() { base = InMemoryPageStore(clock: clock) }

  func seed(_ first: Range<Int>, below: Range<Int>) async {
    await base.save(
      StoredPage(key: nil, direction: .initial, page: Page(items: rows(first), nextKey: 1)), of: "rows", query: "")
    await base.save(
      StoredPage(key: 1, direction: .append, page: Page(items: rows(below), nextKey: 2)), of: "rows", query: "")
  }

  func model(_ store: FaultyStore, staleAfter: Duration = .zero) -> Model {
    Model(
      source: source, cache: ListCache(store: store, list: "rows", staleAfter: staleAfter),
      configuration: configuration, clock: clock)
  }

  @Test func finishStoreWritesReturnsOnceThePagesAreStored() async throws {
    let store = FaultyStore(base: base, clock: clock, saveDelay: .seconds(1))
    let model = model(store)
    model.start()
    try await source.nextRequest().resolve(items: rows(0..<10), nextKey: 1)
    try await model.waitUntil { $0.rows.count == 10 }
    let finished = Task { @MainActor in
      await model.finishStoreWrites()
      return await base.pageCount
    }
    try await eventually("the write started") { await store.saves.started >= 1 }
    #expect(await base.pageCount == 0, "the write is still under way")
    await clock.advance(by: .seconds(1))
    #expect(await finished.value == 1, "finishStoreWrites returned after the page was stored")
  }

  @Test func aStopDuringRevalidationResumesItAtTheNextStart() async throws {
    await seed(0..<10, below: 10..<20)
    let model = model(FaultyStore(base: base, clock: clock))
    model.start()
    let revalidation = try await source.nextRequest()
    model.stop()
    try await revalidation.waitUntilCancelled()
    #expect(model.presentation.freshness == .cached)
    model.start()
    let again = try await source.nextRequest()
    #expect(again.direction == .initial, "the interrupted revalidation runs again")
    await again.resolve(items: rows(100..<110), nextKey: nil)
    try await model.waitUntil { $0.presentation.freshness == .fresh }
  }

  @Test func anInvalidationBeforeStartIsDoneBeforeTheStoreIsRead() async throws {
    await seed(0..<10, below: 10..<20)
    let model = model(FaultyStore(base: base, clock: clock), staleAfter: .seconds(3_600))
    model.invalidate()
    model.start()
    let first = try await source.nextRequest()
    #expect(first.direction == .initial)
    #expect(model.rows.isEmpty && model.metrics.pagesRestored == 0, "the dropped rows never show")
  }

  /// Waits until the store has begun `count` reads (each read's deadline is set when it
  /// begins: the test advances the clock only after).
  func readsStarted(_ count: Int, _ store: FaultyStore) async throws {
    try await eventually("\(count) reads started") { await store.reads.started >= count }
  }

  @Test func aStopAndAStartDuringTheRestoreUseTheSecondRead() async throws {
    await seed(0..<10, below: 10..<20)
    let store = FaultyStore(base: base, clock: clock, listDelay: .milliseconds(500))
    let model = model(store, staleAfter: .seconds(60))
    model.start()
    try await readsStarted(1, store)
    await clock.advance(by: .milliseconds(200))
    model.stop()
    model.start()
    try await readsStarted(2, store)
    await clock.advance(by: .milliseconds(600))
    try await model.waitUntil { $0.rows.count == 20 }
    #expect(model.metrics.pagesRestored == 2, "one restore")
    #expect(model.lastStoreError == nil, "the cancelled first read is no error")
    #expect(model.metrics.loadsStarted == 0)
  }

  @Test func aStalledPageReadFallsBackToTheSourceAfterTheDeadline() async throws {
    await seed(0..<10, below: 10..<20)
    let store = FaultyStore(base: base, clock: clock, pageDelay: .seconds(3_600))
    let model = Model(
      source: source,
      cache: ListCache(
        store: store, list: "rows", staleAfter: .seconds(60), restoredRows: 10, readDeadline: .seconds(2)),
      configuration: configuration, clock: clock)
    model.start()
    try await model.waitUntil { $0.rows.count == 10 }
    model.rowAppeared(at: 9)
    await clock.advance(by: .milliseconds(1_999))
    #expect(await source.received.isEmpty)
    await clock.advance(by: .milliseconds(2))
    let fromSource = try await source.nextRequest()
    #expect(fromSource.key == 1, "past the deadline the page comes from the source")
  }

  @Test func aFailedFirstPageWriteStopsReadsFromTheOlderStoredList() async throws {
    await seed(0..<10, below: 10..<20)
    let model = model(FaultyStore(base: base, clock: clock, failsFirstPages: true))
    model.start()
    let revalidation = try await source.nextRequest()
    await revalidation.resolve(items: rows(100..<110), nextKey: 1)
    try await model.waitUntil { $0.presentation.freshness == .fresh }
    // The write's failure reaches the model when the write chain ends.
    await model.finishStoreWrites()
    #expect((model.lastStoreError as? TestError)?.message == "disk full")
    model.rowAppeared(at: 9)
    let below = try await source.nextRequest()
    #expect(below.key == 1, "the store still holds the old list: the page comes from the source")
    await below.resolve(items: rows(110..<120), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 20 }
    #expect(model.ids == Array(100..<120))
  }
}
