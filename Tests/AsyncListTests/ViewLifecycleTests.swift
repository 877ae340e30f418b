@_spi(Faces) import AsyncList
import AsyncListTesting
import Clocks
import Testing

/// What a SwiftUI view does to its model on a device, pinned on Linux: overlapping `run()`
/// tasks, rows that leave after the list dropped them, a search field that is cancelled.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ViewLifecycleTests {
  let source = Source()
  let clock = TestClock<Duration>()

  /// The memory cap of the lists below: 60 rows, in pages of 20.
  static let cap = 60

  /// A started list of 2,000 rows that holds at most ``cap`` of them.
  func cappedList() -> AsyncListModel<ArrayPageSource<Row>> {
    let model = AsyncListModel(
      source: ArrayPageSource(items: rows(0..<2_000)), query: "",
      configuration: PagingConfiguration(pageSize: 20, prefetchDistance: 10, maxLoadedRows: Self.cap), clock: clock)
    model.start()
    return model
  }

  /// Less than a page over the cap: the cap drops whole pages of 20.
  func expectUnderTheCap(
    _ model: AsyncListModel<ArrayPageSource<Row>>, _ when: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      model.rows.count < Self.cap + 20, "\(when): \(model.rows.count) rows held, cap \(Self.cap)",
      sourceLocation: sourceLocation)
  }

  @Test func aLateStopFromAnOldRunNeverStopsTheNewerOne() async throws {
    // A view whose task restarts (its identity changed) starts the new run before the old
    // one's cancellation arrives: the old run ending must not stop the list.
    let model = Model(source: source, configuration: PagingConfiguration(pageSize: 10), clock: clock)
    let old = Task { await model.run() }
    let first = try await source.nextRequest()
    let new = Task { await model.run() }
    old.cancel()
    await old.value
    await first.resolve(items: rows(0..<10), nextKey: 1)
    try await model.waitUntil("the first page shows") { $0.rows.count == 10 }
    model.rowAppeared(at: 9)
    let next = try await source.nextRequest()
    #expect(next.key == 1, "the list still pages after the old run ended")
    new.cancel()
    await new.value
    #expect(model.metrics.loadsInFlight == 1, "the list runs on for its grace")
    await clock.advance(by: model.stopGrace + .seconds(1))  // past the deadline (a TestClock parks one equal to now)
    try await next.waitUntilCancelled()
    #expect(model.metrics.loadsInFlight == 0, "the last run ending stops the list once the grace has passed")
  }

  @Test func aListCoveredByAPushedViewKeepsItsLoadsAndStopsOnlyAfterTheGrace() async throws {
    let details = ScriptedDetailSource<Row, Double>()
    let model = Model(source: source, configuration: PagingConfiguration(pageSize: 10), clock: clock)
    let amounts = model.details(
      from: details,
      configuration: DetailConfiguration(
        maxConcurrentLoads: 1, prefetchDistance: 0, settleDelay: .zero, restRange: .off))
    var view = Task { await model.run() }
    try await source.nextRequest().resolve(items: rows(0..<10), nextKey: 10)
    try await model.waitUntil { $0.rows.count == 10 }
    model.rowAppeared(at: 0)
    let load = try await details.nextRequest()
    // A view pushed over the list: its task ends.
    view.cancel()
    await view.value
    await clock.advance(by: model.stopGrace - .seconds(1))
    #expect(!(await load.isCancelled), "the detail load runs on while the list is covered")
    // Back within the grace: the same load lands, none starts again.
    view = Task { await model.run() }
    await load.resolve(4.2)
    try await amounts.waitUntil { $0.state(for: 0) == .loaded(4.2) }
    #expect(amounts.metrics.loadsStarted == 1)
    await clock.advance(by: .seconds(60))
    // The pending stop was called off: a row that appears now still loads its detail.
    model.rowAppeared(at: 1)
    let second = try await details.nextRequest()
    // Covered for good: the grace passes and the list stops.
    view.cancel()
    await view.value
    await clock.advance(by: model.stopGrace + .seconds(1))  // past the deadline (a TestClock parks one equal to now)
    try await second.waitUntilCancelled()
  }

  @Test func aStartAfterTheLastRunCallsOffTheStop() async throws {
    let model = Model(source: source, configuration: PagingConfiguration(pageSize: 10), clock: clock)
    let view = Task { await model.run() }
    let first = try await source.nextRequest()
    view.cancel()
    await view.value
    model.start()  // the app takes the list over
    await clock.advance(by: model.stopGrace * 2)
    await first.resolve(items: rows(0..<10), nextKey: 10)
    try await model.waitUntil("the page lands: the list still runs") { $0.rows.count == 10 }
    #expect(!(await first.isCancelled))
  }

  @Test func anAppThatRunsTheModelKeepsItPastItsViews() async throws {
    let model = Model(source: source, configuration: PagingConfiguration(pageSize: 10), clock: clock)
    model.stopGrace = .zero
    let app = Task { await model.run() }
    let view = Task { await model.run() }
    let first = try await source.nextRequest()
    view.cancel()
    await view.value
    #expect(!(await first.isCancelled), "the app's run keeps the list running")
    app.cancel()
    await app.value
    try await first.waitUntilCancelled()
  }

  @Test func rowsThatLeaveAfterAResetStillLeaveTheScreenSoTheCapHolds() async throws {
    // The rows a view shows by id get their onDisappear after a reset has already replaced
    // them. The memory cap keeps as many rows around the user as are on screen; if those
    // disappearances were dropped, the count would only grow and the cap would creep.
    let model = cappedList()
    var visible: [Int] = []  // ids on screen, as SwiftUI's rows see them
    func show(_ range: Range<Int>) async throws {
      try await model.waitUntil("rows up to \(range.upperBound)") { $0.rows.totalCount >= range.upperBound }
      let ids = range.compactMap { model.rows.item(at: $0)?.id }
      for id in visible where !ids.contains(id) { model.rowDisappeared(id: id) }
      for id in ids where !visible.contains(id) { model.rowAppeared(id: id) }
      visible = ids
    }
    for round in 0..<8 {
      for top in stride(from: 0, to: 300, by: 10) { try await show(top..<top + 12) }
      expectUnderTheCap(model, "round \(round)")
      model.reset()
      // The old rows leave the screen after the list let go of them.
      for id in visible { model.rowDisappeared(id: id) }
      visible = []
    }
    try await show(0..<12)
    for top in stride(from: 0, to: 300, by: 10) { try await show(top..<top + 12) }
    expectUnderTheCap(model, "after eight resets")
  }

  @Test func aViewThatReportsRangesKeepsTheCapAcrossResetsToo() async throws {
    let model = cappedList()
    for round in 0..<8 {
      for top in stride(from: 0, to: 300, by: 10) {
        try await model.waitUntil("rows up to \(top + 12)") { $0.rows.totalCount >= top + 12 }
        model.visibleRowsChanged(to: top..<top + 12)
      }
      expectUnderTheCap(model, "round \(round)")
      model.reset()
    }
  }

  @Test func aVisibleRangePastTheRowsLoadsTheNextPage() async throws {
    // A view that reports positions past the rows it has (its footer, or rows it expects) is at
    // the end of the list: the next page must load, not wait for a range inside the rows.
    let model = Model(source: source, configuration: PagingConfiguration(pageSize: 10), clock: clock)
    model.start()
    try await source.nextRequest().resolve(items: rows(0..<10), nextKey: 1)
    try await model.waitUntil { $0.rows.count == 10 }
    model.visibleRowsChanged(to: 12..<20)
    let next = try await source.nextRequest()
    #expect(next.key == 1)
  }

  @Test func cancellingASearchPutsBackTheListItReplaced() async throws {
    let model = Model(
      source: source, query: "love", configuration: PagingConfiguration(pageSize: 10, queryDebounce: .zero),
      clock: clock)
    model.start()
    try await source.nextRequest().resolve(items: rows(0..<10, query: "love"), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 10 }
    // The field opens, the user types, the results land.
    model.searchPresentationChanged(to: true)
    model.searchTextChanged(to: "rain")
    let rain = try await source.nextRequest()
    #expect(rain.query == "rain")
    await rain.resolve(items: rows(20..<25, query: "rain"), nextKey: nil)
    try await model.waitUntil { $0.rows.first?.query == "rain" }
    // Cancel: SwiftUI clears the text and closes the field, in either order.
    model.searchPresentationChanged(to: false)
    model.searchTextChanged(to: "")
    #expect(model.query == "love", "the query before the search, not the empty text")
    let back = try await source.nextRequest()
    #expect(back.query == "love")
    await back.resolve(items: rows(0..<10, query: "love"), nextKey: nil)
    try await model.waitUntil { $0.rows.first?.query == "love" }
    // The other order: the text is cleared while the field is still open.
    model.searchPresentationChanged(to: true)
    model.searchTextChanged(to: "")
    model.searchPresentationChanged(to: false)
    #expect(model.query == "love")
    #expect(model.presentation.content == .rows, "no reload for an empty query: \(model.presentation.content)")
    // Without a field that reports presentation, clearing the text is a query like any other.
    model.searchTextChanged(to: "")
    #expect(model.query == "")
  }
}
