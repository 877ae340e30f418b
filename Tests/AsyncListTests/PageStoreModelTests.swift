@_spi(Faces) import AsyncList
import AsyncListTesting
import Clocks
import Testing

/// Stale-while-revalidate through the public model, with the in-memory store on a test clock.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PageStoreModelTests {
  typealias Store = InMemoryPageStore<Int, Row, String>
  let source = Source()
  let clock = TestClock<Duration>()
  let store: Store
  let configuration = PagingConfiguration(pageSize: 10, prefetchDistance: 3, queryDebounce: .zero)

  init() {
    store = Store(clock: clock)
  }

  func cache(staleAfter: Duration = .zero) -> ListCache<Int, Row, String> {
    ListCache(store: store, list: "rows", staleAfter: staleAfter)
  }

  /// Saves a first page of `first` and pages below it, ten rows each, as a list would have.
  func seed(_ first: Range<Int>, below: [Range<Int>] = [], query: String = "") async {
    let last = below.count
    await store.save(
      StoredPage(key: nil, direction: .initial, page: Page(items: rows(first, query: query), nextKey: 1)),
      of: "rows", query: query)
    for (index, range) in below.enumerated() {
      let page = Page(items: rows(range, query: query), nextKey: index + 1 == last ? 99 : index + 2)
      await store.save(StoredPage(key: index + 1, direction: .append, page: page), of: "rows", query: query)
    }
  }

  /// The pages the store holds, after the model's writes: bounded by yields, not time.
  func storedItems(query: String = "", until predicate: ([[Row]]) -> Bool) async -> [[Row]] {
    var items: [[Row]] = []
    for _ in 0..<10_000 {
      items = await store.pages(of: "rows", query: query, rowLimit: .max)?.pages.map(\.page.items) ?? []
      if predicate(items) { break }
      await Task.yield()
    }
    return items
  }

  @Test func cachedRowsShowBeforeTheNetworkAnswersAndTheFreshPageReplacesThemInOneUpdate() async throws {
    await seed(0..<10, below: [10..<20])
    await clock.advance(by: .seconds(30))
    let model = Model(source: source, cache: cache(), configuration: configuration, clock: clock)
    let recorder = PresentationRecorder(model)
    model.start()
    let request = try await source.nextRequest()
    #expect(request.direction == .initial && request.key == nil)
    #expect(model.ids == Array(0..<20), "the stored rows show before the network answers")
    #expect(model.presentation.freshness == .cached && model.presentation.refresh == .refreshing)
    #expect(model.dataAge == .seconds(30))
    #expect(model.metrics.pagesRestored == 2)
    await request.resolve(items: rows(100..<110), nextKey: 1)
    try await recorder.waitFor("the fresh page") {
      $0.presentation.freshness == .fresh && $0.presentation.rowCount == 10
    }
    #expect(model.ids == Array(100..<110))
    #expect(model.dataAge == .zero)
    let shown = recorder.presentations.drop { $0.content != .rows }
    #expect(shown.allSatisfy { $0.content == .rows }, "no blank or first-load screen between cached and fresh")
    #expect(shown.filter { $0.freshness == .fresh }.count == 1, "the swap is one update")
    let stored = await storedItems { $0 == [rows(100..<110)] }
    #expect(stored == [rows(100..<110)], "the fresh page replaced the stored list")
  }

  @Test func storedRowsYoungerThanStaleAfterShowWithoutTheNetworkAndPageFromTheStore() async throws {
    await seed(0..<10, below: [10..<20, 20..<30])
    await clock.advance(by: .seconds(10))
    let model = Model(
      source: source, cache: ListCache(store: store, list: "rows", staleAfter: .seconds(60), restoredRows: 10),
      configuration: configuration, clock: clock)
    model.start()
    try await model.waitUntil { $0.rows.count == 10 }
    #expect(model.metrics.loadsStarted == 0)
    model.rowAppeared(at: 9)
    try await model.waitUntil("page 1 from the store") { $0.rows.count == 20 }
    model.rowAppeared(at: 19)
    try await model.waitUntil("page 2 from the store") { $0.rows.count == 30 }
    #expect(await source.received.isEmpty, "nothing went to the network")
    model.rowAppeared(at: 29)
    let beyond = try await source.nextRequest()
    #expect(beyond.key == 99 && beyond.direction == .append, "past the stored pages, the network")
    await beyond.resolve(items: rows(30..<40), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 40 }
    #expect(model.ids == Array(0..<40))
    let stored = await storedItems { $0.count == 4 }
    #expect(stored.last == rows(30..<40), "the network's page went below the stored ones")
  }

  @Test func revalidateRefreshesOnlyDataOlderThanStaleAfter() async throws {
    let model = Model(
      source: source, cache: cache(staleAfter: .seconds(60)), configuration: configuration, clock: clock)
    model.start()
    try await source.nextRequest().resolve(items: rows(0..<10), nextKey: 1)
    try await model.waitUntil { $0.rows.count == 10 }
    await clock.advance(by: .seconds(30))
    model.revalidate()
    #expect(model.metrics.loadsStarted == 1, "30 s old data is fresh enough")
    await clock.advance(by: .seconds(31))
    model.revalidate()
    let refresh = try await source.nextRequest()
    #expect(refresh.direction == .initial)
    #expect(model.ids == Array(0..<10) && model.presentation.refresh == .refreshing)
    model.stop()
    await clock.advance(by: .seconds(100))
    model.revalidate()
    #expect(model.metrics.loadsStarted == 2, "a stopped model does not revalidate")
  }

  @Test func aFailedRevalidationKeepsTheCachedRowsAndTheyPageFromTheStore() async throws {
    await seed(0..<10, below: [10..<20])
    let model = Model(
      source: source, cache: ListCache(store: store, list: "rows", restoredRows: 10), configuration: configuration,
      clock: clock)
    model.start()
    try await source.nextRequest().fail(TestError(message: "offline"))
    try await model.waitUntil { $0.presentation.refresh != .refreshing }
    #expect(model.presentation.refresh == .failed(LoadFailure(error: TestError(message: "offline"))))
    #expect(model.ids == Array(0..<10) && model.presentation.freshness == .cached)
    model.rowAppeared(at: 9)
    try await model.waitUntil("the stored page below") { $0.rows.count == 20 }
    #expect(await source.received.count == 1, "offline, the stored page came from the store")
  }

  @Test func aNewQueryNeverMixesWithTheOldQuerysRowsOrItsStoredPages() async throws {
    await seed(0..<10, query: "a")
    await seed(50..<60, query: "b")
    let model = Model(source: source, query: "a", cache: cache(), configuration: configuration, clock: clock)
    model.start()
    let revalidateA = try await source.nextRequest()
    #expect(model.rows.allSatisfy { $0.query == "a" } && model.rows.count == 10)
    model.query = "b"
    let forB = try await source.nextRequest()
    try await revalidateA.waitUntilCancelled()
    #expect(forB.query == "b")
    #expect(model.presentation.freshness == .previousQuery, "a's rows stay, marked, while b loads")
    model.rowAppeared(at: 9)
    #expect(model.metrics.loadsInFlight == 1, "the previous query's rows do not page")
    await revalidateA.resolve(items: rows(0..<10, query: "a"), nextKey: 1)
    await forB.resolve(items: rows(70..<80, query: "b"), nextKey: nil)
    try await model.waitUntil { $0.presentation.freshness == .fresh }
    #expect(model.rows.allSatisfy { $0.query == "b" } && model.ids == Array(70..<80))
    #expect(model.metrics.staleResponsesDiscarded == 1)
    let storedB = await storedItems(query: "b") { $0 == [rows(70..<80, query: "b")] }
    #expect(storedB == [rows(70..<80, query: "b")])
    let storedA = await storedItems(query: "a") { _ in true }
    #expect(storedA == [rows(0..<10, query: "a")], "a's stored page is a's, untouched by the late response")
  }

  @Test func aPageBelowTheFreshFirstPageNeverComesFromTheOldStoredList() async throws {
    // The stored list has a page at key 1; the fresh first page points at key 1 too, and is so
    // short that the page below it is due the moment it lands.
    await seed(0..<10, below: [10..<20])
    let model = Model(source: source, cache: cache(), configuration: configuration, clock: clock)
    model.start()
    let revalidation = try await source.nextRequest()
    model.rowAppeared(at: 15)
    await revalidation.resolve(items: rows(100..<102), nextKey: 1)
    let below = try await source.nextRequest()
    #expect(below.key == 1, "the page below the fresh one comes from the source")
    await below.resolve(items: rows(102..<110), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 10 }
    #expect(model.ids == Array(100..<110), "no row of the old stored list")
  }

  @Test func aStoreThatDoesNotAnswerIsPassedByAfterItsDeadline() async throws {
    let model = Model(
      source: source, cache: ListCache(store: StalledStore(clock: clock), list: "rows", readDeadline: .seconds(2)),
      configuration: configuration, clock: clock)
    model.start()
    await clock.advance(by: .milliseconds(1_999))
    #expect(model.metrics.loadsStarted == 0)
    await clock.advance(by: .milliseconds(2))
    let first = try await source.nextRequest()
    #expect(first.direction == .initial)
    #expect(model.lastStoreError as? PageStoreTimeout == PageStoreTimeout(deadline: .seconds(2)))
    await first.resolve(items: rows(0..<10), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 10 }
  }

  @Test func invalidateDropsTheStoredPagesAndReloads() async throws {
    await seed(0..<10)
    let model = Model(
      source: source, cache: cache(staleAfter: .seconds(60)), configuration: configuration, clock: clock)
    model.start()
    try await model.waitUntil { $0.rows.count == 10 }
    #expect(model.metrics.loadsStarted == 0)
    model.invalidate()
    let reload = try await source.nextRequest()
    let emptied = await storedItems { $0.isEmpty }
    #expect(emptied.isEmpty, "the store dropped the list")
    await reload.resolve(items: rows(10..<20), nextKey: nil)
    try await model.waitUntil { $0.presentation.freshness == .fresh }
    let stored = await storedItems { !$0.isEmpty }
    #expect(stored == [rows(10..<20)])
  }
}

