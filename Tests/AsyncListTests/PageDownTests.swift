import Testing

@testable import AsyncList

/// A user who pages down a screen at a time, faster than details land: the rows on screen leave
/// before their detail could, so the level loads the rows the coming screens will show instead.
@Suite(.timeLimit(.minutes(10)))
struct PageDownTests {
  struct Outcome {
    /// Loads started for a row on screen when it started, after the pace was measured.
    var startedOnScreen = 0
    /// Loads started for rows beyond the screen, after the pace was measured.
    var startedAhead = 0
    /// Of the loads started beyond the screen after the pace was measured, those whose detail
    /// landed before their row left the screen (on screen, or still to come).
    var landedInTime = 0
    /// Rows passed after the pace was measured that had their detail when they left.
    var rowsLeftWithDetail = 0
    var rowsLeft = 0
    /// Of the loads started beyond the screen after the pace was measured, those still in flight
    /// at the end.
    var aheadInFlightAtEnd = 0
    var started = 0
  }

  /// Pages a `screen`-row viewport down every `stepMilliseconds` over a 2,000-row list, each
  /// detail taking `latencyMilliseconds`, for `seconds`; counts from `measuredAfter` on.
  func pageDown(
    screen: Int = 10, stepMilliseconds: Int, latencyMilliseconds: Int, seconds: Int = 20, measuredAfter: Int = 5_000
  ) -> Outcome {
    var level = EngineLevel<Int>(configuration: DetailConfiguration(), rows: 2_000)
    var outcome = Outcome()
    var finishing: [DetailLoadID: (row: Int, at: Int, measured: Bool)] = [:]
    var landed: Set<Int> = []
    var timers: [TimerID: Int] = [:]
    var top = 0
    func apply(_ actions: [DetailAction<Int>], now: Int) {
      for action in actions {
        switch action {
        case .load(let load, let row):
          outcome.started += 1
          let onScreen = (top..<top + screen).contains(row)
          finishing[load] = (row, now + latencyMilliseconds, now >= measuredAfter && !onScreen)
          guard now >= measuredAfter else { continue }
          if onScreen { outcome.startedOnScreen += 1 } else { outcome.startedAhead += 1 }
        case .cancel(let load):
          finishing[load] = nil
        case .startTimer(let timer, let delay):
          timers[timer] = now + Int((delay / .milliseconds(1)).rounded(.up))
        case .changed, .reveal:
          break
        }
      }
    }
    for row in 0..<screen { apply(level.handle(.appeared(row, at: .zero)), now: 0) }
    for now in 1...seconds * 1_000 {
      for (load, entry) in finishing where entry.at <= now {
        finishing[load] = nil
        if entry.measured, entry.row >= top { outcome.landedInTime += 1 }
        landed.insert(entry.row)
        apply(level.handle(.loaded(load, entry.row, cost: 1, at: .milliseconds(now))), now: now)
      }
      for (timer, at) in timers where at <= now {
        timers[timer] = nil
        apply(level.handle(.timerFired(timer, at: .milliseconds(now))), now: now)
      }
      guard now % stepMilliseconds == 0 else { continue }
      // One step: the next screen's rows appear at one instant, the old ones leave.
      for row in top + screen..<top + 2 * screen {
        apply(level.handle(.appeared(row, at: .milliseconds(now))), now: now)
      }
      for row in top..<top + screen {
        apply(level.handle(.disappeared(row)), now: now)
        guard now >= measuredAfter else { continue }
        outcome.rowsLeft += 1
        if landed.contains(row) { outcome.rowsLeftWithDetail += 1 }
      }
      top += screen
    }
    outcome.aheadInFlightAtEnd = finishing.values.count(where: \.measured)
    return outcome
  }

  @Test func pagingDownFasterThanDetailsLandLoadsTheScreensToComeNotTheOneShown() {
    // A screen every 0.5 s, details in 2 s: a row on screen leaves 1.5 s before its detail could
    // land. Once the pace is measured, the level starts loads only for rows further down, which
    // are on screen when their detail lands.
    let outcome = pageDown(stepMilliseconds: 500, latencyMilliseconds: 2_000)
    #expect(outcome.startedOnScreen == 0, "\(outcome)")
    #expect(outcome.startedAhead > 0, "\(outcome)")
    // Of the loads started ahead that landed by the end, nine in ten landed in time (measured:
    // all of them; before the step pace, 210 loads started for rows on screen and none did).
    let endedAhead = outcome.startedAhead - outcome.aheadInFlightAtEnd
    #expect(outcome.landedInTime * 10 >= endedAhead * 9, "nine in ten land in time: \(outcome)")
    // Measured: 150 of the 310 rows passed had their detail when they left (32 loads at most at
    // once, 2 s each, cover 16 rows a second of the 20 passed; before the step pace: none).
    #expect(outcome.rowsLeftWithDetail * 10 >= outcome.rowsLeft * 4, "rows passed with their detail: \(outcome)")
  }

