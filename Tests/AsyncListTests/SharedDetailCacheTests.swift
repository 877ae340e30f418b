@_spi(Faces) import AsyncList
import AsyncListTesting
import Clocks
import Testing

/// Two lists sharing a detail cache: the same item's detail loads once, a list that stops
/// waiting does not cancel another's load, and the cache keeps within its cost.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct SharedDetailCacheTests {
  let details = ScriptedDetailSource<Row, Double>()
  let clock = TestClock<Duration>()

  /// A list of rows `0..<20` whose amounts come from the shared kind "amount".
  func list(_ cache: SharedDetailCache) async throws -> (Model, DetailLoader<ScriptedDetailSource<Row, Double>>) {
    let pages = Source()
    let model = Model(source: pages, configuration: PagingConfiguration(pageSize: 20), clock: clock)
    let loader = model.details(
      from: details, configuration: DetailConfiguration(prefetchDistance: 0, settleDelay: .zero, restRange: .off),
      sharedCache: cache.kind("amount"))
    model.start()
    await (try await pages.nextRequest()).resolve(items: rows(0..<20), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 20 }
    return (model, loader)
  }

  @Test func twoListsShowingTheSameItemLoadItsDetailOnce() async throws {
    let cache = SharedDetailCache(costLimit: 100)
    let (first, firstAmounts) = try await list(cache)
    let (second, secondAmounts) = try await list(cache)
    first.rowAppeared(at: 1)
    second.rowAppeared(at: 1)
    let request = try await details.nextRequest()
    #expect(request.input.id == 1)
    await request.resolve(0.5)
    try await firstAmounts.waitUntil { $0.state(for: 1) == .loaded(0.5) }
    try await secondAmounts.waitUntil { $0.state(for: 1) == .loaded(0.5) }
    #expect(await details.received.map(\.id) == [1], "one load for two lists")
    #expect(await cache.loadsStarted == 1)

    // A third list showing it later finds it in the cache.
    let (third, thirdAmounts) = try await list(cache)
    third.rowAppeared(at: 1)
    try await thirdAmounts.waitUntil { $0.state(for: 1) == .loaded(0.5) }
    #expect(await details.received.count == 1)
    #expect(await cache.count == 1)
    #expect(await cache.totalCost == 1)
  }

  @Test func aListThatStopsWaitingLeavesTheLoadToTheOtherAndTheLastOneCancelsIt() async throws {
    let cache = SharedDetailCache(costLimit: 100)
    let (first, _) = try await list(cache)
    let (second, secondAmounts) = try await list(cache)
    first.rowAppeared(at: 5)
    second.rowAppeared(at: 5)
    let request = try await details.nextRequest()
    first.stop()  // cancels the first list's load; the second still waits for it
    try await first.waitUntil { $0.details(ScriptedDetailSource<Row, Double>.self)?.metrics.loadsInFlight == 0 }
    await request.resolve(0.25)
    try await secondAmounts.waitUntil { $0.state(for: 5) == .loaded(0.25) }

    // Alone, a list that stops cancels the load.
    second.rowAppeared(at: 7)
    let lonely = try await details.nextRequest()
    second.stop()
    try await lonely.waitUntilCancelled()
  }

  @Test func theCacheKeepsWithinItsCostAndLoadsAnEvictedDetailAgain() async throws {
    let cache = SharedDetailCache(costLimit: 2)
    let (model, amounts) = try await list(cache)
    for index in 0..<3 {
      model.rowAppeared(at: index)
      await (try await details.nextRequest()).resolve(Double(index))
      try await amounts.waitUntil { $0.state(for: index) == .loaded(Double(index)) }
    }
    #expect(await cache.count == 2)
    #expect(await cache.totalCost == 2)
    // Row 0's detail left the shared cache (the oldest); a new list asks for it again.
    let (other, otherAmounts) = try await list(cache)
    other.rowAppeared(at: 0)
    await (try await details.nextRequest()).resolve(9)
    try await otherAmounts.waitUntil { $0.state(for: 0) == .loaded(9) }
    #expect(await cache.loadsStarted == 4)
  }
}
