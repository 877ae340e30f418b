import Testing

@testable import AsyncList

/// Free slots at rest: the rows the user's fast runs say they will pass load, speculatively.
@Suite(.timeLimit(.minutes(10)))
struct DetailFillTests {
  typealias Scheduler = EngineLevel<String>

  /// Eight loads at once, fixed; two rows of prefetch; no settle delay.
  var scheduler = Scheduler(
    configuration: DetailConfiguration(
      maxConcurrentLoads: 8, minConcurrentLoads: 8, prefetchDistance: 2, cancelDistance: 30, settleDelay: .zero))

  mutating func send(_ event: Scheduler.Event) -> [Scheduler.Action] {
    scheduler.handle(event)
  }

  /// Rows 300–303 on screen at `time` after a run of `run` rows down (or, `reading`, rows
  /// 0–299 read a second apart up to `time`: motion, but no fast run), with their loads and the
  /// prefetch landed.
  mutating func restAfterRun(_ run: Int, reading: Bool = false, at time: Duration = .zero) {
    scheduler.measureRun(run)
    if reading {
      var pace = ScrollPace()
      for row in 0..<300 { pace.rowAppeared(row, at: time.seconds - Double(300 - row)) }
      scheduler.engine.viewport.position.pace = pace
    }
    for row in 300..<304 { _ = send(.appeared(row, at: time)) }
    for row in 300..<306 {
      if let load = scheduler.loadsInFlight[row] { _ = send(.loaded(load, "amount", cost: 1)) }
    }
  }

  var speculativeRows: [Int] {
    scheduler.loadsInFlight.filter { scheduler.screen.speculative.contains($0.value) }.keys.sorted()
  }

  @Test mutating func aRestAfterAFastRunLoadsTheRowsAroundNearestFirstInHalfTheSlots() {
    restAfterRun(100)
    let inFlight = scheduler.loadsInFlight.keys.sorted()
    #expect(inFlight.count == 4, "half of the eight slots: \(inFlight)")
    #expect(speculativeRows == inFlight, "every one of them speculative")
    // Ahead (past the prefetched 304 and 305) and back over the run, nearest first.
    #expect(inFlight.contains(299) && inFlight.contains(306))
    #expect(inFlight.allSatisfy { (296..<300).contains($0) || (306..<310).contains($0) }, "\(inFlight)")
  }

  /// A fresh level with `cacheCostLimit` and `restRange`, rows 300–303 on screen after a run
  /// of 100 rows down, every load landing (at 100 bytes) as it starts, until the fill stops.
  ///
  /// - Returns: The rows whose loads started.
  mutating func fillAfterARun(cacheCostLimit: Int, restRange: RestRange = .standard) -> Set<Int> {
    scheduler = Scheduler(
      configuration: DetailConfiguration(
        maxConcurrentLoads: 8, minConcurrentLoads: 8, prefetchDistance: 2, cancelDistance: 30,
        cacheCostLimit: cacheCostLimit, settleDelay: .zero, restRange: restRange))
    scheduler.measureRun(100)
    var started: Set<Int> = []
    for row in 300..<304 { _ = send(.appeared(row, at: .zero)) }
    while let (id, load) = scheduler.loadsInFlight.first {
      started.insert(id)
      _ = send(.loaded(load, "amount", cost: 100))
    }
    return started
  }

  @Test mutating func aFillStaysWithinAQuarterOfTheCacheBudgetEachWayAtTheDetailsMeanCost() {
    // Details of 100 bytes in a 4,000-byte cache: at most 10 rows each way, though the run was 100.
    let started = fillAfterARun(cacheCostLimit: 4_000)
    let beyond = started.filter { $0 < 300 - 10 || $0 >= 304 + 10 }
    #expect(beyond.isEmpty, "rows past ten each way: \(beyond.sorted())")
    #expect(started.contains(299) && started.contains(306), "the fill ran: \(started.sorted())")
    #expect(scheduler.metrics.loadsStarted == started.count, "no row loaded twice")
  }

  @Test mutating func aFillStaysWithinItsRestRangeAndItsByteBudget() {
    // Details of 100 bytes, a 1,000-byte budget for a fill: at most 10 rows in all, the direction
    // of travel first, though the run was 100 and the cache could keep 500.
    let filled = fillAfterARun(cacheCostLimit: 50_000, restRange: RestRange(maxBytes: 1_000))
      .filter { !(300..<306).contains($0) }
    #expect(filled.count <= 10 && !filled.isEmpty, "\(filled.sorted())")
    // Without the byte budget: two screens (of four rows) ahead, one behind.
    let started = fillAfterARun(cacheCostLimit: 50_000)
    #expect(started.allSatisfy { (296..<312).contains($0) }, "within 8 rows ahead and 4 behind: \(started.sorted())")
  }

  @Test mutating func aScreenNobodyHasScrolledYetFillsItsRangeAhead() {
    // No motion yet says nothing of how far the user will go: the rest range, two screens (of
    // four rows) ahead and none behind, in half the slots.
    restAfterRun(0)
    let inFlight = scheduler.loadsInFlight.keys.sorted()
    #expect(inFlight == [306, 307, 308, 309], "past the look-ahead, nearest first: \(inFlight)")
    #expect(speculativeRows == inFlight, "every one of them speculative")
  }

  @Test mutating func aReaderWhoNeverRanLoadsNothingBeyondTheLookAhead() {
    // A first screen of one row, its loads landed; then the user reads on to row 300: they
    // moved, with no fast run.
    _ = send(.appeared(0, at: .zero))
    while let (_, load) = scheduler.loadsInFlight.first { _ = send(.loaded(load, "amount", cost: 1)) }
    _ = send(.disappeared(0))
    let before = scheduler.metrics.loadsStarted
    restAfterRun(0, reading: true, at: .seconds(300))
    #expect(scheduler.loadsInFlight.isEmpty)
    #expect(scheduler.metrics.loadsStarted - before == 6, "the screen and its two rows of prefetch")
  }

  @Test mutating func speculativeLoadsKeepRunningFarAwayAndGiveWayFirst() {
    restAfterRun(100)
    let speculative = speculativeRows
    // The screen jumps 300 rows: its four rows take the other four slots.
    for row in 300..<304 { _ = send(.disappeared(row)) }
    for row in 600..<604 { _ = send(.appeared(row, at: .zero)) }
    #expect(scheduler.metrics.loadsCancelled == 0, "far, but a user who comes back wants them")
    #expect(speculativeRows == speculative)
    // A fifth row on screen needs a slot: a speculative load gives way.
    _ = send(.appeared(604, at: .zero))
    #expect(scheduler.metrics.loadsCancelled == 1)
    #expect(scheduler.loadsInFlight[604] != nil)
    #expect(speculativeRows.count == 3)
  }
}
