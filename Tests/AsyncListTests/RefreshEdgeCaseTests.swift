import AsyncListTesting
import Clocks
import Testing

@_spi(Faces) @testable import AsyncList

/// Refreshes and freshness where they meet the rest: a memory cap, pages loaded upwards, a start
/// row, a stale start, placeholders on screen, a detail stale at once. Each was found failing by a
/// review of the code (the expectation says what went wrong).
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct RefreshEdgeCaseTests {
  let pages = Source()
  let clock = TestClock<Duration>()

  /// A capped list read to row 200 of a source that names no page before (a cursor API): the
  /// refresh of every page held keeps the pages the cap dropped above, to load back.
  @Test func theRowsTheCapDroppedAboveStayReachableThroughARefreshOfEveryPage() async throws {
    let model = Model(
      source: pages,
      configuration: PagingConfiguration(
        pageSize: 20, prefetchDistance: 5, maxLoadedRows: 60, refetchesEveryPage: true),
      clock: clock)
    model.start()
    try await model.read(200, from: pages)
    #expect(model.rows.placeholdersBefore == 140 && model.rows.count == 60)
    let refresh = Task { await model.refresh() }
    for start in [140, 160, 180] {
      let request = try await pages.nextRequest()
      #expect(request.key == start)
      await request.resolve(items: rows(start..<start + 20, version: 1), nextKey: start + 20)
    }
    await refresh.value
    #expect(model.rows.placeholdersBefore == 140 && model.rows.totalCount == 200, "was 0 and 60")
    #expect(model.presentation.header != .end, "the top is not reached at row 140")
    #expect(model.rows.allSatisfy { $0.version == 1 })
  }

  /// A list opened at row 500 and scrolled up: its first page held came upwards, and a source
  /// that names no next page on such pages (as `ArrayPageSource`) still gets every page asked.
  @Test func aRefreshOfEveryPageAsksAPageLoadedUpwardsAsItWas() async throws {
    let model = AsyncListModel(
      source: ArrayPageSource(items: (0..<1_000).map { Row(id: $0) }),
      configuration: PagingConfiguration(pageSize: 20, prefetchDistance: 5, refetchesEveryPage: true), clock: clock)
    model.initialKey = 500
    model.start()
    try await model.waitUntil { $0.rows.count >= 20 && $0.metrics.loadsInFlight == 0 }
    model.visibleRowsChanged(to: 0..<10)
    try await model.waitUntil { ($0.rows.ids.first ?? 500) < 500 && $0.metrics.loadsInFlight == 0 }
    let count = model.rows.count
    model.visibleRowsChanged(to: count - 10..<count)
    try await model.waitUntil { $0.metrics.loadsInFlight == 0 }
    let before = model.rows.ids
    await model.refresh()
    #expect(model.rows.ids == before, "was the first page alone, and the end of the list")
    #expect(model.presentation.footer != .end)
  }

  /// A list started at a key, refreshed in full while a new row arrived at the top: the start
  /// row stays, so a view that scrolls to a new start row does not take the user up.
  @Test func aRefreshOfEveryPageKeepsTheStartRow() async throws {
    let model = Model(
      source: pages, configuration: PagingConfiguration(pageSize: 20, prefetchDistance: 5, refetchesEveryPage: true),
      clock: clock)
    model.initialKey = 0
    model.start()
    try await model.read(100, from: pages)
    let start = model.startRowID
    let refresh = Task { await model.refresh() }
    for first in stride(from: 0, to: 100, by: 20) {
      let items =
        first == 0 ? [Row(id: -1, version: 1)] + rows(0..<19, version: 1) : rows(first - 1..<first + 19, version: 1)
      try await pages.nextRequest().resolve(items: items, nextKey: first + 20)
    }
    await refresh.value
    #expect(model.startRowID == start, "was the new first row, -1, with scrollsToStartRow true")
  }

  /// A stale list started again refreshes where the user is, as a pull-to-refresh does.
  @Test func aStaleStartAsksTheSourcesRefreshKey() async throws {
    let pages = Source(refreshKey: { $0.anchorPosition })
    let model = Model(
      source: pages, configuration: PagingConfiguration(pageSize: 20, prefetchDistance: 5, staleAfter: .seconds(60)),
      clock: clock)
    model.start()
    try await model.read(60, from: pages)
    model.visibleRowsChanged(to: 50..<58)
    model.stop()
    await clock.advance(by: .seconds(61))
    model.start()
    var request = try await pages.nextRequest()
    while request.direction != .initial { request = try await pages.nextRequest() }
    #expect(request.key == 50, "was nil: the first page")
  }

  /// A source that keys rows only (`refreshKey(for:)`) refreshes at the row highest on screen
  /// when placeholders show above it.
  @Test func theAnchorIsTheHighestRowWhenPlaceholdersShowAboveIt() async throws {
    let model = AsyncListModel(
      source: ArrayPageSource(items: (0..<1_000).map { Row(id: $0) }, refreshesAtAnchor: true, countsItems: true),
      configuration: PagingConfiguration(pageSize: 20, prefetchDistance: 5), clock: clock)
    model.initialKey = 500
    model.start()
    try await model.waitUntil { $0.rows.count >= 20 && $0.metrics.loadsInFlight == 0 }
    let first = try #require(model.rows.ids.first)
    model.visibleRowsChanged(to: first - 2..<first + 10)  // two placeholders, then rows
    #expect(model.engine.refreshState.anchorItem?.id == first)
    model.initialKey = nil
    await model.refresh()
    try await model.waitUntil { $0.metrics.loadsInFlight == 0 }
    #expect(model.startRowID == first && model.metrics.jumps == 0, "was a refresh from the top, then a jump")
  }

  /// A detail stale as soon as it lands (`staleAfter: .zero`) loads again when its row comes on
  /// screen, not while it stays.
  @Test func aDetailStaleAtOnceLoadsOncePerAppearance() async throws {
    let details = ScriptedDetailSource<Row, Double>()
    let model = Model(source: pages, configuration: PagingConfiguration(pageSize: 20), clock: clock)
    let amounts = model.details(
      from: details,
      configuration: DetailConfiguration(prefetchDistance: 0, settleDelay: .zero, restRange: .off, staleAfter: .zero))
    model.start()
    try await pages.nextRequest().resolve(items: rows(0..<20, version: 0), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 20 }
    model.rowAppeared(at: 0)
    try await details.nextRequest().resolve(1)
    try await amounts.waitUntil { $0.state(for: 0) == .loaded(1) }
    #expect(amounts.metrics.loadsStarted == 1, "was a load after every landing")
    model.rowAppeared(at: 1)
    try await details.nextRequest().resolve(2)
    try await amounts.waitUntil { $0.state(for: 1) == .loaded(2) }
    #expect(amounts.metrics.loadsStarted == 2, "row 0 stayed on screen: not loaded again")
    model.rowDisappeared(at: 0)
    model.rowAppeared(at: 0)
    let again = try await details.nextRequest()
    #expect(again.input.id == 0 && amounts.state(for: 0) == .loaded(1))
  }
}
