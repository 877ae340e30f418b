import AsyncListTesting
import Clocks
import Testing

@_spi(Faces) @testable import AsyncList

/// Freshness per list and per level, on a test clock: rows older than the list's `staleAfter`
/// refresh when it starts; a detail older than its level's `staleAfter` loads again when its row
/// shows, the old one shown meanwhile; two lists on one shared cache each keep their own time;
/// an entry no list holds goes after the cache's grace.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct FreshnessTests {
  let details = ScriptedDetailSource<Row, Double>()
  let clock = TestClock<Duration>()

  @Test func aStartPastTheListsStaleTimeRefreshesKeepingTheRows() async throws {
    let pages = Source()
    let model = Model(
      source: pages, configuration: PagingConfiguration(pageSize: 20, staleAfter: .seconds(60)), clock: clock)
    model.start()
    try await pages.nextRequest().resolve(items: rows(0..<20), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 20 }
    model.stop()
    await clock.advance(by: .seconds(30))
    model.start()
    #expect(model.metrics.loadsStarted == 1, "30 s old: fresh")
    model.stop()
    await clock.advance(by: .seconds(31))
    model.start()
    let refresh = try await pages.nextRequest()
    #expect(refresh.key == nil && model.presentation.refresh == .refreshing)
    #expect(model.rows.count == 20, "the rows stay while they revalidate")
    await refresh.resolve(items: rows(0..<25), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 25 }
  }

  /// A list of rows `0..<20` whose amounts load at once, with a stale time, optionally through a
  /// shared cache; its source too, for the pages after the first.
  func list(staleAfter: Duration?, shared: SharedDetailCache? = nil) async throws -> (
    Model, DetailLoader<ScriptedDetailSource<Row, Double>>, Source
  ) {
    let pages = Source()
    let model = Model(source: pages, configuration: PagingConfiguration(pageSize: 20), clock: clock)
    let loader = model.details(
      from: details,
      configuration: DetailConfiguration(
        prefetchDistance: 0, settleDelay: .zero, restRange: .off, staleAfter: staleAfter),
      sharedCache: shared?.kind("amount"))
    model.start()
    try await pages.nextRequest().resolve(items: rows(0..<20), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 20 }
    return (model, loader, pages)
  }

  /// Row 0 leaves the screen and comes back.
  func showAgain(_ model: Model) {
    model.rowDisappeared(at: 0)
    model.rowAppeared(at: 0)
  }

  @Test func aStaleDetailLoadsAgainWhenItsRowShowsAndTheOldOneStaysMeanwhile() async throws {
    let (model, amounts, _) = try await list(staleAfter: .seconds(10))
    model.rowAppeared(at: 0)
    try await details.nextRequest().resolve(1)
    try await amounts.waitUntil { $0.state(for: 0) == .loaded(1) }
    await clock.advance(by: .seconds(5))
    showAgain(model)
    #expect(amounts.metrics.loadsStarted == 1, "5 s old: fresh")
    await clock.advance(by: .seconds(6))
    showAgain(model)
    let again = try await details.nextRequest()
    #expect(again.input.id == 0)
    #expect(amounts.state(for: 0) == .loaded(1), "the old detail shows while the new one loads")
    await again.resolve(2)
    try await amounts.waitUntil { $0.state(for: 0) == .loaded(2) }
  }

  @Test func twoListsOnOneCacheRevalidateEachOnItsOwnTime() async throws {
    let shared = SharedDetailCache(costLimit: 100, clock: clock)
    let (quick, quickAmounts, _) = try await list(staleAfter: .seconds(10), shared: shared)
    let (slow, slowAmounts, _) = try await list(staleAfter: .seconds(60), shared: shared)
    quick.rowAppeared(at: 0)
    slow.rowAppeared(at: 0)
    try await details.nextRequest().resolve(1)
    try await quickAmounts.waitUntil { $0.state(for: 0) == .loaded(1) }
    try await slowAmounts.waitUntil { $0.state(for: 0) == .loaded(1) }
    #expect(await shared.loadsStarted == 1)

    // 20 s on: stale for the quick list only, which loads it again for the cache.
    await clock.advance(by: .seconds(20))
    showAgain(quick)
    showAgain(slow)
    try await details.nextRequest().resolve(2)
    try await quickAmounts.waitUntil { $0.state(for: 0) == .loaded(2) }
    #expect(slowAmounts.state(for: 0) == .loaded(1) && slowAmounts.metrics.loadsStarted == 1)
    #expect(await shared.loadsStarted == 2)

    // 70 s on: stale for the slow list, whose cache entry (50 s old) is fresh enough for it.
    await clock.advance(by: .seconds(50))
    showAgain(slow)
    try await slowAmounts.waitUntil { $0.state(for: 0) == .loaded(2) }
    #expect(slowAmounts.metrics.loadsStarted == 2)
    #expect(await shared.loadsStarted == 2, "answered from the cache: no load")
    #expect(await details.received.count == 2)
  }

  @Test func anEntryNoListHoldsGoesAfterTheGrace() async throws {
    let shared = SharedDetailCache(costLimit: 100, evictionGrace: .seconds(60), clock: clock)
    let (model, amounts, pages) = try await list(staleAfter: nil, shared: shared)
    model.rowAppeared(at: 0)
    try await details.nextRequest().resolve(1)
    try await amounts.waitUntil { $0.state(for: 0) == .loaded(1) }
    while await shared.heldCount != 1 { await Task.yield() }

    // A reset whose rows are others: row 0 leaves the list, and nothing holds its entry.
    model.reset()
    try await pages.nextRequest().resolve(items: rows(100..<120), nextKey: nil)
    try await model.waitUntil { $0.rows.first?.id == 100 }
    while await shared.heldCount != 0 { await Task.yield() }
    await clock.advance(by: .seconds(59))
    #expect(await shared.count == 1, "within the grace")
    await clock.advance(by: .seconds(1))
    #expect(await shared.count == 0, "gone after it")
  }

  @Test func withoutAGraceAnEntryNoListHoldsStays() async throws {
    let shared = SharedDetailCache(costLimit: 100, clock: clock)
    let (model, amounts, _) = try await list(staleAfter: .seconds(3_600), shared: shared)
    model.rowAppeared(at: 0)
    try await details.nextRequest().resolve(1)
    try await amounts.waitUntil { $0.state(for: 0) == .loaded(1) }
    await shared.release([SharedDetailCache.Key(kind: "amount", id: 0)], by: amounts.holder)
    await clock.advance(by: .seconds(3_600))
    #expect(await shared.count == 1)
  }
}
