import Testing

@testable import AsyncList

/// The scheduler against how a real screen moves: a first screen that appears at once, and a
/// fling drawn a frame at a time (60 Hz), with the settle timer firing between frames.
@Suite(.timeLimit(.minutes(10)))
struct DetailPacingTests {
  typealias Scheduler = EngineLevel<String>

  /// The defaults: 4…32 loads starting at 16, prefetch 10, settle 50 ms.
  var scheduler = Scheduler(configuration: DetailConfiguration())
  /// Timers started and not yet fired: id → when they fire.
  var timers: [TimerID: Duration] = [:]
  /// Every row a load was started for, in order.
  var started: [Int] = []
  /// Whether each load of ``started`` was the fill's: speculative, at rest (it gives way to any
  /// row on screen).
  var speculative: [Bool] = []
  /// The rows of ``started`` whose load took a slot as a row on screen or ahead of it, not the
  /// fill's.
  var startedRegular: [Int] { zip(started, speculative).filter { !$0.1 }.map(\.0) }
  /// The rows of ``started`` whose load was the fill's.
  var startedSpeculative: [Int] { zip(started, speculative).filter { $0.1 }.map(\.0) }
  /// Loads in flight: each lands half a second after it started.
  var landings: [DetailLoadID: Duration] = [:]
  var now = Duration.zero

  mutating func send(_ event: Scheduler.Event) {
    for action in scheduler.handle(event) {
      switch action {
      case .load(let load, let id):
        started.append(id)
        speculative.append(scheduler.screen.speculative.contains(load))
        landings[load] = now + .milliseconds(500)
      case .cancel(let load): landings[load] = nil
      case .startTimer(let timer, let delay): timers[timer] = now + delay
      default: break
      }
    }
  }

  /// Moves the clock to a time, firing the timers and landing the loads due on the way, each at
  /// its own time.
  mutating func advance(to time: Duration) {
    while true {
      let timer = timers.min { $0.value < $1.value }
      let landing = landings.min { $0.value < $1.value }
      if let landing, landing.value <= time, landing.value <= timer?.value ?? landing.value {
        landings[landing.key] = nil
        now = landing.value
        send(.loaded(landing.key, "amount", cost: 1, at: now))
      } else if let timer, timer.value <= time {
        timers[timer.key] = nil
        now = timer.value
        send(.timerFired(timer.key, at: now))
      } else {
        break
      }
    }
    now = time
  }

  /// Rows 0–19 appear at time zero and their loads land by 1 s: a latency of half a second is
  /// known.
  mutating func landFirstScreen() {
    for row in 0..<20 { send(.appeared(row, at: .zero)) }
    advance(to: .seconds(1))
  }

  @Test mutating func theFirstScreenAndItsPrefetchStartAtOnceNotSixteenAtATime() {
    for row in 0..<20 { send(.appeared(row, at: .zero)) }
    advance(to: .milliseconds(60))
    // 20 rows on screen and 10 beyond: a slow start of 16 would load rows 16–29 a latency late.
    #expect(started.sorted() == Array(0..<30))
  }

  @Test mutating func aFlingDrawnAt60HzReadsAtItsPaceBetweenFrames() {
    for row in 0..<20 { send(.appeared(row, at: .zero)) }
    let frame = Duration.microseconds(16_667)
    var time = Duration.seconds(1)
    for step in 0..<10 {
      time += frame
      for row in 20 + 3 * step..<23 + 3 * step { send(.appeared(row, at: time)) }
    }
    // Three rows a frame is 180 rows/s; 12 ms after a frame the next is not even due.
    let speed = scheduler.pace.speed(at: time + .milliseconds(12))
    #expect(speed > 150, "a fling at 180 rows/s between two frames: \(speed) rows/s")
  }

  /// A fling from row 0 at 180 rows/s, three rows a frame at 60 Hz, slowing to a stop: the
  /// rows that appear each frame.
  static let flingFrames = Array(repeating: 3, count: 40) + Array(repeating: 2, count: 10) + [1, 1, 1]

  /// Plays ``flingFrames`` on a 20-row screen from row 0, starting at a time, optionally with a
  /// stall of the main thread before one frame.
  ///
  /// - Returns: The top row where it stopped, and when.
  mutating func fling(from start: Duration, stallAfter stalledFrame: Int? = nil) -> (top: Int, time: Duration) {
    let frame = Duration.microseconds(16_667)
    var (time, top) = (start, 0)
    for (index, rowsThisFrame) in Self.flingFrames.enumerated() {
      time += frame
      // The main thread stalls for 120 ms: no frame, but timers due meanwhile fire after it.
      if index == stalledFrame { time += .milliseconds(120) }
      advance(to: time)
      for row in top..<top + rowsThisFrame { send(.disappeared(row)) }
      for row in top + 20..<top + 20 + rowsThisFrame { send(.appeared(row, at: time)) }
      top += rowsThisFrame
    }
    return (top, time)
  }

