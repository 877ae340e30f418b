import Testing

@_spi(Faces) @testable import AsyncList

/// The prefetch distance grows when the user scrolls faster than pages land, and only then.
@Suite(.timeLimit(.minutes(10)))
struct AdaptivePrefetchTests {
  typealias Machine = EnginePaging<Int, Row, String>

  /// A machine whose two pages took one second each, then rows from `rows` appearing every
  /// `interval` seconds.
  func machine(
    appearing appeared: [Int], every interval: Double,
    configuration: PagingConfiguration = PagingConfiguration(pageSize: 10)
  ) -> Machine {
    var machine = Machine(configuration: configuration, query: "")
    guard case .load(let first, _)? = machine.handle(.start, at: 0).first else { return machine }
    _ = machine.handle(.loaded(first, Page(items: rows(0..<10), nextKey: 10)), at: 1)
    guard case .load(let second, _)? = machine.rowAppeared(at: 9).first else { return machine }
    // The second page took one second.
    _ = machine.handle(.loaded(second, Page(items: rows(10..<100), nextKey: 100)), at: 2)
    var time = 2.0
    for row in appeared {
      time += interval
      _ = machine.rowAppeared(at: row, time: time)
    }
    return machine
  }

  @Test func slowReadingKeepsTheConfiguredDistance() {
    let machine = machine(appearing: Array(0..<20), every: 0.5)  // 2 rows per second
    #expect(machine.effectivePrefetchDistance == 10)
  }

