import AsyncListTesting
import Clocks
import Testing

@_spi(Faces) @testable import AsyncList

/// A detail source whose every load fails at once (or, with `failing`, the rows it names).
struct FailingAmounts: DetailSource {
  var failing: @Sendable (Int) -> Bool = { _ in true }

  func loadDetail(for item: Row) async throws -> Double {
    if failing(item.id) { throw TestError(message: "no amount for \(item.id)") }
    return Double(item.id)
  }
}

/// What the list and its loaders report, and what they keep: failures are counted across
/// retries and forgotten with their rows, disappearances start nothing, a store that cannot
/// open says so, and a cached list never shows a first load.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct HonestReportTests {
  let source = Source()
  let clock = TestClock<Duration>()

  @Test func failedDetailsOfRowsTheCapDroppedAreForgotten() async throws {
    // Scroll 4,000 rows of 5,000 with at most 200 held, every detail failing: the rows far
    // behind are placeholders now, and their failures must not be kept for ever.
    let pages = ArrayPageSource(items: rows(0..<5_000))
    let model = AsyncListModel(
      source: pages, query: "", configuration: PagingConfiguration(pageSize: 50, maxLoadedRows: 200), clock: clock)
    let amounts = model.details(
      from: FailingAmounts(),
      configuration: DetailConfiguration(maxConcurrentLoads: 8, prefetchDistance: 0, settleDelay: .zero))
    model.start()
    try await model.waitUntil { $0.rows.count >= 50 }
    let screen = 20
    for top in stride(from: 0, to: 4_000, by: screen) {
      try await model.waitUntil("rows \(top + screen) held") { $0.rows.item(at: top + screen - 1) != nil }
      for index in top..<top + screen { model.rowAppeared(at: index) }
      try await amounts.waitUntil("the screen at \(top) failed") { loader in
        loader.metrics.loadsInFlight == 0
      }
      for index in top..<top + screen { model.rowDisappeared(at: index) }
    }
    #expect(amounts.metrics.failures >= 3_000, "the details did fail: \(amounts.metrics.failures)")
    let stillFailed = (0..<3_000).filter {
      if case .failed = amounts.state(for: $0) { return true }
      return false
    }
    #expect(stillFailed.isEmpty, "\(stillFailed.count) rows the list no longer holds still report a failure")
    #expect(model.rows.count <= 300, "the cap held: \(model.rows.count) rows")
    // The tables are bounded by the rows held, not by the rows ever seen.
    #expect(model.engine.levels[0].failures.count <= 2 * 200 + DetailScheduler<Int, any Sendable>.failureSweepFloor)
    #expect(
      model.engine.levels[0].retriedAttempts.count <= 2 * 200 + DetailScheduler<Int, any Sendable>.failureSweepFloor)
  }

  @Test func rowsARefreshBringsBackKeepTheirDetailObjects() async throws {
    // A refresh replaces the rows with a first page holding the same ids: those rows never left,
    // so their observable detail objects stay (a view may hold one), and a later row event that
    // loads a page says nothing of them.
    let model = Model(source: source, configuration: PagingConfiguration(pageSize: 10), clock: clock)
    let amounts = model.details(
      from: FailingAmounts(failing: { $0 == 1 }),
      configuration: DetailConfiguration(maxConcurrentLoads: 4, prefetchDistance: 0, settleDelay: .zero))
    model.start()
    try await source.nextRequest().resolve(items: rows(0..<10), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 10 }
    for index in 0..<3 { model.rowAppeared(at: index) }
    let row1 = amounts.row(for: 1)
    try await amounts.waitUntil { $0.metrics.failures == 1 && $0.metrics.loadsInFlight == 0 }
    let refresh = Task { await model.refresh() }
    try await source.nextRequest().resolve(items: rows(0..<10), nextKey: 1)  // now there is more
    await refresh.value
    model.rowAppeared(at: 9)  // near the end: the next page is due
    let next = try await source.nextRequest()
    #expect(next.key == 1)
    #expect(amounts.row(for: 1) === row1, "the row object of a row the refresh brought back")
  }

  @Test func aPageThatFailsAgainAfterARetryCountsItsAttempts() async throws {
    let model = Model(source: source, configuration: PagingConfiguration(pageSize: 10), clock: clock)
    model.start()
    try await source.nextRequest().fail(TestError())
    try await model.waitUntil { $0.presentation.content == .firstLoadFailed(LoadFailure(error: TestError())) }
    model.retry()
    try await source.nextRequest().fail(TestError())
    try await model.waitUntil("the second failure") {
      if case .firstLoadFailed(let failure) = $0.presentation.content { return failure.attempt == 2 }
      return false
    }
    // The same at the footer: a page below the first fails, is retried, and fails again.
    model.retry()
    try await source.nextRequest().resolve(items: rows(0..<10), nextKey: 2)
    try await model.waitUntil { $0.rows.count == 10 }
    model.rowAppeared(at: 9)
    try await source.nextRequest().fail(TestError())
    try await model.waitUntil { $0.presentation.footer == .failed(LoadFailure(error: TestError())) }
    model.retry()
    try await source.nextRequest().fail(TestError())
    try await model.waitUntil("the footer's second failure") {
      $0.presentation.footer == .failed(LoadFailure(error: TestError(), attempt: 2))
    }
  }

  @Test func automaticRetriesStartAgainAfterTheUserRetries() async throws {
    // Two automatic attempts in all; after they are used up the user retries, and the policy
    // gives that attempt its own backoff again while the count goes on.
    let configuration = PagingConfiguration(
      pageSize: 10, automaticRetry: AutomaticRetry(maxAttempts: 2, initialDelay: .seconds(1)))
    let model = Model(source: source, configuration: configuration, clock: clock)
    model.start()
    try await source.nextRequest().fail(TestError())
    try await model.waitUntil {
      $0.presentation.content == .firstLoadFailed(LoadFailure(error: TestError(), willRetry: true))
    }
    await clock.advance(by: .milliseconds(1_001))
    try await source.nextRequest().fail(TestError())
    try await model.waitUntil {
      $0.presentation.content == .firstLoadFailed(LoadFailure(error: TestError(), attempt: 2))
    }
    model.retry()
    try await source.nextRequest().fail(TestError())
    try await model.waitUntil("attempt 3, retried again automatically") {
      $0.presentation.content == .firstLoadFailed(LoadFailure(error: TestError(), attempt: 3, willRetry: true))
    }
  }

  @Test func rowsLeavingTheScreenStartNoLoads() async throws {
    // A screen that jumps: the view reports the old rows leaving. Every slot is busy with rows
    // on screen; each row that leaves must not hand its slot to a row that is about to leave too.
    let model = Model(source: source, configuration: PagingConfiguration(pageSize: 100), clock: clock)
    let amounts = model.details(
      from: ScriptedDetailSource<Row, Double>(),
      configuration: DetailConfiguration(maxConcurrentLoads: 4, prefetchDistance: 0, settleDelay: .zero))
    model.start()
    try await source.nextRequest().resolve(items: rows(0..<100), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 100 }
    for index in 0..<20 { model.rowAppeared(at: index) }
    #expect(amounts.metrics.loadsStarted == 4)
    for index in 0..<20 { model.rowDisappeared(at: index) }
    #expect(amounts.metrics.loadsStarted == 4, "disappearances started loads")
    #expect(amounts.metrics.loadsCancelled == 0, "disappearances cancelled loads near the screen")
  }

  @Test func aCachedListNeverShowsTheFirstLoadBeforeItsStoredRows() async throws {
    let store = InMemoryPageStore<Int, Row, String>(clock: clock)
    await store.save(
      StoredPage(key: nil, direction: .initial, page: Page(items: rows(0..<10), nextKey: 1)), of: "rows", query: "")
    let model = Model(
      source: source, cache: ListCache(store: store, list: "rows", staleAfter: .seconds(60)),
      configuration: PagingConfiguration(pageSize: 10), clock: clock)
    let recorder = PresentationRecorder(model)
    model.start()
    try await recorder.waitFor { $0.presentation.content == .rows }
    #expect(recorder.contents == [.restoring, .rows], "no first load drawn before rows the store had")
  }

  @Test func anEmptyStoreGoesFromRestoringToTheFirstLoad() async throws {
    let store = InMemoryPageStore<Int, Row, String>(clock: clock)
    let model = Model(
      source: source, cache: ListCache(store: store, list: "rows"), configuration: PagingConfiguration(pageSize: 10),
      clock: clock)
    let recorder = PresentationRecorder(model)
    model.start()
    let request = try await source.nextRequest()
    try await recorder.waitFor { $0.presentation.content == .firstLoad }
    await request.resolve(items: rows(0..<10), nextKey: nil)
    try await recorder.waitFor { $0.presentation.content == .rows }
    #expect(recorder.contents == [.restoring, .firstLoad, .rows])
  }
}
