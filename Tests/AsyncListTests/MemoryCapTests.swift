import AsyncListTesting
import Testing

@_spi(Faces) @testable import AsyncList

/// The memory cap: far pages are dropped for placeholders, positions stay stable, and a dropped
/// page loads again with its first request when the user scrolls back.
@Suite(.timeLimit(.minutes(10)))
struct MemoryCapTests {
  typealias Machine = EnginePaging<Int, Row, String>

  /// An offset-keyed catalog of rows `0..<count` (row id = position), answered synchronously.
  struct Catalog {
    var count = 1_000
    /// Rows a reload leaves out, as if the source had deleted them meanwhile.
    var deleted: Set<Int> = []

    func page(for request: PageRequest<Int, String>) -> Page<Int, Row> {
      let range: Range<Int>
      switch request.direction {
      case .initial, .append:
        let start = min(request.key ?? 0, count)
        range = start..<min(count, start + request.loadSize)
      case .prepend:
        let end = min(request.key ?? 0, count)
        range = max(0, end - request.loadSize)..<end
      }
      return Page(
        items: rows(range).filter { !deleted.contains($0.id) },
        nextKey: request.direction != .prepend && range.upperBound < count ? range.upperBound : nil,
        previousKey: request.direction != .append && range.lowerBound > 0 ? range.lowerBound : nil)
    }
  }

  var machine = Machine(
    configuration: PagingConfiguration(pageSize: 10, prefetchDistance: 5, maxLoadedRows: 40), query: "")
  var catalog = Catalog()
  /// Every request the machine made, in order.
  var requests: [PageRequest<Int, String>] = []
  /// How long each load takes, when the machine is given time.
  var latency = 0.0

  /// Sends an event and answers every load it starts (and the loads those start) at once.
  mutating func send(_ event: Machine.Event, at time: Double? = nil) {
    answer(machine.handle(event, at: time))
  }

  /// Sends a row event through the engine's row-event path, and answers the loads as above.
  mutating func send(_ event: Machine.RowEvent, at time: Double? = nil) {
    answer(machine.handle(event, at: time))
  }

  /// Answers every load among actions at once, and the loads those start.
  mutating func answer(_ actions: [Machine.Action]) {
    var pending = actions
    while !pending.isEmpty {
      let action = pending.removeFirst()
      guard case .load(let id, let request) = action else { continue }
      requests.append(request)
      pending += machine.handle(.loaded(id, catalog.page(for: request)), at: machine.now.map { $0 + latency })
    }
  }

  /// Shows rows one by one, as a scrolling list does.
  mutating func scroll(through positions: some Sequence<Int>) {
    for index in positions { send(.rowAppeared(index)) }
  }

  @Test mutating func rowsOnScreenAreNeverDroppedWhenTheScreenIsTallerThanThePrefetchDistance() {
    // A 30-row screen scrolling down one row at a time, reporting rows as they come and go.
    // The row that appeared last is the bottom one, so the rows above it, still on screen,
    // reach further than the prefetch distance: the cap must keep their pages anyway.
    send(.start)
    for index in 0..<30 { send(.rowAppeared(index)) }
    for top in 1..<300 {
      send(.rowDisappeared(top - 1))
      send(.rowAppeared(top + 29))
      let hidden = (top..<top + 30).filter { machine.rows.item(at: $0) == nil }
      #expect(hidden.isEmpty, "rows \(hidden) on screen are placeholders (screen at \(top))")
      if !hidden.isEmpty { return }
    }
    #expect(machine.metrics.pagesDropped > 10, "the cap still drops what left the screen")
    #expect(machine.rows.count <= 60, "and stays near its bound: \(machine.rows.count) rows held")
  }

  /// Every row held sits at its own id: positions did not move.
  func expectStablePositions(sourceLocation: SourceLocation = #_sourceLocation) {
    let rows = machine.rows
    for index in rows.indices {
      #expect(rows[index].id == index, "row \(rows[index].id) at \(index)", sourceLocation: sourceLocation)
    }
    #expect(rows.ids.allSatisfy { rows.index(of: $0) == $0 }, sourceLocation: sourceLocation)
  }

