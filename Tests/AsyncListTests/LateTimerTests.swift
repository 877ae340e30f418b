import AsyncList
import AsyncListTesting
import Clocks
import Synchronization
import Testing

/// A test clock whose every sleep ends later than asked, by a seeded amount: what a busy main
/// thread does to the model's timers (each runs when the thread gets to it, later on the clock).
struct LateClock: Clock {
  typealias Duration = Swift.Duration
  typealias Instant = TestClock<Duration>.Instant

  let base: TestClock<Duration>
  /// The most a sleep ends late.
  let most: Duration
  /// A seeded SplitMix64 state, shared by the clock's copies: the same seed gives the same
  /// latenesses.
  let state: SeedState

  /// The generator's state, in a class: a clock is copied, a mutex is not.
  final class SeedState: Sendable {
    let value: Mutex<UInt64>
    init(_ seed: UInt64) { value = Mutex(seed) }
  }

  init(base: TestClock<Duration>, most: Duration, seed: UInt64) {
    self.base = base
    self.most = most
    self.state = SeedState(seed)
  }

  var now: Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try await base.sleep(until: deadline.advanced(by: lateness()), tolerance: tolerance)
  }

  /// A lateness from zero to ``most``, in whole milliseconds.
  private func lateness() -> Duration {
    let milliseconds = most / .milliseconds(1)
    guard milliseconds >= 1 else { return .zero }
    let value = state.value.withLock { state in
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    return .milliseconds(Int(value % UInt64(milliseconds + 1)))
  }
}

/// Where the detail level's loads end up does not depend on when its timers run: a family of
/// timer latenesses (0-300 ms on every sleep), one outcome.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct LateTimerTests {
  @Test func aJumpsScreenLoadsInFullAfterARestHoweverLateTheTimersRun() async throws {
    let runs = propertyRuns(6, long: 60)
    for run in 0..<runs {
      let most = Duration.milliseconds([0, 20, 50, 100, 200, 300][run % 6])
      let clock = TestClock<Duration>()
      let late = LateClock(base: clock, most: most, seed: UInt64(run))
      let details = ScriptedDetailSource<Row, Double>()
      let model = AsyncListModel(
        source: ArrayPageSource(items: rows(0..<1_000)), configuration: PagingConfiguration(pageSize: 40), clock: late)
      let loader = model.details(from: details, configuration: DetailConfiguration(maxConcurrentLoads: 32))
      model.start()
      try await model.waitUntil { $0.rows.count >= 40 }
      model.visibleRowsChanged(to: 0..<26)
      for _ in 0..<30 {
        await clock.advance(by: .milliseconds(10))
        #expect(loader.metrics.loadsInFlight <= 32)
      }
      try await model.waitUntil { $0.rows.count >= 80 }
      // A jump 40 rows down, and 3 s at rest there.
      model.visibleRowsChanged(to: 40..<66)
      for _ in 0..<300 {
        await clock.advance(by: .milliseconds(10))
        #expect(loader.metrics.loadsInFlight <= 32)
      }
      let context = "run \(run), timers up to \(most) late"
      let loading = (40..<66).count { loader.state(for: $0) == .loading }
      #expect(loading == 26, "\(loading) of the 26 rows on screen are loading; \(context)")
      #expect((0..<40).filter { loader.state(for: $0) == .loading } == Array(26..<32), "\(context)")
      #expect(loader.metrics.loadsInFlight == 32, "\(context)")
    }
  }
}
