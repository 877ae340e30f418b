import Testing

@testable import AsyncList

/// A 1,000-row fling in virtual time over the detail scheduler with its default configuration,
/// against seed 001's rule of loading every item of every page.
@Suite(.timeLimit(.minutes(10)))
struct FlingTests {
  struct Outcome: CustomStringConvertible {
    var started = 0
    /// Of them, those started before the first frame of the fling (the first screen's).
    var startedBeforeFling = 0
    /// Of them, the fill's: speculative loads at rest around the screen (they give way first).
    var speculative = 0
    var completed = 0
    var cancelled = 0
    var visibleAtEndLoaded = false

    var description: String {
      "detail loads started \(started) (\(startedBeforeFling) before the fling, \(speculative) the fill's),"
        + " completed \(completed), cancelled \(cancelled)"
    }
  }

  /// Scrolls a 10-row viewport over the first `distance` rows of a list of `count` at
  /// `rowsPerSecond`, with every detail taking `latencyMilliseconds`, then waits at rest until
  /// the screen is filled and at least `rest` has passed.
  func fling(
    rowsPerSecond: Int, latencyMilliseconds: Int, rows count: Int = 1_000, distance: Int = 990,
    rest: Duration = .zero, configuration: DetailConfiguration = DetailConfiguration()
  ) -> Outcome {
    var scheduler = EngineLevel<Int>(configuration: configuration, rows: count)
    var restEnds: Int?
    var finishing: [DetailLoadID: (row: Int, at: Int)] = [:]
    var timers: [TimerID: Int] = [:]
    var outcome = Outcome()
    let millisecondsPerRow = 1_000 / rowsPerSecond

    func apply(_ actions: [DetailAction<Int>], now: Int) {
      for action in actions {
        switch action {
        case .load(let load, let row):
          outcome.started += 1
          if scheduler.screen.speculative.contains(load) { outcome.speculative += 1 }
          finishing[load] = (row, now + latencyMilliseconds)
        case .cancel(let load):
          outcome.cancelled += 1
          finishing[load] = nil
        case .startTimer(let timer, let delay):
          timers[timer] =
            now + Int(delay.components.seconds * 1_000 + delay.components.attoseconds / 1_000_000_000_000_000)
        case .changed, .reveal:
          break
        }
      }
    }

    var top = 0
    for row in 0..<10 { apply(scheduler.handle(.appeared(row, at: .zero)), now: 0) }
    var now = 0
    while now < 1_000_000 {
      now += 1
      for (load, entry) in finishing where entry.at <= now {
        finishing[load] = nil
        outcome.completed += 1
        apply(scheduler.handle(.loaded(load, entry.row, cost: 1)), now: now)
      }
      for (timer, at) in timers where at <= now {
        timers[timer] = nil
        apply(scheduler.handle(.timerFired(timer, at: .milliseconds(now))), now: now)
      }
      if top < distance, now % millisecondsPerRow == 0 {
        if top == 0 { outcome.startedBeforeFling = outcome.started }
        apply(scheduler.handle(.appeared(top + 10, at: .milliseconds(now))), now: now)
        apply(scheduler.handle(.disappeared(top)), now: now)
        top += 1
        if top == distance { restEnds = now + Int(rest.components.seconds) * 1_000 }
      }
      if let restEnds, now >= restEnds, finishing.isEmpty, timers.isEmpty { break }
    }
    outcome.visibleAtEndLoaded = (distance..<distance + 10).allSatisfy { scheduler.state(of: $0).detail != nil }
    return outcome
  }

  @Test func aFlingThenAMinuteAtRestLoadsAtMostFiveScreens() {
    // A 10-row screen flung 1,000 rows into a list of 5,000 (rows ahead and behind to fill),
    // then still for a minute: the screen, its look-ahead, and the rest range (two screens ahead,
    // one behind).
    let outcome = fling(rowsPerSecond: 500, latencyMilliseconds: 500, rows: 5_000, distance: 1_000, rest: .seconds(60))
    print("1,000-row fling into 5,000 rows, then a minute at rest: \(outcome)")
    let sinceTheFling = outcome.started - outcome.startedBeforeFling
    #expect(sinceTheFling <= 50, "at most five screens of 10 rows from the fling on: \(sinceTheFling), \(outcome)")
    #expect(outcome.visibleAtEndLoaded)
    #expect(outcome.speculative > 0, "the rest range still fills: \(outcome)")
    // A low-data mode: nothing beyond the screen and its look-ahead.
    let off = fling(
      rowsPerSecond: 500, latencyMilliseconds: 500, rows: 5_000, distance: 1_000, rest: .seconds(60),
      configuration: DetailConfiguration(restRange: .off))
    #expect(off.speculative == 0 && off.started < outcome.started, "\(off)")
    #expect(off.visibleAtEndLoaded)
  }

  @Test func aThousandRowFlingIssuesAFractionOfTheLoadsOfLoadingEveryItem() {
    let everyItem = 1_000  // seed 001: a task per item of every page, never cancelled
    let fast = fling(rowsPerSecond: 500, latencyMilliseconds: 500)
    let reading = fling(rowsPerSecond: 5, latencyMilliseconds: 500)
    print("1,000-row fling at 500 rows/s, 500 ms per detail: \(fast); load-everything: \(everyItem)")
    print("1,000 rows read at 5 rows/s, 500 ms per detail: \(reading)")
    #expect(fast.visibleAtEndLoaded)
    // Rows that only flash by never load: the first screen and the rows ahead (they came with
    // the first page, so they load at once), the screen where the fling stops, and the rows ahead.
    // (The fill's speculative loads aside, below.)
    let regular = fast.started - fast.speculative
    #expect(regular <= 40)
    #expect(regular * 20 < everyItem)
    // At rest the fill loads rows back over the run, speculatively (they give way to any row on
    // screen): the engine gives the level the run paging measured, here the whole fling.
    #expect(fast.started * 5 < everyItem)
    // Reading slowly, every row gets its detail and prefetch keeps ahead of the screen.
    #expect(reading.visibleAtEndLoaded)
    #expect(reading.completed >= 1_000 - 10)
  }
}
