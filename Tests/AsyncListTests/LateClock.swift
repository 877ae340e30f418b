import Clocks
import Synchronization

/// A test clock whose every sleep ends later than asked, by a seeded amount: what a busy main
/// thread does to the model's timers (each runs when the thread gets to it, later on the clock).
struct LateClock: Clock {
  typealias Duration = Swift.Duration
  typealias Instant = TestClock<Duration>.Instant

  let clock: TestClock<Duration>
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

  init(clock: TestClock<Duration>, most: Duration, seed: UInt64) {
    self.clock = clock
    self.most = most
    self.state = SeedState(seed)
  }

  var now: Instant { clock.now }
  var minimumResolution: Duration { clock.minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try await clock.sleep(until: deadline.advanced(by: lateness()), tolerance: tolerance)
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
