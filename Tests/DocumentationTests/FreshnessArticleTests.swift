// The example of AsyncList.docc/RefreshAndFreshness.md, compiled and run;
// .ci/check-readme-snippet checks that the two copies match.

// DocC:freshness-begin
import AsyncList
import AsyncListTesting
import Clocks
import Testing

struct Post: Identifiable, Sendable {
  let id: Int
}

@MainActor
@Test(.timeLimit(.minutes(10))) func aFeedRefreshesEveryPageAndRevalidatesWhenStale() async throws {
  let clock = TestClock<Duration>()
  let feed = AsyncListModel(
    source: ArrayPageSource(items: (0..<1_000).map(Post.init(id:))),
    configuration: PagingConfiguration(pageSize: 20, refetchesEveryPage: true, staleAfter: .seconds(300)),
    clock: clock)
  feed.start()
  // The user reads 100 rows.
  while feed.rows.count < 100 {
    feed.visibleRowsChanged(to: max(0, feed.rows.count - 10)..<feed.rows.count)
    try await feed.waitUntil { $0.metrics.loadsInFlight == 0 }
  }
  let pages = feed.metrics.pagesLoaded

  await feed.refresh()  // pull-to-refresh: the five pages again, the rows kept meanwhile
  #expect(feed.rows.count >= 100)
  #expect(feed.metrics.pagesLoaded >= pages + 5)

  // Back after ten minutes: the rows are stale, and the start refreshes them.
  feed.stop()
  await clock.advance(by: .seconds(600))
  feed.start()
  #expect(feed.presentation.refresh == .refreshing)
}
// DocC:freshness-end
