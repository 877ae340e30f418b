import AsyncListTesting
import Clocks
import Testing

@_spi(Faces) @testable import AsyncList

/// What the UIKit face does per change, planned from the model's own changes: with a million
/// counted positions, a page landing touches the page's items and a refresh reloads once.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct CollectionPlanTests {
  let pages = Source()
  let clock = TestClock<Duration>()

  @Test func aMillionCountedPositionsCostOnePagePerPage() async throws {
    let model = Model(
      source: pages, configuration: PagingConfiguration(pageSize: 30, prefetchDistance: 5), clock: clock)
    model.start()
    try await pages.nextRequest().resolve(Page(items: rows(0..<30), nextKey: 30, itemsAfter: 999_970))
    try await model.waitUntil { $0.rows.count == 30 }
    #expect(model.rows.totalCount == 1_000_000)
    let applied = model.rowsVersion
    model.rowAppeared(at: 26)
    try await pages.nextRequest().resolve(Page(items: rows(30..<60), nextKey: 60, itemsAfter: 999_940))
    try await model.waitUntil { $0.rows.count == 60 }
    let changes = try #require(model.rowChanges(since: applied))
    #expect(changes == [.replaced(at: 30, count: 30)], "the page's rows where its placeholders were")
    let plan = CollectionUpdates.plan(changes)
    #expect(plan == CollectionUpdates(redrawn: Array(30..<60)))
    #expect(plan.touched == 30)

    let refreshed = model.rowsVersion
    let refresh = Task { await model.refresh() }
    try await pages.nextRequest().resolve(Page(items: rows(0..<30), nextKey: 30, itemsAfter: 999_970))
    await refresh.value
    let reload = try #require(model.rowChanges(since: refreshed))
    #expect(reload.first == .reloaded)
    #expect(CollectionUpdates.plan(reload) == .reload)
    #expect(model.rowChanges(since: -1) == nil, "a version the list never had reloads")
  }

  @Test func theHistoryIsBoundedAndAFaceFarBehindReloads() async throws {
    let model = Model(source: pages, configuration: PagingConfiguration(pageSize: 1, prefetchDistance: 0), clock: clock)
    model.start()
    try await pages.nextRequest().resolve(items: rows(0..<1), nextKey: 1)
    try await model.waitUntil { $0.rows.count == 1 }
    let first = model.rowsVersion
    for page in 1...RowChangeHistory.kept + 1 {
      model.rowAppeared(at: page - 1)
      try await pages.nextRequest().resolve(items: rows(page..<page + 1), nextKey: page + 1)
      try await model.waitUntil { $0.rows.count == page + 1 }
    }
    #expect(model.rowsVersion == first + RowChangeHistory.kept + 1)
    #expect(model.rowChanges(since: first) == nil, "65 publishes behind")
    #expect(model.rowChanges(since: first + 1)?.count == RowChangeHistory.kept, "64 behind: one change each")
    #expect(model.rowChanges(since: model.rowsVersion) == [])
  }
}
