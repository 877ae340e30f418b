import AsyncList
import AsyncListTesting
import Clocks
import Testing

/// A jump before any detail has landed: with no latency measured yet, nothing off screen is
/// "about to land", so the rows on screen take the slots of the loads the user left behind.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct JumpBeforeLandingTests {
  @Test func theNewScreenTakesTheSlotsOfTheScreenLeftBehind() async throws {
    let clock = TestClock<Duration>()
    let details = ScriptedDetailSource<Row, Double>()
    let model = AsyncListModel(
      source: ArrayPageSource(items: rows(0..<1_000)), configuration: PagingConfiguration(pageSize: 40), clock: clock)
    let loader = model.details(from: details, configuration: DetailConfiguration(maxConcurrentLoads: 32))
    model.start()
    try await model.waitUntil { $0.rows.count >= 40 }
    // A 26-row screen at rest: its rows and the look-ahead fill the 32 slots; none lands.
    model.visibleRowsChanged(to: 0..<26)
    for _ in 0..<30 { await clock.advance(by: .milliseconds(10)) }
    #expect(loader.metrics.loadsInFlight == 32)
    // The second page, which the screen's prefetch asked for, lands (a task on a real executor:
    // on a busy machine it can take longer than the advances above).
    try await model.waitUntil { $0.rows.count >= 80 }
    // A jump 40 rows down, 300 ms later, and the screen rests there for 3 s. The top rows may
    // wait a moment (with the jump's pace they would leave soon) and start at a recheck; when
    // each timer runs depends on the machine (a busy one runs it later on the test clock), so
    // the test looks once every timer has had its turn.
    model.visibleRowsChanged(to: 40..<66)
    for _ in 0..<300 { await clock.advance(by: .milliseconds(10)) }
    let loading = (40..<66).count { loader.state(for: $0) == .loading }
    #expect(loading == 26, "\(loading) of the 26 rows on screen are loading")
    // The other slots are the nearest rows left behind: the farthest gave way first.
    #expect((0..<40).filter { loader.state(for: $0) == .loading } == Array(26..<32))
    #expect(loader.metrics.loadsInFlight == 32)
  }
}