  @Test mutating func scrollingDownDropsPagesBehindAndKeepsEveryPosition() {
    send(.start)
    scroll(through: 0..<300)
    let rows = machine.rows
    #expect(rows.ids.count <= 40)
    #expect(rows.placeholdersBefore > 0)
    #expect(rows.totalCount == rows.placeholdersBefore + rows.ids.count + rows.placeholdersAfter)
    #expect(rows.item(at: 0) == nil, "row 0 is a placeholder now")
    #expect(rows.item(at: 299)?.id == 299)
    #expect(machine.presentation.header == .loading, "dropped rows come back from above")
    #expect(machine.presentation.headerRow == nil, "the placeholders above are the loading indication")
    #expect(machine.presentation.footerRow == .loading, "no placeholders below: the footer row shows")
    #expect(machine.metrics.pagesDropped > 20)
    expectStablePositions()
  }

  @Test mutating func aUserWhoMovesOnDropsPagesBehindWithNothingLanding() {
    // 60 rows, a cap of 20: the last page lands while the user is at row 44, so the page before
    // it (30..<40) is within the prefetch distance and stays. Reading on to the end lands
    // nothing, and must still drop it once the user is far enough from it.
    machine = Machine(
      configuration: PagingConfiguration(pageSize: 10, prefetchDistance: 5, maxLoadedRows: 20), query: "")
    catalog.count = 60
    send(.start)
    scroll(through: 0..<45)
    let loads = requests.count
    #expect(machine.rows.ids.count == 30, "the last page landed; 30..<60 held")
    scroll(through: 45..<60)
    #expect(requests.count == loads, "nothing loaded on the way to the end")
    #expect(machine.rows.ids == Array(40..<60), "the page the user left behind was dropped")
    #expect(
      machine.rows.item(at: 39) == nil && machine.presentation.header == .loading,
      "a placeholder, loaded back from above")
    expectStablePositions()
  }

  @Test mutating func scrollingBackReloadsDroppedPagesWithTheirFirstRequest() {
    send(.start)
    scroll(through: 0..<300)
    let firstRequests = requests
    requests = []
    scroll(through: (0..<300).reversed())
    #expect(machine.rows.item(at: 0)?.id == 0)
    #expect(machine.rows.placeholdersBefore == 0)
    #expect(machine.rows.placeholdersAfter > 0, "pages below were dropped on the way up")
    #expect(machine.presentation.header == .end)
    #expect(machine.metrics.pagesReloaded == requests.count)
    // Each reload repeats a request of the way down exactly (key, size and direction).
    #expect(!requests.isEmpty)
    #expect(requests.allSatisfy(firstRequests.contains))
    #expect(requests.last == PageRequest(key: nil, loadSize: 10, direction: .initial, query: ""))
    expectStablePositions()
  }

  @Test mutating func aLargerLoadComesBackWithItsOwnSize() {
    machine = Machine(
      configuration: PagingConfiguration(pageSize: 10, prefetchDistance: 5, maxLoadedRows: 40, maxLoadSize: 40),
      query: "")
    // Every load takes 0.5 s and rows fly by at 100 per second: loads grow.
    latency = 0.5
    send(.start, at: 0)
    for index in 0..<300 {
      send(.rowAppeared(index), at: (machine.now ?? 0) + 0.01)
    }
    latency = 0
    #expect(requests.contains { $0.loadSize > 10 }, "loads grew: \(requests.map(\.loadSize))")
    let firstRequests = requests
    requests = []
    scroll(through: (0..<300).reversed())
    #expect(!requests.isEmpty && requests.allSatisfy(firstRequests.contains), "each page back with its own request")
    #expect(requests.contains { $0.loadSize > 10 })
    expectStablePositions()
  }

  @Test mutating func aJumpIntoThePlaceholdersLoadsThePagesUpToIt() {
    send(.start)
    scroll(through: 0..<300)
    send(.rowAppeared(3))  // a jump to the top, as a scroll bar drag does
    #expect(machine.rows.item(at: 3)?.id == 3)
    #expect(machine.rows.ids.count <= 40, "the pages left behind were dropped on the way")
    expectStablePositions()
  }

  @Test mutating func aRowRemovedByTheUserStaysRemovedWhenItsPageReloads() {
    send(.start)
    scroll(through: 0..<30)
    send(.remove(12))
    #expect(machine.rows.index(of: 13) == 12, "positions after a removal move up by one")
    scroll(through: 29..<200)
    scroll(through: (0..<60).reversed())
    #expect(machine.rows[id: 12] == nil)
    #expect(machine.rows.index(of: 11) == 11 && machine.rows.index(of: 13) == 12)
  }

  @Test mutating func aPageThatComesBackSmallerMovesTheRowsAfterIt() {
    send(.start)
    scroll(through: 0..<200)
    let firstHeld = machine.rows.startIndex
    catalog.deleted = [0, 1]  // deleted at the source meanwhile
    scroll(through: (0..<firstHeld).reversed())
    // Page 0..<10 came back with 8 rows: everything after it moved up by two.
    #expect(machine.rows.item(at: 0)?.id == 2)
    #expect(machine.rows.index(of: 20) == 18)
    #expect(machine.rows.placeholdersBefore == 0)
  }

  @Test mutating func theCapNeverDropsPagesNearTheUser() {
    // A cap smaller than a page plus twice the prefetch distance is raised to it.
    machine = Machine(
      configuration: PagingConfiguration(pageSize: 10, prefetchDistance: 5, maxLoadedRows: 1), query: "")
    #expect(machine.memoryCap == 20)
    send(.start)
    scroll(through: 0..<100)
    let rows = machine.rows
    #expect((95..<100).allSatisfy { rows.item(at: $0) != nil })
    #expect(rows.ids.count <= 10 + 10 + 2 * 6 + 1)
    #expect(Set(requests.map(\.key)).count == requests.count, "no page loaded twice on the way down")
    #expect(machine.metrics.pagesReloaded == 0)
  }

  @Test mutating func refreshReplacesTheWindowAndForgetsThePlaceholders() {
    send(.start)
    scroll(through: 0..<200)
    #expect(machine.rows.placeholdersBefore > 0)
    send(.refresh)
    #expect(machine.rows.placeholdersBefore == 0 && machine.rows.placeholdersAfter == 0)
    #expect(machine.rows.ids == Array(0..<10) || machine.rows.ids.first == 0)
    #expect(machine.presentation.header == .end)
  }

  @Test mutating func withoutACapNothingIsDropped() {
    machine = Machine(configuration: PagingConfiguration(pageSize: 10, prefetchDistance: 5), query: "")
    send(.start)
    scroll(through: 0..<300)
    #expect(machine.rows.startIndex == 0)
    #expect(machine.rows.ids == Array(0..<machine.rows.count))
    #expect(machine.metrics.pagesDropped == 0)
  }

  /// A detail that is the row's id, at once.
  struct Echo: DetailSource {
    func loadDetail(for item: Row) async throws -> Int { item.id }
  }

  @MainActor @Test func rowObjectsOfDroppedRowsAreForgotten() async throws {
    let model = AsyncListModel(
      source: ArrayPageSource(items: rows(0..<3_000)), query: "",
      configuration: PagingConfiguration(pageSize: 20, maxLoadedRows: 100))
    let details = model.details(from: Echo(), configuration: DetailConfiguration(settleDelay: .zero))
    model.start()
    try await model.waitUntil { !$0.rows.isEmpty }
    for index in 0..<2_900 {
      model.rowAppeared(at: index)
      if let id = model.rows.item(at: index)?.id { _ = details.row(for: id) }  // as a row view does
      if index >= 10 { model.rowDisappeared(at: index - 10) }
      if index % 20 == 0 { try await model.waitUntil { $0.metrics.loadsInFlight == 0 } }
    }
    #expect(model.rows.placeholdersBefore > 2_000)
    #expect(
      details.rowModels.count <= 2 * 140 + 256,
      "\(details.rowModels.count) row objects for \(model.rows.count) rows held")
  }

  @MainActor @Test func theModelShowsPlaceholdersAndReloadsWhenScrolledBack() async throws {
    let source = ArrayPageSource(items: rows(0..<500))
    let model = AsyncListModel(
      source: source, query: "", configuration: PagingConfiguration(pageSize: 20, maxLoadedRows: 100))
    model.start()
    try await model.waitUntil { !$0.rows.isEmpty }
    var index = 0
    while index < 400 {
      model.rowAppeared(at: index)
      try await model.waitUntil { $0.metrics.loadsInFlight == 0 }
      index += 1
    }
    #expect(model.rows.placeholdersBefore > 0)
    #expect(model.rows.ids.count <= 100 + 20)
    #expect(model.rows.item(at: 399)?.id == 399)
    model.rowAppeared(at: 5)
    try await model.waitUntil { $0.rows.item(at: 5) != nil }
    #expect(model.rows.item(at: 5)?.id == 5)
    #expect(model.metrics.pagesReloaded > 0)
  }
}