  @Test func pagingDownSlowerThanDetailsLandStillLoadsTheScreenShown() {
    // A screen every 3 s, details in 0.3 s: every row passed loads (most of them ahead of the
    // screen, within the look-ahead), and none is skipped for leaving too soon.
    let outcome = pageDown(stepMilliseconds: 3_000, latencyMilliseconds: 300)
    #expect(outcome.rowsLeft == 50)
    #expect(outcome.rowsLeftWithDetail == outcome.rowsLeft, "every row passed had its detail: \(outcome)")
  }

  @Test func aStepPaceNeedsTwoStepsAndFadesWhenTheStepsStopOrJump() {
    var steps = StepPace()
    func screen(from top: Int, at milliseconds: Int) {
      for row in top..<top + 10 { steps.rowShown(row, at: .milliseconds(milliseconds)) }
    }
    screen(from: 0, at: 0)  // the first screen: no step
    #expect(steps.pace(at: .milliseconds(400), screenRows: 10) == 0)
    screen(from: 10, at: 500)
    #expect(steps.pace(at: .milliseconds(700), screenRows: 10) == 0, "one step is no pace")
    screen(from: 20, at: 1_000)
    screen(from: 30, at: 1_500)
    #expect(steps.pace(at: .milliseconds(1_700), screenRows: 10) == 20, "two equal intervals: 10 rows every 0.5 s")
    screen(from: 40, at: 2_000)
    #expect(steps.pace(at: .milliseconds(2_200), screenRows: 10) == 20, "10 rows every 0.5 s")
    func left(_ rowsFromTop: Int) -> Double {
      ((steps.secondsLeft(rowsFromTop: rowsFromTop, at: .milliseconds(2_200), screenRows: 10) ?? -1) * 1_000).rounded()
    }
    #expect(left(3) == 300, "this screen leaves at the next step")
    #expect(left(12) == 800, "the next screen, a step later")
    #expect(steps.end(at: .milliseconds(2_200), screenRows: 10) == .milliseconds(2_750))
    #expect(steps.pace(at: .milliseconds(2_800), screenRows: 10) == 0, "no step for 1.5 intervals: stopped")
    // A fling (a row every 10 ms for a second) is no step, and the steps start over.
    for tick in 0..<100 { steps.rowShown(40 + tick, at: .milliseconds(3_000 + 10 * tick)) }
    screen(from: 150, at: 4_500)
    screen(from: 160, at: 5_000)
    screen(from: 170, at: 5_500)
    #expect(steps.pace(at: .milliseconds(5_600), screenRows: 10) == 0, "two steps since the fling")
    // Jumps a thousand rows apart, at a steady interval, are no page-down.
    screen(from: 1_170, at: 6_000)
    screen(from: 170, at: 6_500)
    screen(from: 1_170, at: 7_000)
    #expect(steps.pace(at: .milliseconds(7_100), screenRows: 10) == 0)
    // After steady steps, a fling that stalls for 120 ms after a quarter second is no step:
    // the stall is shorter than the motion before it.
    var stalled = StepPace()
    for (index, top) in stride(from: 0, through: 60, by: 20).enumerated() {
      for row in top..<top + 20 { stalled.rowShown(row, at: .milliseconds(500 * index)) }
    }
    #expect(stalled.pace(at: .milliseconds(1_600), screenRows: 20) == 40, "steps of 20 rows every 0.5 s")
    for tick in 0..<15 { stalled.rowShown(80 + 3 * tick, at: .milliseconds(2_000 + 17 * tick)) }
    for tick in 15..<50 { stalled.rowShown(80 + 3 * tick, at: .milliseconds(2_120 + 17 * tick)) }
    #expect(stalled.pace(at: .milliseconds(2_500), screenRows: 20) == 0)
    #expect(stalled.end(at: .milliseconds(2_500), screenRows: 20) == nil)
    // Steps up and down in turn, at a steady beat, are no page-down either.
    var alternating = StepPace()
    for (index, top) in [0, 20, 0, 20, 0, 20].enumerated() {
      for row in top..<top + 20 { alternating.rowShown(row, at: .milliseconds(500 * index)) }
    }
    #expect(alternating.pace(at: .milliseconds(2_600), screenRows: 20) == 0)
  }
}
