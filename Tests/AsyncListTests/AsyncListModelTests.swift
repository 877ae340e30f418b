@_spi(Faces) import AsyncList
import AsyncListTesting
import Clocks
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct AsyncListModelTests {
  let source = Source()
  let clock = TestClock<Duration>()

  func makeModel(_ configuration: PagingConfiguration = PagingConfiguration(pageSize: 10)) -> Model {
    Model(source: source, configuration: configuration, clock: clock)
  }

  /// Starts the model and delivers a first page of `0..<count` with next key 1.
  func loaded(_ model: Model, count: Int = 10) async throws -> Source.Request {
    model.start()
    let first = try await source.nextRequest()
    await first.resolve(items: rows(0..<count), nextKey: 1)
    try await model.waitUntil { $0.rows.count == count }
    return first
  }

  @Test func firstLoadShowsLoadingThenRows() async throws {
    let model = makeModel()
    let recorder = PresentationRecorder(model)
    #expect(model.presentation.content == .firstLoad)
    model.start()
    let first = try await source.nextRequest()
    #expect(first.key == nil)
    #expect(first.direction == .initial)
    #expect(first.request.loadSize == 10)
    await first.resolve(items: rows(0..<10), nextKey: 1)
    try await recorder.waitFor { $0.presentation.content == .rows }
    #expect(model.ids == Array(0..<10))
    #expect(recorder.contents == [.firstLoad, .rows])
    #expect(model.presentation.footer == .loading, "more rows come: the footer spins until the end")
    #expect(model.metrics.loadsInFlight == 0)
  }

  @Test func thousandAppearEventsNearTheEndCauseExactlyOneLoad() async throws {
    let model = makeModel()
    _ = try await loaded(model)
    for event in 0..<1_000 {
      model.rowAppeared(at: 9 - event % 3)
    }
    #expect(model.metrics.loadsStarted == 2)
    #expect(model.metrics.loadsInFlight == 1)
    let second = try await source.nextRequest()
    #expect(second.key == 1)
    #expect(second.direction == .append)
    #expect(model.presentation.footer == .loading)
    #expect(await source.received.count == 2)
  }

  @Test func theListEndsWhenAPageHasNoNextKey() async throws {
    let model = makeModel()
    _ = try await loaded(model)
    model.rowAppeared(at: 9)
    try await source.nextRequest().resolve(items: rows(10..<15), nextKey: nil)
    try await model.waitUntil { $0.presentation.footer == .end }
    model.rowAppeared(at: 14)
    #expect(model.ids == Array(0..<15))
    #expect(model.metrics.loadsStarted == 2)
    #expect(model.metrics.loadsInFlight == 0)
  }

  @Test func anEmptyPageEndsTheListEvenWithANextKey() async throws {
    let model = makeModel()
    _ = try await loaded(model)
    model.rowAppeared(at: 9)
    try await source.nextRequest().resolve(items: [], nextKey: 2)
    try await model.waitUntil { $0.presentation.footer == .end }
    #expect(model.metrics.loadsStarted == 2)
  }

  @Test func anEmptyFirstPageShowsTheEmptyState() async throws {
    let model = makeModel()
    model.start()
    try await source.nextRequest().resolve(items: [], nextKey: 1)
    try await model.waitUntil { $0.presentation.content == .empty }
    #expect(model.metrics.loadsStarted == 1)
  }

  @Test func aFailedFirstLoadIsShownAndRetryLoadsTheSamePage() async throws {
    let model = makeModel()
    model.start()
    try await source.nextRequest().fail(TestError())
    try await model.waitUntil { if case .firstLoadFailed = $0.presentation.content { true } else { false } }
    #expect(model.presentation.content == .firstLoadFailed(LoadFailure(error: TestError())))
    model.retry()
    let again = try await source.nextRequest()
    #expect(again.key == nil)
    #expect(model.presentation.content == .firstLoad)
    await again.resolve(items: rows(0..<10), nextKey: 1)
    try await model.waitUntil { $0.presentation.content == .rows }
  }

  @Test func aFailedPageThenRetrySucceedsWithNothingDuplicated() async throws {
    let model = makeModel()
    _ = try await loaded(model)
    model.rowAppeared(at: 9)
    try await source.nextRequest().fail(TestError(message: "HTTP 503"))
    try await model.waitUntil { $0.presentation.footer != .loading }
    #expect(model.presentation.footer == .failed(LoadFailure(error: TestError(message: "HTTP 503"))))
    #expect(model.ids == Array(0..<10))
    // Appearing rows do not re-issue a failed load: only retry does.
    model.rowAppeared(at: 9)
    #expect(model.metrics.loadsStarted == 2)
    model.retry()
    let retried = try await source.nextRequest()
    #expect(retried.key == 1)
    #expect(retried.direction == .append)
    await retried.resolve(items: rows(8..<20), nextKey: 2)  // overlaps the first page by two
    try await model.waitUntil { $0.rows.count == 20 }
    #expect(model.ids == Array(0..<20))
    #expect(model.metrics.duplicatesDropped == 2)
    #expect(model.metrics.failures == 1)
  }

  @Test func refreshKeepsOldRowsUntilTheNewFirstPageThenSwapsInOneUpdate() async throws {
    let model = makeModel()
    _ = try await loaded(model)
    let recorder = PresentationRecorder(model)
    let refreshing = Task { await model.refresh() }
    let request = try await source.nextRequest()
    #expect(request.key == nil)
    #expect(request.direction == .initial)
    #expect(model.presentation.refresh == .refreshing)
    #expect(model.presentation.content == .rows)
    #expect(model.ids == Array(0..<10))
    await request.resolve(items: rows(100..<110), nextKey: 1)
    await refreshing.value
    #expect(model.ids == Array(100..<110))
    #expect(model.presentation.refresh == .idle)
    // Every recorded state showed rows: the list never went blank.
    #expect(recorder.snapshots.allSatisfy { $0.presentation.content == .rows })
    #expect(recorder.snapshots.filter { $0.presentation.refresh == .refreshing }.count == 1)
  }

  @Test func aFailedRefreshKeepsTheOldRowsAndSurfacesTheError() async throws {
    let model = makeModel()
    _ = try await loaded(model)
    let refreshing = Task { await model.refresh() }
    try await source.nextRequest().fail(TestError(message: "offline"))
    await refreshing.value
    #expect(model.ids == Array(0..<10))
    #expect(model.presentation.content == .rows)
    #expect(model.presentation.refresh == .failed(LoadFailure(error: TestError(message: "offline"))))
    // Paging goes on from the old rows.
    model.rowAppeared(at: 9)
    let next = try await source.nextRequest()
    #expect(next.key == 1)
    await next.resolve(items: rows(10..<20), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 20 }
    // Retry re-issues the refresh.
    model.retry()
    let again = try await source.nextRequest()
    #expect(again.direction == .initial)
    #expect(model.presentation.refresh == .refreshing, "the banner gives way to the refresh in flight")
    await again.resolve(items: rows(0..<10), nextKey: 1)
    try await model.waitUntil("the banner goes once the retried refresh lands") { $0.presentation.refresh == .idle }
    #expect(model.ids == Array(0..<10))
  }

  @Test func refreshCancelsAPageInFlightAndItsLateResponseNeverLands() async throws {
    let model = makeModel()
    _ = try await loaded(model)
    model.rowAppeared(at: 9)
    let append = try await source.nextRequest()
    let refreshing = Task { await model.refresh() }
    try await append.waitUntilCancelled()
    let refresh = try await source.nextRequest()
    await refresh.resolve(items: rows(50..<60), nextKey: 1)
    await refreshing.value
    #expect(model.ids == Array(50..<60))
    await append.resolve(items: rows(10..<20), nextKey: 2)  // too late: already cancelled
    try await model.waitUntil { $0.metrics.staleResponsesDiscarded == 1 }
    #expect(model.ids == Array(50..<60))
  }

  @Test func resetWhileAPageIsInFlightDiscardsTheLatePage() async throws {
    let model = makeModel()
    _ = try await loaded(model)
    model.rowAppeared(at: 9)
    let append = try await source.nextRequest()
    model.reset()
    #expect(model.presentation.content == .firstLoad)
    #expect(model.rows.isEmpty)
    try await append.waitUntilCancelled()
    #expect(await append.isCancelled)
    let first = try await source.nextRequest()
    #expect(first.key == nil)
    // The old page arrives anyway (a source that ignores cancellation): it is discarded.
    await append.resolve(items: rows(10..<20), nextKey: 2)
    try await model.waitUntil { $0.metrics.staleResponsesDiscarded == 1 }
    #expect(model.rows.isEmpty)
    await first.resolve(items: rows(200..<210), nextKey: 1)
    try await model.waitUntil { $0.rows.count == 10 }
    #expect(model.ids == Array(200..<210))
    #expect(model.metrics.generation == 2)
  }

  @Test func duplicateIdsAcrossPagesAreDroppedAndCounted() async throws {
    let model = makeModel()
    _ = try await loaded(model)
    model.rowAppeared(at: 9)
    try await source.nextRequest().resolve(items: rows(5..<15) + rows(14..<16), nextKey: 2)
    try await model.waitUntil { $0.metrics.pagesLoaded == 2 }
    #expect(model.ids == Array(0..<16))
    #expect(model.metrics.duplicatesDropped == 6)
  }

  @Test func aPageThatAddsNothingNewStillLoadsTheNextOne() async throws {
    let model = makeModel()
    _ = try await loaded(model)
    model.rowAppeared(at: 9)
    try await source.nextRequest().resolve(items: rows(0..<10), nextKey: 2)
    // The user is still at the end, so the next page loads without another event.
    let next = try await source.nextRequest()
    #expect(next.key == 2)
  }

  @Test func aNextKeyAlreadyRequestedFailsTheEdgeInsteadOfLoopingOrPassingForTheEnd() async throws {
    let model = makeModel()
    _ = try await loaded(model)
    model.rowAppeared(at: 9)
    try await source.nextRequest().resolve(items: rows(10..<20), nextKey: 1)
    try await model.waitUntil { $0.presentation.footer != .loading }
    #expect(model.presentation.footer == .failed(LoadFailure(error: PagingError.repeatedKey("1"))))
    #expect(model.metrics.repeatedKeys == 1)
    #expect(model.ids == Array(0..<20), "the rows shown stay")
    // Rows appearing at the failed edge ask for nothing: no loop.
    model.rowAppeared(at: 19)
    model.rowAppeared(at: 18)
    #expect(model.metrics.loadsStarted == 2)
    // A retry asks for that key once more, for a source that answers differently this time.
    model.retry()
    let again = try await source.nextRequest()
    #expect(again.key == 1)
    await again.resolve(items: rows(20..<30), nextKey: nil)
    try await model.waitUntil { $0.presentation.footer == .end }
    #expect(model.ids == Array(0..<30))
  }

  @Test func prependAndAppendInFlightTogether() async throws {
    let model = makeModel()
    model.start()
    try await source.nextRequest().resolve(items: rows(100..<110), nextKey: 2, previousKey: 0)
    try await model.waitUntil { $0.rows.count == 10 }
    #expect(model.presentation.header == .loading, "rows can come from above")
    model.rowAppeared(at: 5)  // within 10 rows of both edges
    let loads = [try await source.nextRequest(), try await source.nextRequest()]
    let prepend = try! #require(loads.first { $0.direction == .prepend })
    let append = try! #require(loads.first { $0.direction == .append })
    #expect(prepend.key == 0)
    #expect(append.key == 2)
    #expect(model.presentation.header == .loading)
    #expect(model.presentation.footer == .loading)
    #expect(model.metrics.loadsInFlight == 2)
    await append.resolve(items: rows(110..<120), nextKey: nil)
    await prepend.resolve(items: rows(90..<100), previousKey: nil)
    try await model.waitUntil { $0.rows.count == 30 }
    #expect(model.ids == Array(90..<120))
    #expect(model.presentation.header == .end)
    #expect(model.presentation.footer == .end)
    // The row the user looked at moved down by the prepended page: no new load is due.
    #expect(model.metrics.loadsStarted == 3)
  }

  @Test func rowsReportedByIdAreFoundInConstantTime() async throws {
    let model = makeModel()
    _ = try await loaded(model)
    model.rowAppeared(id: 9)
    let next = try await source.nextRequest()
    #expect(next.key == 1)
    model.rowAppeared(id: 12345)  // unknown ids are ignored
    #expect(model.metrics.loadsStarted == 2)
  }

  @Test func stopCancelsLoadsAndStartResumes() async throws {
    let model = makeModel()
    _ = try await loaded(model)
    model.rowAppeared(at: 9)
    let append = try await source.nextRequest()
    model.stop()
    try await append.waitUntilCancelled()
    #expect(model.metrics.loadsInFlight == 0)
    try await model.waitUntil { $0.metrics.staleResponsesDiscarded == 1 }
    model.start()
    let resumed = try await source.nextRequest()
    #expect(resumed.key == 1)
  }

  @Test func runStopsTheListWhenItsTaskIsCancelledAndTheGraceHasPassed() async throws {
    let model = makeModel()
    let running = Task { await model.run() }
    let first = try await source.nextRequest()
    running.cancel()
    await running.value
    await clock.advance(by: model.stopGrace + .seconds(1))  // past the deadline (a TestClock parks one equal to now)
    try await first.waitUntilCancelled()
    #expect(model.presentation.content == .firstLoad)
    #expect(model.metrics.loadsInFlight == 0)
  }
}
