import AsyncListTesting
import Clocks
import Testing

@_spi(Faces) @testable import AsyncList

/// A refresh that fetches every page held again (`refetchesEveryPage`), as TanStack Query
/// refetches an infinite query: in order, the rows kept until the fresh chain has landed and
/// replaced in one change, stopping where the fresh chain ends, resumed at a failed page.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct RefetchEveryPageTests {
  let pages = Source()
  let clock = TestClock<Duration>()

  /// A list read down to 200 rows, in ten pages of 20 keyed by offsets, the user at row 180.
  func listRead200Rows() async throws -> Model {
    let model = Model(
      source: pages,
      configuration: PagingConfiguration(pageSize: 20, prefetchDistance: 5, refetchesEveryPage: true),
      clock: clock)
    model.start()
    for start in stride(from: 0, to: 200, by: 20) {
      let request = try await pages.nextRequest()
      #expect(request.key == (start == 0 ? nil : start))
      await request.resolve(items: rows(start..<start + 20, version: 0), nextKey: start + 20)
      try await model.waitUntil { $0.rows.count == start + 20 }
      if start < 180 { model.rowAppeared(at: start + 19) }
    }
    model.visibleRowsChanged(to: 180..<192)
    return model
  }

  @Test func twoHundredRowsStayOnScreenThroughTheRefreshAndChangeInOnePublish() async throws {
    let model = try await listRead200Rows()
    let structure = Invalidations { _ = model.rows }
    let refresh = Task { await model.refresh() }
    for start in stride(from: 0, to: 200, by: 20) {
      let request = try await pages.nextRequest()
      #expect(request.key == (start == 0 ? nil : start), "the pages in order, each from the fresh one before")
      #expect(request.request.loadSize == 20)
      #expect(model.rows.count == 200 && model.rows.item(at: 185)?.version == 0, "the old rows stay meanwhile")
      #expect(model.presentation.refresh == .refreshing)
      structure.settle()
      await request.resolve(items: rows(start..<start + 20, version: 1), nextKey: start + 20)
    }
    await refresh.value
    structure.settle()
    #expect(structure.count == 1, "the rows changed once, when the chain had landed")
    #expect(model.rows.count == 200 && model.rows.ids == Array(0..<200))
    #expect(model.rows.allSatisfy { $0.version == 1 })
    #expect(model.metrics.loadsInFlight == 0, "the user is at row 180 of 200: nothing more yet")
    #expect(model.presentation.footer != .end, "more pages follow the fresh chain")
    // Scrolling on loads the page after the fresh chain.
    model.rowAppeared(at: 199)
    #expect(try await pages.nextRequest().key == 200)
  }

  @Test func aFailedThirdPageKeepsTheOldRowsAndRetryResumesThere() async throws {
    let model = try await listRead200Rows()
    let refresh = Task { await model.refresh() }
    try await pages.nextRequest().resolve(items: rows(0..<20, version: 1), nextKey: 20)
    try await pages.nextRequest().resolve(items: rows(20..<40, version: 1), nextKey: 40)
    let third = try await pages.nextRequest()
    #expect(third.key == 40)
    await third.fail(TestError())
    await refresh.value
    guard case .failed(let failure) = model.presentation.refresh else {
      Issue.record("the refresh shows its failure, got \(model.presentation.refresh)")
      return
    }
    #expect(failure.error as? TestError == TestError())
    #expect(model.rows.count == 200 && model.rows.allSatisfy { $0.version == 0 }, "the old rows stay")

    model.retry()
    let resumed = try await pages.nextRequest()
    #expect(resumed.key == 40, "the retry asks for the page that failed, not the first")
    await resumed.resolve(items: rows(40..<60, version: 1), nextKey: 60)
    for start in stride(from: 60, to: 200, by: 20) {
      let request = try await pages.nextRequest()
      #expect(request.key == start)
      await request.resolve(items: rows(start..<start + 20, version: 1), nextKey: start + 20)
    }
    try await model.waitUntil { $0.presentation.refresh == .idle && $0.rows.item(at: 0)?.version == 1 }
    #expect(model.rows.count == 200 && model.rows.allSatisfy { $0.version == 1 })
  }

  @Test func aChainThatEndsEarlyLeavesTheFreshPagesAndTheEnd() async throws {
    let model = try await listRead200Rows()
    let refresh = Task { await model.refresh() }
    for start in stride(from: 0, to: 100, by: 20) {
      let request = try await pages.nextRequest()
      #expect(request.key == (start == 0 ? nil : start))
      // The source now holds 90 rows: its fifth page is the last.
      await request.resolve(
        items: rows(start..<min(90, start + 20), version: 1), nextKey: start + 20 < 90 ? start + 20 : nil)
    }
    await refresh.value
    #expect(model.rows.ids == Array(0..<90) && model.presentation.footer == .end)
    #expect(model.metrics.loadsInFlight == 0, "five pages asked for, not ten")
  }

  /// With a memory cap, the pages held (around the user) are fetched again, not those the cap
  /// dropped.
  @Test func withAMemoryCapOnlyThePagesHeldAreFetchedAgain() async throws {
    let model = Model(
      source: pages,
      configuration: PagingConfiguration(
        pageSize: 20, prefetchDistance: 5, maxLoadedRows: 60, refetchesEveryPage: true),
      clock: clock)
    model.start()
    try await model.read(200, from: pages)
    let held = model.rows.count
    let first = try #require(model.rows.ids.first)
    #expect(held < 200 && first > 0)
    let refresh = Task { await model.refresh() }
    var asked: [Int?] = []
    for _ in 0..<held / 20 {
      let request = try await pages.nextRequest()
      asked.append(request.key)
      let start = request.key ?? 0
      await request.resolve(items: rows(start..<start + 20, version: 1), nextKey: start + 20)
    }
    await refresh.value
    #expect(asked == Array(stride(from: first, to: 200, by: 20)), "the pages held, from the first held")
    #expect(await pages.pendingCount == 0, "and no more")
    #expect(model.rows.allSatisfy { $0.version == 1 })
  }
}