  @Test mutating func aMainThreadStallDuringAFlingIsNoStop() {
    landFirstScreen()
    (started, speculative) = ([], [])
    // 120 ms without a frame at 180 rows/s, while the settle timer fires.
    let (top, time) = fling(from: .seconds(2), stallAfter: 20)
    advance(to: time + .seconds(2))
    // The stall counts as a rest for the fill (speculative loads around the screen, which give
    // way to any row on screen); no row the fling passed takes a slot of its own.
    let passed = startedRegular.filter { $0 < top }
    #expect(passed.isEmpty, "loads for rows the fling passed: \(passed)")
    // The fill loads at most half the slots' worth at a time, around the screen.
    #expect(startedSpeculative.count <= 64, "the fill's loads: \(startedSpeculative.count)")
  }

  @Test mutating func aFlingThatSaysWhereItStopsLoadsItsDestinationAtOnceAndKeepsIt() {
    landFirstScreen()
    (started, speculative) = ([], [])
    let stop = Self.flingFrames.reduce(0, +)
    now = .seconds(2)
    let (fillLoads, inFlightBefore) = (scheduler.screen.speculative, Set(scheduler.loadsInFlight.values))
    send(.settling(stop..<stop + 20, at: now))
    #expect(started == Array(stop..<stop + 20), "the destination starts when the finger lifts")
    // The slots it lacked were the fill's (rows ahead of the first screen, a guess): they gave way,
    // however long they had run.
    let cancelledAtLift = scheduler.counters.loadsCancelled
    let gaveWay = inFlightBefore.subtracting(scheduler.loadsInFlight.values)
    #expect(cancelledAtLift > 0 && gaveWay.count == cancelledAtLift)
    #expect(gaveWay.isSubset(of: fillLoads), "only the fill's loads gave way")
    let (top, time) = fling(from: .seconds(2))
    #expect(top == stop)
    // The fling ran 0.9 s and the loads take 0.5 s: the screen it stops on has its data.
    let missing = (top..<top + 20).filter { scheduler.state(of: $0).detail == nil }
    #expect(missing.isEmpty, "rows without data where the fling stopped: \(missing) at \(time)")
    #expect(started.filter { $0 < top }.isEmpty, "no load for a row the fling passed")
    // Kept while the fling ran: no row on screen took their slots.
    #expect(scheduler.counters.loadsCancelled == cancelledAtLift)
    #expect(started.filter { (stop..<stop + 20).contains($0) }.count == 20, "each destination row loaded once")
  }

  @Test mutating func aCaughtFlingForgetsItsDestination() {
    landFirstScreen()
    now = .seconds(2)
    send(.settling(300..<320, at: now))
    #expect(scheduler.loadsInFlight.keys.contains(300))
    // The user catches the fling at once: row 300 is 280 rows ahead, far past any look-ahead.
    send(.settling(nil, at: now))
    #expect(scheduler.loadsInFlight.keys.allSatisfy { $0 < 300 }, "the destination's loads are cancelled")
  }

  @Test mutating func aTargetTheFlingDidNotReachIsDroppedWhenItRests() {
    landFirstScreen()
    now = .seconds(2)
    // Told 250..<270, the fling rests at 143..<163: the app's estimate was wrong.
    send(.settling(250..<270, at: now))
    #expect(scheduler.loadsInFlight.keys.contains(250))
    landings = landings.mapValues { $0 + .seconds(5) }  // and the target's loads are slow
    (started, speculative) = ([], [])
    let (top, time) = fling(from: .seconds(2))
    advance(to: time + .milliseconds(400))
    // Rows more than the look-ahead beyond the screen: left in flight, they would hold slots
    // the rows on screen need until a row took them.
    #expect(scheduler.loadsInFlight.keys.allSatisfy { $0 < 250 }, "the wrong target's loads are cancelled")
    advance(to: time + .seconds(2))
    #expect(Set(top..<top + 20).isSubset(of: Set(started)), "the rows on screen load")
  }

  @Test mutating func aFlingDrawnAt60HzStartsNoLoadForTheRowsItPasses() {
    landFirstScreen()
    (started, speculative) = ([], [])
    let (top, time) = fling(from: .seconds(2))
    advance(to: time + .seconds(2))
    // Rows that left before the fling stopped were only ever on screen for a fraction of a
    // second: a load for one of them could not land in time to be seen.
    // Once it rests, the fill loads rows back over the run, speculatively.
    let passed = startedRegular.filter { $0 < top }
    #expect(passed.isEmpty, "loads for rows the fling passed: \(passed)")
    // Where it stopped, the screen loads.
    #expect(Set(top..<top + 20).isSubset(of: Set(started)))
  }
}
