import AsyncList
import AsyncListTesting
import Clocks
import Testing

/// A source that counts its items: every position shows from the first page, and a user who lands
/// far down (a scroll-bar drag) gets the page under them, not every page in between.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct JumpTests {
  let items = rows(0..<100_000)
  let clock = TestClock<Duration>()

  func countedList(maxLoadedRows: Int? = nil) async throws
    -> AsyncListModel<ArrayPageSource<Row>>
  {
    let model = AsyncListModel(
      source: ArrayPageSource(items: items, countsItems: true),
      configuration: PagingConfiguration(pageSize: 30, initialLoadSize: 90, maxLoadedRows: maxLoadedRows),
      clock: clock)
    model.start()
    try await model.waitUntil("the first page") { $0.rows.count == 90 }
    model.visibleRowsChanged(to: 0..<12)
    return model
  }

  @Test func aJumpToRow50000Of100000LoadsTwoPagesInAll() async throws {
    let model = try await countedList()
    #expect(model.rows.totalCount == 100_000, "every position from the first page")
    #expect(model.presentation.footerRow == nil, "no spinner drawn under 99,910 placeholders")
    #expect(model.presentation.footer == .loading, "the list can still grow")

    model.visibleRowsChanged(to: 50_000..<50_012)
    try await model.waitUntil("the page under the user") { $0.rows.item(at: 50_000) != nil }
    model.visibleRowsChanged(to: 50_000..<50_012)  // the view reports the rows that replaced placeholders
    try await model.waitUntil("nothing loading") { $0.metrics.loadsInFlight == 0 }
    #expect(model.metrics.loadsStarted == 2, "the first page and the page under the user")
    #expect(model.metrics.jumps == 1)
    #expect(model.rows.item(at: 50_000)?.id == 50_000)
    #expect(model.rows.totalCount == 100_000, "positions stayed: the screen did not move")
    #expect(model.rows.placeholdersBefore == 49_955 && model.rows.count == 90)
    #expect(!model.scrollsToStartRow, "the user is already there")
    #expect(model.presentation.header == .loading && model.presentation.headerRow == nil)

    // Scrolling up from there loads the page above, which replaces its placeholders in place.
    model.visibleRowsChanged(to: 49_950..<49_962)
    try await model.waitUntil("the page above") { $0.rows.placeholdersBefore < 49_955 && $0.metrics.loadsInFlight == 0 }
    #expect(model.rows.index(of: 49_950) == 49_950)
    #expect(model.rows.index(of: 50_000) == 50_000)
    #expect(model.rows.totalCount == 100_000)
    #expect(model.metrics.jumps == 1, "a scroll next to the rows held pages as usual")
  }

  @Test func whileTheJumpLoadsTheScreenShowsPlaceholdersNotAFirstLoad() async throws {
    let scripted = ScriptedPageSource<Int, Row, NoQuery>()
    let model = AsyncListModel(
      source: KeyedScriptedSource(scripted: scripted),
      configuration: PagingConfiguration(pageSize: 30, initialLoadSize: 90), clock: clock)
    model.start()
    let first = try await scripted.nextRequest()
    await first.resolve(Page(items: rows(0..<90), nextKey: 90, itemsBefore: 0, itemsAfter: 99_910))
    try await model.waitUntil("the first page") { $0.rows.count == 90 }

    model.visibleRowsChanged(to: 70_000..<70_012)
    let jump = try await scripted.nextRequest()
    #expect(jump.key == 69_955 && jump.direction == .initial, "the page centred on the user")
    #expect(model.metrics.jumps == 1)
    #expect(model.presentation.content == .rows, "not the full-screen first load")
    #expect(model.presentation.footer == .loading && model.presentation.footerRow == nil)
    #expect(model.rows.count == 0 && model.rows.totalCount == 100_000)
    #expect(model.rows.item(at: 0) == nil, "the old rows went: the jump is a new generation")

    await jump.resolve(
      Page(
        items: rows(69_955..<70_045), nextKey: 70_045, previousKey: 69_955, itemsBefore: 69_955, itemsAfter: 29_955))
    try await model.waitUntil("the page under the user") { $0.rows.item(at: 70_000) != nil }
    #expect(model.rows.item(at: 70_011)?.id == 70_011)
    #expect(model.rows.totalCount == 100_000)
  }

  @Test func aJumpThatAStopInterruptsLoadsItsPageAtTheNextStart() async throws {
    let scripted = ScriptedPageSource<Int, Row, NoQuery>()
    let model = AsyncListModel(
      source: KeyedScriptedSource(scripted: scripted),
      configuration: PagingConfiguration(pageSize: 30, initialLoadSize: 90), clock: clock)
    model.start()
    try await scripted.nextRequest().resolve(
      Page(items: rows(0..<90), nextKey: 90, itemsBefore: 0, itemsAfter: 99_910))
    try await model.waitUntil("the first page") { $0.rows.count == 90 }
    model.visibleRowsChanged(to: 70_000..<70_012)
    let jump = try await scripted.nextRequest()

    model.stop()  // the view went away while the page loaded
    try await jump.waitUntilCancelled()
    #expect(model.presentation.content == .rows && model.rows.totalCount == 100_000, "the positions stay")
    model.start()
    let again = try await scripted.nextRequest()
    #expect(again.key == 69_955 && again.direction == .initial, "the same page, not the top of the list")
    await again.resolve(
      Page(
        items: rows(69_955..<70_045), nextKey: 70_045, previousKey: 69_955, itemsBefore: 69_955, itemsAfter: 29_955))
    try await model.waitUntil("the page under the user") { $0.rows.item(at: 70_000) != nil }
  }

  @Test func aSourceThatCountsButGivesNoKeysLoadsThePagesInBetween() async throws {
    let model = AsyncListModel(
      source: CountingWithoutKeys(items: items), configuration: PagingConfiguration(pageSize: 30), clock: clock)
    model.start()
    try await model.waitUntil("the first page") { $0.rows.count == 30 }
    #expect(model.rows.totalCount == 100_000)
    model.visibleRowsChanged(to: 300..<312)
    try await model.waitUntil("paging on") { $0.metrics.loadsStarted >= 2 }
    #expect(model.metrics.jumps == 0)
    #expect(model.rows.index(of: 30) == 30, "the next page, in place")
  }

  @Test func aJumpUnderAMemoryCapKeepsTheWindowAndThePositions() async throws {
    let model = try await countedList(maxLoadedRows: 300)
    for top in stride(from: 0, through: 1_200, by: 12) {
      model.visibleRowsChanged(to: top..<top + 12)
      try await model.waitUntil("rows at \(top)") { $0.rows.item(at: top + 11) != nil && $0.metrics.loadsInFlight == 0 }
    }
    #expect(model.metrics.pagesDropped > 0 && model.metrics.jumps == 0)
    // Back to the top in one drag: the dropped pages far above are jumped over.
    model.visibleRowsChanged(to: 0..<12)
    try await model.waitUntil("the top") { $0.rows.item(at: 0) != nil && $0.metrics.loadsInFlight == 0 }
    #expect(model.metrics.jumps == 1)
    #expect(model.rows.index(of: 5) == 5 && model.rows.totalCount == 100_000)
    #expect(model.rows.count <= 300)
  }
}

/// Counts its items but cannot turn a position into a key (a cursor API that reports a total).
private struct CountingWithoutKeys: PageSource {
  let items: [Row]

  func loadPage(_ request: PageRequest<Int, NoQuery>) async throws -> Page<Int, Row> {
    let start = request.key ?? 0
    let end = min(items.count, start + request.loadSize)
    return Page(
      items: Array(items[start..<end]), nextKey: end < items.count ? end : nil, itemsBefore: start,
      itemsAfter: items.count - end)
  }
}

/// A scripted source that gives a key for any position (its offset), so the test releases each
/// page of a list that jumps.
private struct KeyedScriptedSource: PageSource {
  let scripted: ScriptedPageSource<Int, Row, NoQuery>

  func loadPage(_ request: PageRequest<Int, NoQuery>) async throws -> Page<Int, Row> {
    try await scripted.loadPage(request)
  }

  func key(forPosition position: Int, query: NoQuery) -> Int? { position }
}