  @Test func fastScrollingPrefetchesFurtherUpToFourPages() {
    let fast = machine(appearing: Array(0..<40), every: 0.05)  // 20 rows per second, 1 s pages
    #expect(fast.effectivePrefetchDistance == 30, "20 rows/s × 1 s × 1.5")
    let fling = machine(appearing: Array(stride(from: 0, to: 90, by: 5)), every: 0.01)
    #expect(
      fling.effectivePrefetchDistance == 85,
      "the pace's share is capped at four pages (40); the fling's own run of 85 rows is not")
  }

  @Test func aFlingKeepsItsLengthAheadForTheNextOneAndItFades() {
    var pace = ScrollPace()
    pace.pageLoaded(after: 0.5)
    // 300 rows in 0.75 s, four a frame, then the user rests.
    for frame in 0..<75 {
      for row in 0..<4 { pace.rowAppeared(frame * 4 + row, at: 10 + Double(frame) * 0.01) }
    }
    pace.rowAppeared(300, at: 14)
    // The first frame is drawn after no motion: the run starts at its last row, 3.
    #expect(pace.lastRun == 296, "the run from row 3 to 299")
    let rested = pace.distance(configured: 10, pageSize: 30)
    #expect(rested >= 250 && rested <= 300, "the next fling needs the same rows, faded a little in 4 s: \(rested)")
    pace.rowAppeared(301, at: 74)
    let later = pace.distance(configured: 10, pageSize: 30)
    #expect(later < 60, "a minute later, about an eighth: \(later)")
    #expect(pace.distance(configured: 10, pageSize: 30, usingPeak: false) == 10, "not under a memory cap")
  }

  @Test func aScreenThatAppearsAtOnceIsNoRun() {
    var pace = ScrollPace()
    pace.pageLoaded(after: 0.5)
    for row in 0..<40 { pace.rowAppeared(row, at: 1) }
    #expect(pace.lastRun == 0)
    #expect(pace.reach == 0)
    #expect(pace.distance(configured: 10, pageSize: 30) == 10)
  }

  @Test func rowsThatAppearAtTheSameInstantCountAsTheScrollTheyAre() {
    // Four rows a frame, every 10 ms, as a fast scroll draws them: 400 rows/s, not one row a
    // frame. Before, only the first row of each frame counted, and a fling read as 100 rows/s.
    var pace = ScrollPace()
    var time = 0.0
    var row = 0
    for _ in 0..<150 {
      time += 0.01
      for _ in 0..<4 {
        row += 1
        pace.rowAppeared(row, at: time)
      }
    }
    #expect(abs(pace.speed - 400) < 40, "\(pace.speed) rows/s")
  }

  @Test func aBurstOfFastReadingKeepsItsDistanceThroughAPause() {
    // 20 rows/s over one-second pages, then 3 s still: the pace now is nothing, the peak stays.
    var machine = machine(appearing: Array(0..<40), every: 0.05)
    _ = machine.rowAppeared(at: 40, time: 7)
    #expect(machine.position.pace.speed < 1)
    #expect(machine.effectivePrefetchDistance >= 25, "the next burst finds its rows loaded")
    // The peak fades by half in 20 s: a minute later the configured distance is back.
    _ = machine.rowAppeared(at: 41, time: 67)
    #expect(machine.effectivePrefetchDistance == 10)
  }

  @Test func underAMemoryCapThePeakDoesNotKeepPagesComing() {
    // The cap drops pages beyond the distance the pace now calls for: a peak would load them
    // again, in turn.
    var machine = machine(
      appearing: Array(0..<40), every: 0.05, configuration: PagingConfiguration(pageSize: 10, maxLoadedRows: 60))
    _ = machine.rowAppeared(at: 40, time: 7)
    #expect(machine.effectivePrefetchDistance == 10)
  }

  @Test func withoutTimeTheDistanceIsTheConfiguredOne() {
    var machine = Machine(configuration: PagingConfiguration(pageSize: 10), query: "")
    guard case .load(let first, _)? = machine.handle(.start).first else { return }
    _ = machine.handle(.loaded(first, Page(items: rows(0..<50), nextKey: 50)))
    for row in 0..<50 { _ = machine.rowAppeared(at: row) }
    #expect(machine.effectivePrefetchDistance == 10)
  }

  @Test func aFastUserWaitingAtTheLoadingEdgeIsOutrunningThePages() {
    var fast = machine(appearing: Array(0..<40), every: 0.05)  // 20 rows/s over 1 s pages
    #expect(!fast.isOutrunningPages, "not at the edge")
    _ = fast.rowAppeared(at: 99, time: 4.1)  // the page after 100 is loading: at the edge
    #expect(fast.loadsInFlight[.append] != nil)
    #expect(fast.isOutrunningPages)

    let slow = machine(appearing: Array(0..<100), every: 0.5)  // 2 rows/s, down to the last row
    #expect(slow.loadsInFlight[.append] != nil)
    #expect(!slow.isOutrunningPages, "a slow reader at the edge keeps reading the rows there")
  }

  /// The sizes of the loads a machine with two one-second pages (rows `0..<100`) asks for while
  /// rows from `rows` appear every `interval` seconds.
  func loadSizes(appearing rows: [Int], every interval: Double, configuration: PagingConfiguration) -> [Int] {
    var machine = self.machine(appearing: [], every: interval, configuration: configuration)
    var time = 2.0
    var sizes: [Int] = []
    for row in rows {
      time += interval
      for case .load(_, let request) in machine.rowAppeared(at: row, time: time) { sizes.append(request.loadSize) }
    }
    return sizes
  }

  @Test func withAMaxLoadSizeAFastUserGetsLargerLoadsInWholePages() {
    let configuration = PagingConfiguration(pageSize: 10, maxLoadSize: 35)
    // 20 rows/s over 1 s pages: 30 rows pass while one load is in flight.
    #expect(loadSizes(appearing: Array(0..<100), every: 0.05, configuration: configuration) == [30])
    // A fling would need more than the limit allows: the limit holds.
    #expect(
      loadSizes(appearing: Array(stride(from: 0, to: 100, by: 5)), every: 0.01, configuration: configuration) == [35])
    // Reading slowly keeps the page size.
    #expect(loadSizes(appearing: Array(0..<100), every: 0.5, configuration: configuration) == [10])
    // Without the option, never more than a page.
    #expect(loadSizes(appearing: Array(0..<100), every: 0.05, configuration: PagingConfiguration(pageSize: 10)) == [10])
  }

  @Test func aFastUserStartsTheNextPageEarlier() {
    var machine = self.machine(appearing: Array(0..<40), every: 0.05)
    // Still flinging: row 55 is 44 rows from the end (beyond even four pages), row 70 is 29
    // rows from it: far past the configured 10, within the adapted distance, so the page starts.
    #expect(machine.rowAppeared(at: 55, time: 4.05).isEmpty)
    #expect(!machine.rowAppeared(at: 70, time: 4.10).isEmpty)
  }

  @Test func rowsGoingInAboveTheUserAreNotReadAsAJump() {
    // One row a second; then 20 rows land above (a prepend): the next row is 21 positions on,
    // but the user moved one.
    var pace = ScrollPace()
    pace.rowAppeared(2, at: 0)
    pace.rowAppeared(3, at: 1)
    pace.shift(by: 20)
    pace.rowAppeared(24, at: 2)
    #expect(pace.speed < 2, "speed \(pace.speed) rows/s")
    var jumped = ScrollPace()
    jumped.rowAppeared(2, at: 0)
    jumped.rowAppeared(3, at: 1)
    jumped.rowAppeared(24, at: 2)
    #expect(jumped.speed > 10, "without the shift the same appearance reads as a jump")
  }
}
