import AsyncListTesting
import Clocks
import Testing

@_spi(Faces) @testable import AsyncList

/// Which row a face keeps in place, decided in the core: the row highest on screen when rows
/// land or go above it, nothing when they land below, and the start row after a new generation.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PlaceKeepingTests {
  let pages = Source()
  let clock = TestClock<Duration>()

  @Test func aPageAboveKeepsTheTopRowAndAPageBelowKeepsNothing() async throws {
    let model = Model(
      source: pages, query: "", initialKey: 100, configuration: PagingConfiguration(pageSize: 10, prefetchDistance: 2),
      clock: clock)
    model.start()
    try await pages.nextRequest().resolve(items: rows(100..<110), nextKey: 110, previousKey: 90)
    try await model.waitUntil { $0.rows.count == 10 }
    #expect(model.startRowID == 100 && model.scrollsToStartRow)
    let first = model.rowsVersion
    for id in 100..<104 { model.rowAppeared(id: id) }  // as the faces report rows
    #expect(model.topRowOnScreenID == 100)
    try await pages.nextRequest().resolve(items: rows(90..<100), nextKey: 100, previousKey: 80)
    try await model.waitUntil { $0.rows.count == 20 }
    let kept = try #require(model.rowToKeep(since: first))
    #expect(kept.id == 100 && kept.position == 10, "the row on top, now ten positions down")

    let second = model.rowsVersion
    for id in 100..<104 { model.rowDisappeared(id: id) }
    for id in 100..<109 { model.rowAppeared(id: id) }
    try await pages.nextRequest().resolve(items: rows(110..<120), nextKey: 120, previousKey: 100)
    try await model.waitUntil { $0.rows.count == 30 }
    #expect(model.rowToKeep(since: second) == nil, "a page below moves nothing on screen")
  }

  @Test func aPositionFollowsTheChanges() {
    let changes: [ListChange] = [.inserted(at: 0, count: 10), .removed(at: 50, count: 5), .replaced(at: 20, count: 3)]
    #expect(ListChange.position(0, through: changes) == 10)
    #expect(ListChange.position(42, through: changes) == nil, "removed")
    #expect(ListChange.position(45, through: changes) == 50)
    #expect(ListChange.position(60, through: changes) == 65)
    #expect(ListChange.position(10, through: changes) == nil, "replaced: it shows something else")
    #expect(ListChange.position(3, through: [.reloaded]) == nil)
  }

  @Test func theStartRowIsAskedForOnceRowsAreInLayoutUntilItShows() async throws {
    let model = Model(
      source: pages, query: "", initialKey: 100, configuration: PagingConfiguration(pageSize: 10, prefetchDistance: 2),
      clock: clock)
    model.start()
    let requests = Invalidations { _ = model.startRowRequests }
    try await pages.nextRequest().resolve(items: rows(100..<110), nextKey: 110, previousKey: 90)
    try await model.waitUntil { $0.rows.count == 10 }
    requests.settle()
    #expect(model.startRowRequests == 0 && requests.count == 0, "no scroll before the rows are in layout")
    model.rowAppeared(id: 105)  // the first layout shows other rows: the face scrolls now
    model.rowAppeared(id: 106)
    requests.settle()
    #expect(model.startRowRequests == 2 && requests.count == 1)
    model.rowAppeared(id: 100)  // the start row showed
    model.rowAppeared(id: 101)
    requests.settle()
    #expect(model.startRowRequests == 2, "no request once it showed")
  }

  @Test func aPageDroppedAboveKeepsTheTopRowAndTheVersionIsObserved() async throws {
    let model = Model(
      source: pages, query: "",
      configuration: PagingConfiguration(pageSize: 10, prefetchDistance: 2, maxLoadedRows: 20),
      clock: clock)
    model.start()
    let version = Invalidations { _ = model.rowsVersion }
    try await pages.nextRequest().resolve(items: rows(0..<10), nextKey: 10)
    try await model.waitUntil { $0.rows.count == 10 }
    version.settle()
    #expect(version.count == 1, "a view reading rowsVersion runs again when rows change")
    for id in 5..<10 { model.rowAppeared(id: id) }
    try await pages.nextRequest().resolve(items: rows(10..<20), nextKey: 20)
    try await model.waitUntil { $0.rows.count == 20 }
    for id in 5..<10 { model.rowDisappeared(id: id) }
    for id in 15..<20 { model.rowAppeared(id: id) }
    let applied = model.rowsVersion
    try await pages.nextRequest().resolve(items: rows(20..<30), nextKey: 30)
    try await model.waitUntil { $0.metrics.pagesDropped == 1 }
    #expect(model.rows.placeholdersBefore == 10, "the first page dropped above the screen")
    let kept = try #require(model.rowToKeep(since: applied), "rows above changed what they show")
    #expect(kept.id == 15 && kept.position == 15)
  }

  @Test func aStartRowWaitsForPlaceholdersInLayoutAndStopsWaitingWhenItIsGone() async throws {
    let model = Model(
      source: pages, query: "", initialKey: 100, configuration: PagingConfiguration(pageSize: 10, prefetchDistance: 2),
      clock: clock)
    model.start()
    try await pages.nextRequest().resolve(
      Page(items: rows(100..<110), nextKey: 110, previousKey: 90, itemsBefore: 100, itemsAfter: 0))
    try await model.waitUntil { $0.rows.count == 10 }
    #expect(model.startRowID == 100 && model.rows.placeholdersBefore == 100)
    model.rowAppeared(at: 0)  // the first layout shows placeholders only
    #expect(model.startRowRequests == 1)
    model.remove(id: 100)
    model.rowAppeared(at: 1)
    model.rowAppeared(id: 101)
    #expect(model.startRowRequests == 1, "a start row the list no longer holds is not asked for")
  }
}