/// A store whose reads wait an hour on the test clock.
struct StalledStore: PageStore {
  let clock: TestClock<Duration>

  func pages(of list: String, query: String, rowLimit: Int) async throws -> StoredList<Int, Row>? {
    try await clock.sleep(for: .seconds(3_600))
    return nil
  }
  func page(of list: String, query: String, key: Int?) async throws -> Page<Int, Row>? { nil }
  func save(_ page: StoredPage<Int, Row>, of list: String, query: String) async throws {}
  func removeAll(of list: String) async throws {}
}

/// Pages the memory cap dropped come back from the store; a list started at a key grows both ways.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct StartAnywhereTests {
  let counter = RequestCounter()
  let source: CountingSource

  init() {
    source = CountingSource(base: ArrayPageSource(items: rows(0..<200)), counter: counter)
  }

  /// Shows `range` on screen and waits until no page is loading.
  func show(_ range: Range<Int>, on model: AsyncListModel<CountingSource>) async throws {
    model.visibleRowsChanged(to: range)
    try await model.waitUntil("loads settled at \(range)") { $0.metrics.loadsInFlight == 0 }
  }

  @Test func pagesTheMemoryCapDroppedReloadFromTheStoreBeforeTheNetwork() async throws {
    let store = InMemoryPageStore<Int, Row, String>()
    let model = AsyncListModel(
      source: source, cache: ListCache(store: store, list: "capped"),
      configuration: PagingConfiguration(pageSize: 10, prefetchDistance: 3, maxLoadedRows: 30), clock: TestClock())
    model.start()
    try await model.waitUntil { $0.rows.count == 10 }
    for top in stride(from: 0, through: 80, by: 5) { try await show(top..<top + 5, on: model) }
    #expect(model.metrics.pagesDropped > 0)
    await model.finishStoreWrites()
    #expect(await store.pageCount >= 9, "every page landed is stored")
    let fromNetwork = await counter.count
    for top in stride(from: 80, through: 0, by: -5) { try await show(top..<top + 5, on: model) }
    #expect(model.metrics.pagesReloaded > 0)
    #expect(await counter.count == fromNetwork, "every dropped page came back from the store")
    #expect(model.rows.totalCount == model.rows.count + model.rows.placeholdersAfter)
    #expect(model.rows.ids.first == 0 && model.rows.ids == Array(model.rows.ids.first!...model.rows.ids.last!))
  }

  @Test func aListStartedAtAKeyLoadsBothWaysWithoutDuplicateOrGap() async throws {
    let model = AsyncListModel(
      source: source, initialKey: 100, configuration: PagingConfiguration(pageSize: 10, prefetchDistance: 3),
      clock: TestClock())
    model.start()
    try await model.waitUntil { $0.rows.count == 10 }
    #expect(model.ids == Array(100..<110) && model.startRowID == 100)
    for _ in 0..<3 {
      model.rowAppeared(at: 0)
      try await model.waitUntil { $0.metrics.loadsInFlight == 0 }
    }
    model.rowAppeared(at: model.rows.count - 1)
    try await model.waitUntil { $0.metrics.loadsInFlight == 0 && $0.rows.count == 50 }
    #expect(model.ids == Array(70..<120), "three pages above, one below, in order, each row once")
    #expect(model.startRowID == 100 && model.rows.index(of: 100) == 30, "the row to scroll to moved with the rows")
    #expect(model.presentation.header == .loading)
  }
}

/// Counts the requests that reach a source.
actor RequestCounter {
  private(set) var count = 0
  func add() { count += 1 }
}

/// A source that counts its requests.
struct CountingSource: PageSource {
  let base: ArrayPageSource<Row>
  let counter: RequestCounter

  func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, Row> {
    await counter.add()
    return try await base.loadPage(request)
  }
}
