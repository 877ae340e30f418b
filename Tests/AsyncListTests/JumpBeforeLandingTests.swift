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
    try await jumpAndRest(advancing: clock, modelClock: clock, "timers on time")
  }

  /// Where the loads end up does not depend on when the model's timers run: a family of timer
  /// latenesses (every sleep ends 0-300 ms late, seeded), one outcome.
  @Test func theOutcomeIsTheSameHoweverLateTheTimersRun() async throws {
    for run in 0..<propertyRuns(6, long: 60) {
      let most = Duration.milliseconds([0, 20, 50, 100, 200, 300][run % 6])
      let clock = TestClock<Duration>()
      let late = LateClock(clock: clock, most: most, seed: UInt64(run))
      try await jumpAndRest(advancing: clock, modelClock: late, "run \(run), timers up to \(most) late")
    }
  }

  /// A 26-row screen at rest over a 32-load level, then a jump 40 rows down and 3 s at rest.
  ///
  /// The top rows of the new screen may wait a moment (at the jump's pace they would leave soon)
  /// and start at a recheck; when each timer runs depends on the machine (a busy one runs it
  /// later on the test clock), so the test looks once every timer has had its turn.
  private func jumpAndRest(
    advancing clock: TestClock<Duration>, modelClock: some Clock<Duration>, _ context: String
  ) async throws {
    let details = ScriptedDetailSource<Row, Double>()
    let model = AsyncListModel(
      source: ArrayPageSource(items: rows(0..<1_000)), configuration: PagingConfiguration(pageSize: 40),
      clock: modelClock)
    let loader = model.details(from: details, configuration: DetailConfiguration(maxConcurrentLoads: 32))
    model.start()
    try await model.waitUntil { $0.rows.count >= 40 }
    // The screen's rows and the look-ahead fill the 32 slots; none lands.
    model.visibleRowsChanged(to: 0..<26)
    for _ in 0..<6 { await clock.advance(by: .milliseconds(50)) }
    #expect(loader.metrics.loadsInFlight == 32, "\(context)")
    // The second page, which the screen's prefetch asked for, lands (a task on a real executor:
    // on a busy machine it can take longer than the advances above).
    try await model.waitUntil { $0.rows.count >= 80 }
    model.visibleRowsChanged(to: 40..<66)
    for _ in 0..<60 {
      await clock.advance(by: .milliseconds(50))
      #expect(loader.metrics.loadsInFlight <= 32, "\(context)")
    }
    let loading = (40..<66).count { loader.state(for: $0) == .loading }
    #expect(loading == 26, "\(loading) of the 26 rows on screen are loading; \(context)")
    // The other slots are the nearest rows left behind: the farthest gave way first.
    #expect((0..<40).filter { loader.state(for: $0) == .loading } == Array(26..<32), "\(context)")
    #expect(loader.metrics.loadsInFlight == 32, "\(context)")
  }
}
