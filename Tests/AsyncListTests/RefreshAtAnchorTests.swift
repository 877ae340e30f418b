import AsyncList
import AsyncListTesting
import Clocks
import Testing

/// Pull-to-refresh far down a list whose source gives a refresh key for the row on screen: the
/// list reloads there, keeps that row as its start row, and loads the rows above on the way up.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct RefreshAtAnchorTests {
  let items = rows(0..<10_000)
  let clock = TestClock<Duration>()

  /// A list of 10,000 rows read down to rows `3000..<3012` while its test clock stands still
  /// (no speed measured, so the prefetch stays at its configured distance).
  func listAtRow3000(refreshesAtAnchor: Bool) async throws -> AsyncListModel<ArrayPageSource<Row>> {
    let model = AsyncListModel(
      source: ArrayPageSource(items: items, refreshesAtAnchor: refreshesAtAnchor),
      configuration: PagingConfiguration(pageSize: 100, prefetchDistance: 20), clock: clock)
    model.start()
    for top in stride(from: 0, through: 3_000, by: 12) {
      try await model.waitUntil("rows down to \(top + 12)") { $0.rows.count >= top + 12 }
      model.visibleRowsChanged(to: top..<top + 12)
    }
    model.visibleRowsChanged(to: 3_000..<3_012)
    return model
  }

  @Test func aRefreshAtRow3000ReloadsThereKeepsTheRowAndLoadsUpwards() async throws {
    let model = try await listAtRow3000(refreshesAtAnchor: true)
    let loadsBefore = model.metrics.loadsStarted
    await model.refresh()
    #expect(model.metrics.loadsStarted <= loadsBefore + 3, "the page there and its neighbours, not thirty")
    #expect(model.rows.first?.id == 3_000)
    #expect(model.startRowID == 3_000)
    #expect(model.scrollsToStartRow)
    #expect(model.presentation.refresh != .refreshing)

    // The view scrolls to the start row; scrolling up loads the page above it.
    model.visibleRowsChanged(to: 0..<12)
    try await model.waitUntil("the page above") { $0.rows.first?.id == 2_900 && $0.metrics.loadsInFlight == 0 }
    #expect(model.rows.index(of: 3_000) == 100)
    #expect(model.rows.count <= 400, "the pages around the row, not the 3,000 rows above it")
  }

  @Test func aSourceWithoutARefreshKeyRefreshesFromTheTop() async throws {
    let model = try await listAtRow3000(refreshesAtAnchor: false)
    await model.refresh()
    #expect(model.rows.first?.id == 0)
    #expect(!model.scrollsToStartRow)
  }
}
