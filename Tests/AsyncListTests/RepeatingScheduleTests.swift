import Synchronization
import Testing

@testable import AsyncList

/// The schedule of ``AsyncListModel/waitMetricsUpdates(every:)``: deadlines from the first run,
/// so a sleep that starts late returns at once, and deadlines missed while time jumped are
/// skipped.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct RepeatingScheduleTests {
  /// A clock whose time moves only when the test says (a process that slept, then woke): a
  /// sleep records its deadline and returns at once. No real time is read or waited for.
  final class JumpingClock: Clock {
    struct Instant: InstantProtocol {
      var offset: Duration
      func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
      func duration(to other: Instant) -> Duration { other.offset - offset }
      static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    let offset = Mutex(Duration.zero)
    let deadlines = Mutex<[Duration]>([])
    var now: Instant { Instant(offset: offset.withLock { $0 }) }
    var minimumResolution: Duration { .nanoseconds(1) }
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
      deadlines.withLock { $0.append(deadline.offset) }
    }
  }

  @Test func deadlinesMissedWhileTimeJumpedAreSkippedNotRunInABurst() async {
    let clock = JumpingClock()
    var runs = 0
    await Model.repeating(every: .seconds(1), on: clock) {
      runs += 1
      // After the first run the process sleeps three and a half intervals.
      if runs == 1 { clock.offset.withLock { $0 = .milliseconds(3_500) } }
      return runs < 3
    }
    #expect(runs == 3)
    // The next deadline after the jump is 4 s, then 5 s: not 1, 2 and 3 s at once.
    #expect(clock.deadlines.withLock { $0 } == [.seconds(4), .seconds(5)])
  }

  @Test func aSleepThatStartsAfterItsDeadlineReturnsAtOnce() async {
    let clock = JumpingClock()
    var runs = 0
    await Model.repeating(every: .seconds(1), on: clock) {
      runs += 1
      // The clock moves by most of an interval while the first figure is consumed.
      if runs == 1 { clock.offset.withLock { $0 = .milliseconds(900) } }
      return runs < 2
    }
    // The deadline stays 1 s after the first run, not 1 s after the late sleep.
    #expect(clock.deadlines.withLock { $0 } == [.seconds(1)])
  }

  @Test func aWholeIntervalPassingWhileAFigureIsConsumedRunsTheNextAtOnce() async {
    let clock = JumpingClock()
    var runs = 0
    await Model.repeating(every: .seconds(1), on: clock) {
      runs += 1
      // The consumer reads the first figure and moves the clock by exactly one interval
      // before the schedule sleeps (a test advancing its clock).
      if runs == 1 { clock.offset.withLock { $0 = .seconds(1) } }
      return runs < 2
    }
    #expect(runs == 2, "the 1 s figure runs at once, not skipped to 2 s")
    #expect(clock.deadlines.withLock { $0 }.isEmpty, "no sleep until a deadline already reached")
  }
}
