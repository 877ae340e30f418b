@_spi(Faces) import AsyncList
import AsyncListTesting
import Clocks
import Testing

/// Where an app's header above the list shows (`EdgeRows.showsListHeader(whenEmpty:)`, which the
/// SwiftUI view's `listHeader` slot reads): above rows once the top is reached, on an empty list
/// when the app asks, never while the first page loads or after it failed.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ListHeaderTests {
  let pages = Source()
  let clock = TestClock<Duration>()

  func shows(_ model: Model) -> (whenEmpty: Bool, withRowsOnly: Bool) {
    (model.edgeRows.showsListHeader(whenEmpty: true), model.edgeRows.showsListHeader(whenEmpty: false))
  }

  @Test func anEmptyListShowsTheHeaderWhereTheAppAsks() async throws {
    let model = Model(source: pages, clock: clock)
    model.start()
    let first = try await pages.nextRequest()
    #expect(shows(model) == (false, false), "not while the first page loads")
    await first.resolve(items: [])
    try await model.waitUntil { $0.presentation.content == .empty }
    #expect(shows(model) == (true, false))
    // A refresh that brings rows keeps it: the rows' top is the list's top.
    let refresh = Task { await model.refresh() }
    try await pages.nextRequest().resolve(items: rows(0..<3))
    await refresh.value
    #expect(model.rows.count == 3 && shows(model) == (true, true))
  }

  @Test func aFailedFirstLoadShowsNoHeader() async throws {
    let model = Model(source: pages, clock: clock)
    model.start()
    try await pages.nextRequest().fail(TestError())
    try await model.waitUntil {
      if case .firstLoadFailed = $0.presentation.content { return true }
      return false
    }
    #expect(shows(model) == (false, false))
  }

  /// A list started in the middle: no header above rows that still load upwards, until the page
  /// at the top lands.
  @Test func rowsStillLoadingUpwardsHaveNoHeaderAboveThem() async throws {
    let model = Model(
      source: pages, initialKey: 20, configuration: PagingConfiguration(pageSize: 10, prefetchDistance: 2),
      clock: clock)
    model.start()
    try await pages.nextRequest().resolve(items: rows(20..<30), previousKey: 10)
    try await model.waitUntil { $0.rows.count == 10 }
    #expect(shows(model) == (false, false))
    model.rowAppeared(at: 0)
    try await pages.nextRequest().resolve(items: rows(10..<20), previousKey: 0)
    try await model.waitUntil { $0.rows.count == 20 }
    model.rowAppeared(at: 0)
    try await pages.nextRequest().resolve(items: rows(0..<10))
    try await model.waitUntil { $0.rows.count == 30 && $0.presentation.header == .end }
    #expect(shows(model) == (true, true))
  }
}
