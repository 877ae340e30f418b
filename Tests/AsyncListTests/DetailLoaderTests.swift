@_spi(Faces) import AsyncList
import AsyncListTesting
import Clocks
import Observation
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct DetailLoaderTests {
  let pages = Source()
  let details = ScriptedDetailSource<Row, Double>()
  let clock = TestClock<Duration>()

  /// A list of `0..<10` with an amount loader (2 at a time, no prefetch).
  func makeList() async throws -> (Model, DetailLoader<ScriptedDetailSource<Row, Double>>) {
    let model = Model(source: pages, configuration: PagingConfiguration(pageSize: 10), clock: clock)
    let amounts = model.details(
      from: details,
      configuration: DetailConfiguration(
        maxConcurrentLoads: 2, prefetchDistance: 0, settleDelay: .zero, restRange: .off)
    )
    model.start()
    try await pages.nextRequest().resolve(items: rows(0..<10), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 10 }
    return (model, amounts)
  }

  @Test func visibleRowsLoadTheirDetailsBoundedAndADetailUpdatesItsRowOnly() async throws {
    let (model, amounts) = try await makeList()
    let row0 = amounts.row(for: 0)
    let row1 = amounts.row(for: 1)
    for index in 0..<5 { model.rowAppeared(at: index) }
    #expect(amounts.metrics.loadsInFlight == 2)
    #expect(row0.state == .loading)

    let (changes, counter) = AsyncStream.makeStream(of: Int.self)
    withObservationTracking {
      _ = row1.state
    } onChange: {
      counter.yield(1)
    }
    let first = try await details.nextRequest()
    #expect(first.input.id == 0)
    await first.resolve(0.7)
    try await amounts.waitUntil { $0.state(for: 0) == .loaded(0.7) }
    #expect(row0.state == .loaded(0.7))
    #expect(row0.reveal?.kind == .dataArrived)
    // Row 1 did not change (it is still loading), so its view was not invalidated.
    counter.finish()
    var notified = 0
    for await _ in changes { notified += 1 }
    #expect(notified == 0)
    #expect(row1.state == .loading)
    // The freed slot went to the next visible row.
    #expect(amounts.metrics.loadsStarted == 3)
  }

  @Test func aScrollThatSaysWhereItStopsLoadsThoseRowsFirst() async throws {
    let (model, amounts) = try await makeList()
    for index in 0..<2 { model.rowAppeared(at: index) }
    for _ in 0..<2 { await (try await details.nextRequest()).resolve(0.5) }
    try await amounts.waitUntil { $0.metrics.loadsInFlight == 0 }
    // A fling from the top will stop with rows 8 and 9 on screen: they load before it gets there.
    model.scrollWillSettle(on: 8..<10)
    let requested = [try await details.nextRequest(), try await details.nextRequest()]
    #expect(Set(requested.map(\.input.id)) == [8, 9])
    #expect(amounts.state(for: 8) == .loading && amounts.state(for: 9) == .loading)
    // Caught at once: rows 8 and 9 are beyond the prefetch distance (0 here), so they stop.
    model.scrollWillSettle(on: nil)
    #expect(amounts.metrics.loadsInFlight == 0)
    #expect(amounts.state(for: 8) == .notRequested && amounts.state(for: 9) == .notRequested)
  }

  @Test func rowsOnScreenFollowAnInsertAboveThem() async throws {
    // The loader knows the screen by position; an insert above moves the rows on screen down
    // one, and the loader must follow them rather than take the new row for a visible one.
    let (model, amounts) = try await makeList()
    for index in 0..<3 { model.rowAppeared(at: index) }
    model.insert(Row(id: 10), at: 0)
    var loaded: [Int] = []
    for _ in 0..<2 {
      let request = try await details.nextRequest()
      loaded.append(request.input.id)
      await request.resolve(Double(request.input.id))
    }
    #expect(loaded.sorted() == [0, 1])
    try await amounts.waitUntil { $0.state(for: 0) == .loaded(0) && $0.state(for: 1) == .loaded(1) }
    #expect(amounts.row(for: 0).reveal?.kind == .dataArrived, "row 0 is still on screen, one lower")
    // The freed slot goes to row 2, now at position 3; row 10 was never reported on screen.
    let third = try await details.nextRequest()
    #expect(third.input.id == 2)
    #expect(amounts.state(for: 10) == .notRequested)
  }

  @Test func theFirstScreenLoadsAtOnceAndAScrollWaitsForTheScreenToSettleOnTheInjectedClock() async throws {
    let model = Model(source: pages, configuration: PagingConfiguration(pageSize: 10), clock: clock)
    let amounts = model.details(
      from: details,
      configuration: DetailConfiguration(
        maxConcurrentLoads: 4, prefetchDistance: 1, settleDelay: .milliseconds(50), restRange: .off)
    )
    model.start()
    try await pages.nextRequest().resolve(items: rows(0..<10), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 10 }
    // The first screen came with the first page, not with a scroll: nothing to wait for.
    for index in 0..<3 { model.rowAppeared(at: index) }
    try await amounts.waitUntil { $0.metrics.loadsStarted == 4 }  // three on screen, one ahead
    // The source sees the four loads in whatever order their tasks run.
    var requests: [ScriptedCall<Row, Double>] = []
    for _ in 0..<4 { requests.append(try await details.nextRequest()) }
    #expect(requests.map(\.input.id).sorted() == [0, 1, 2, 3], "the three rows on screen and one ahead")
    for request in requests { await request.resolve(Double(request.input.id)) }
    try await amounts.waitUntil { $0.metrics.loadsInFlight == 0 }
    // A scroll a second later: the rows it brings load once the screen has been still 50 ms.
    await clock.advance(by: .seconds(1))
    model.rowDisappeared(at: 0)
    model.rowAppeared(at: 3)
    model.rowAppeared(at: 4)
    await clock.advance(by: .milliseconds(49))
    #expect(amounts.metrics.loadsStarted == 4)
    await clock.advance(by: .milliseconds(2))
    try await amounts.waitUntil { $0.metrics.loadsStarted == 6 }  // row 4 on screen, row 5 ahead
    let later = [try await details.nextRequest().input.id, try await details.nextRequest().input.id]
    #expect(later.sorted() == [4, 5])
  }

  @Test func detailsLoadAgainAfterTheListStopsWhileTheScreenMoves() async throws {
    // Stopping inside the settle delay cancels the settle timer; started again, the loader must
    // not wait for a timer that will never fire.
    let model = Model(source: pages, configuration: PagingConfiguration(pageSize: 10), clock: clock)
    let amounts = model.details(
      from: details, configuration: DetailConfiguration(maxConcurrentLoads: 4, settleDelay: .milliseconds(50)))
    model.start()
    try await pages.nextRequest().resolve(items: rows(0..<10), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 10 }
    model.rowAppeared(at: 0)  // the screen moves: the settle timer runs
    model.stop()
    model.start()
    await clock.advance(by: .milliseconds(100))
    #expect(try await details.nextRequest().input.id == 0)
    #expect(amounts.metrics.loadsStarted >= 1)
  }

  @Test func aUserOutrunningThePagesAtTheEndHoldsDetailLoadsUntilThePageLands() async throws {
    let model = Model(source: pages, configuration: PagingConfiguration(pageSize: 10), clock: clock)
    let amounts = model.details(
      from: details,
      configuration: DetailConfiguration(
        maxConcurrentLoads: 4, prefetchDistance: 0, settleDelay: .milliseconds(50), restRange: .off))
    model.start()
    // The first page takes one second: the model measures page latency on its clock.
    let first = try await pages.nextRequest()
    await clock.advance(by: .seconds(1))
    await first.resolve(items: rows(0..<10), nextKey: 10)
    try await model.waitUntil { $0.rows.count == 10 }
    // The first screen, one row, loads at once (it came with the page).
    model.rowAppeared(at: 0)
    let shown = try await details.nextRequest()
    #expect(shown.input.id == 0)
    await shown.resolve(0)
    try await amounts.waitUntil { $0.metrics.loadsInFlight == 0 }
    // A fling to the last row, a row every 10 ms (100 rows/s): the next page loads meanwhile.
    for index in 1..<10 {
      await clock.advance(by: .milliseconds(10))
      model.rowAppeared(at: index)
    }
    let second = try await pages.nextRequest()
    #expect(amounts.metrics.holds == 1)
    await clock.advance(by: .milliseconds(200))
    #expect(amounts.metrics.loadsStarted == 1, "the rows at the end scroll away when the page lands")
    await second.resolve(items: rows(10..<20), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 20 }
    for index in 0..<10 { model.rowDisappeared(at: index) }  // the screen moves on to the new page
    for index in 10..<20 { model.rowAppeared(at: index) }
    await clock.advance(by: .milliseconds(51))
    try await amounts.waitUntil { $0.metrics.loadsStarted == 5 }
    #expect((await details.received).map(\.id).dropFirst().allSatisfy { $0 >= 10 }, "the rows the page brought")
  }

  @Test func aRowWithCachedDataRevealsOnAppearanceWithoutALoad() async throws {
    let (model, amounts) = try await makeList()
    model.rowAppeared(at: 0)
    try await details.nextRequest().resolve(0.5)
    try await amounts.waitUntil { $0.state(for: 0) == .loaded(0.5) }
    let firstReveal = amounts.row(for: 0).reveal
    model.rowDisappeared(at: 0)
    model.rowAppeared(at: 0)
    #expect(amounts.metrics.cacheHits == 1)
    #expect(amounts.metrics.loadsStarted == 1)
    #expect(amounts.row(for: 0).reveal?.kind == .appearedWithData)
    #expect(amounts.row(for: 0).reveal?.serial != firstReveal?.serial)
  }

  @Test func aFailureStaysOnItsRowAndRetryRecovers() async throws {
    let (model, amounts) = try await makeList()
    model.rowAppeared(at: 0)
    model.rowAppeared(at: 1)
    let first = try await details.nextRequest()
    let second = try await details.nextRequest()
    await first.fail(TestError(message: "HTTP 500"))
    await second.resolve(0.2)
    try await amounts.waitUntil { $0.state(for: 1) == .loaded(0.2) }
    #expect(amounts.state(for: 0) == .failed(LoadFailure(error: TestError(message: "HTTP 500"))))
    amounts.retry(id: 0)
    let again = try await details.nextRequest()
    #expect(again.input.id == 0)
    await again.resolve(0.9)
    try await amounts.waitUntil { $0.state(for: 0) == .loaded(0.9) }
  }

  @Test func theListsRetryAlsoRetriesFailedDetails() async throws {
    let (model, amounts) = try await makeList()
    model.rowAppeared(at: 0)
    let first = try await details.nextRequest()
    await first.fail(TestError(message: "HTTP 503"))
    try await amounts.waitUntil { $0.state(for: 0).detail == nil && $0.metrics.failures == 1 }
    model.retry()  // the one retry a user has: pages and details alike
    let again = try await details.nextRequest()
    #expect(again.input.id == 0)
    await again.resolve(0.5)
    try await amounts.waitUntil { $0.state(for: 0) == .loaded(0.5) }
  }

  @Test func aVisibleRangeReportsOnlyTheRowsThatCameAndWent() async throws {
    let (model, amounts) = try await makeList()
    model.visibleRowsChanged(to: 0..<2)
    var ids: [Int] = []
    for _ in 0..<2 {
      let request = try await details.nextRequest()
      ids.append(request.input.id)
      await request.resolve(1)
    }
    #expect(ids.sorted() == [0, 1])
    try await amounts.waitUntil { $0.metrics.loadsInFlight == 0 && $0.metrics.cachedCount == 2 }
    model.visibleRowsChanged(to: 0..<2)  // the same screen: nothing appears again
    #expect(amounts.metrics.loadsStarted == 2)
    #expect(amounts.metrics.cacheHits == 0, "no row was reported twice")
    model.visibleRowsChanged(to: 1..<3)  // row 0 left, row 2 came
    #expect(try await details.nextRequest().input.id == 2)
    #expect(amounts.metrics.loadsStarted == 3)
    model.visibleRowsChanged(to: 0..<3)  // row 0 is back: its data is cached, it reveals at once
    #expect(amounts.metrics.cacheHits == 1)
    #expect(amounts.row(for: 0).reveal?.kind == .appearedWithData)
  }

  @Test func aRowThatLeavesAndComesBackBetweenTwoRangesIsReportedAgain() async throws {
    let (model, amounts) = try await makeList()
    model.visibleRowsChanged(to: 0..<2)
    for _ in 0..<2 { await (try await details.nextRequest()).resolve(1) }
    try await amounts.waitUntil { $0.metrics.cachedCount == 2 }
    model.remove(id: 1)
    model.insert(Row(id: 1), at: 1)  // moved away and back: the loaders forgot it meanwhile
    model.visibleRowsChanged(to: 0..<2)
    #expect(amounts.metrics.cacheHits == 1, "row 1 appears again, with its data")
    #expect(amounts.row(for: 1).reveal?.kind == .appearedWithData)
  }

  @Test func resetDropsEveryOldGenerationDetailResult() async throws {
    let (model, amounts) = try await makeList()
    model.rowAppeared(at: 0)
    model.rowAppeared(at: 1)
    let loads = [try await details.nextRequest(), try await details.nextRequest()]
    model.reset()
    for load in loads { try await load.waitUntilCancelled() }
    #expect(amounts.metrics.loadsCancelled == 2)
    for load in loads { await load.resolve(1) }  // ignored: the calls were cancelled
    let first = try await pages.nextRequest()
    await first.resolve(items: rows(0..<10), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 10 }
    #expect(amounts.state(for: 0) == .notRequested)
    #expect(amounts.state(for: 1) == .notRequested)
  }

  @Test func aDetailThatArrivesAfterAResetIsNeverApplied() async throws {
    // A source that ignores cancellation still cannot land an old result.
    let model = Model(source: pages, configuration: PagingConfiguration(pageSize: 10), clock: clock)
    let slow = IgnoringCancellation(details)
    let amounts = model.details(from: slow, configuration: DetailConfiguration(settleDelay: .zero))
    model.start()
    try await pages.nextRequest().resolve(items: rows(0..<10), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 10 }
    model.rowAppeared(at: 0)
    let load = try await details.nextRequest()
    model.reset()
    await load.resolve(42)
    try await amounts.waitUntil { $0.metrics.staleResultsDiscarded == 1 }
    #expect(amounts.state(for: 0) == .notRequested)
  }

  @Test func aFreshFirstPageRevealsRowByRowOnTheInjectedClock() async throws {
    let model = Model(
      source: pages,
      configuration: PagingConfiguration(pageSize: 10, staggeredReveal: .milliseconds(10)),
      clock: clock
    )
    model.start()
    try await pages.nextRequest().resolve(items: rows(0..<4), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 4 }
    #expect(model.presentation.revealLimit == 1)
    await clock.advance(by: .milliseconds(9))
    #expect(model.presentation.revealLimit == 1)
    await clock.advance(by: .milliseconds(2))
    try await model.waitUntil { $0.presentation.revealLimit == 2 }
    await clock.advance(by: .milliseconds(11))
    try await model.waitUntil { $0.presentation.revealLimit == 3 }
    await clock.advance(by: .milliseconds(11))
    try await model.waitUntil { $0.presentation.revealLimit == nil }
    // A refresh keeps its rows visible: no stagger.
    let refreshing = Task { await model.refresh() }
    try await pages.nextRequest().resolve(items: rows(0..<4), nextKey: nil)
    await refreshing.value
    #expect(model.presentation.revealLimit == nil)
  }
}

/// Wraps a detail source so that it keeps waiting after cancellation, like a source that does
/// not check for it.
struct IgnoringCancellation<Base: DetailSource>: DetailSource {
  let base: Base
  init(_ base: Base) { self.base = base }
  func loadDetail(for item: Base.Item) async throws -> Base.Detail {
    try await Task { try await base.loadDetail(for: item) }.value
  }
}
