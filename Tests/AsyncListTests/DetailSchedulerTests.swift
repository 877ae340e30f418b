import Testing

@testable import AsyncList

/// The second level's decisions, on the pure scheduler: no tasks, no clock.
@Suite(.timeLimit(.minutes(10)))
struct DetailSchedulerTests {
  typealias Scheduler = EngineLevel<String>

  var scheduler = Scheduler(
    configuration: DetailConfiguration(
      maxConcurrentLoads: 2, prefetchDistance: 3, cancelDistance: 30, settleDelay: .zero))

  /// The rows loaded by the actions, in order.
  func loadedRows(_ actions: [Scheduler.Action]) -> [Int] {
    actions.compactMap { if case .load(_, let id) = $0 { id } else { nil } }
  }

  func reveals(_ actions: [Scheduler.Action]) -> [Reveal.Kind] {
    actions.compactMap { if case .reveal(_, let kind) = $0 { kind } else { nil } }
  }

  mutating func send(_ event: Scheduler.Event) -> [Scheduler.Action] {
    scheduler.handle(event)
  }

  mutating func appear(_ ids: some Sequence<Int>) -> [Int] {
    ids.flatMap { loadedRows(send(.appeared($0, at: .zero))) }
  }

  mutating func resolve(_ id: Int, with detail: String = "detail") -> [Scheduler.Action] {
    guard let load = scheduler.loadsInFlight[id] else {
      Issue.record("row \(id) is not loading")
      return []
    }
    return send(.loaded(load, detail, cost: 1))
  }

  @Test mutating func visibleRowsStartBeforeOffScreenOnes() {
    #expect(appear(0..<5) == [0, 1])
    #expect(loadedRows(resolve(0)) == [2])
    #expect(loadedRows(resolve(1)) == [3])
    #expect(loadedRows(resolve(2)) == [4])
    // Every visible row is served: now the rows ahead.
    #expect(loadedRows(resolve(3)) == [5])
    #expect(loadedRows(resolve(4)) == [6])
  }

  @Test mutating func onlyTheRowsAheadAreLoadedBeyondTheScreen() {
    scheduler = Scheduler(
      configuration: DetailConfiguration(maxConcurrentLoads: 8, prefetchDistance: 3, settleDelay: .zero))
    let loaded = appear(20..<25)  // scrolling down
    #expect(loaded.filter { $0 >= 25 }.sorted() == [25, 26, 27], "three rows below")
    #expect(loaded.filter { $0 < 20 }.isEmpty, "none above: the user is leaving them")
  }

  @Test mutating func rowsAheadInTheScrollDirectionComeFirst() {
    scheduler = Scheduler(
      configuration: DetailConfiguration(maxConcurrentLoads: 1, prefetchDistance: 2, settleDelay: .zero))
    _ = appear([50])
    _ = resolve(50)  // loads 51 (scrolling down by default)
    _ = resolve(51)
    _ = send(.disappeared(50))
    let prefetch = scheduler.loadsInFlight[52]!
    let actions = send(.appeared(40, at: .zero))
    #expect(actions.contains(.cancel(prefetch)), "the one slot's off-screen load gives way")
    #expect(loadedRows(actions) == [40])
    #expect(loadedRows(resolve(40)) == [39], "scrolling up: the row above comes next")
  }

  @Test mutating func aRowScrolledAwayBeforeItsLoadStartsNeverLoads() {
    var loaded = appear(0..<5)
    for id in 0..<5 { _ = send(.disappeared(id)) }
    loaded += appear(100..<105)
    #expect(loaded == [0, 1, 100, 101], "rows 0 and 1 gave way to visible rows")
    for id in [100, 101, 102, 103, 104] { loaded += loadedRows(resolve(id)) }
    #expect(!loaded.contains { (2..<5).contains($0) })
    #expect(scheduler.state(of: 0) == .notRequested)
    #expect(scheduler.state(of: 1) == .notRequested)
  }

  @Test mutating func aFarLoadGivesItsSlotOnlyToARowOnScreenThatNeedsItFarthestFirst() {
    scheduler = Scheduler(
      configuration: DetailConfiguration(
        maxConcurrentLoads: 2, minConcurrentLoads: 2, prefetchDistance: 0, cancelDistance: 30, settleDelay: .zero))
    _ = appear([0])
    let load = scheduler.loadsInFlight[0]!
    _ = send(.disappeared(0))
    #expect(!send(.appeared(20, at: .zero)).contains(.cancel(load)), "a slot is free")
    _ = send(.disappeared(20))
    let other = scheduler.loadsInFlight[20]!
    // Both slots are taken, by rows 100 and 80 rows away: row 100 takes the farther one's.
    let actions = send(.appeared(100, at: .zero))
    #expect(actions.contains(.cancel(load)) && !actions.contains(.cancel(other)))
    #expect(loadedRows(actions) == [100])
    #expect(scheduler.state(of: 0) == .notRequested)
    #expect(scheduler.loadsInFlight[20] == other, "nothing else needs its slot: it may land for a user who comes back")
    #expect(send(.loaded(load, "late", cost: 1)).isEmpty, "a cancelled load's result is discarded")
    #expect(scheduler.metrics.staleResultsDiscarded == 1)
    #expect(scheduler.metrics.loadsCancelled == 1)
  }

  @Test mutating func aLoadDueToLandKeepsItsSlotNearTheScreenButNotFarFromIt() throws {
    scheduler = Scheduler(
      configuration: DetailConfiguration(
        maxConcurrentLoads: 2, minConcurrentLoads: 2, prefetchDistance: 0, cancelDistance: 30, settleDelay: .zero,
        restRange: .off))
    _ = send(.appeared(0, at: .zero))
    _ = send(.loaded(try #require(scheduler.loadsInFlight[0]), "a", cost: 1, at: .milliseconds(100)))  // 0.1 s
    _ = send(.disappeared(0))
    _ = send(.appeared(5, at: .seconds(5)))  // a still screen: rows that stay
    _ = send(.appeared(6, at: .seconds(5)))
    let five = try #require(scheduler.loadsInFlight[5])
    let six = try #require(scheduler.loadsInFlight[6])
    // Ten seconds on, both have run far past half the latency: due to land.
    _ = send(.disappeared(5))
    let near = send(.appeared(7, at: .seconds(15)))
    #expect(!near.contains(.cancel(five)), "a row just left, its load due to land: it keeps its slot")
    #expect(scheduler.loadsInFlight[7] == nil)
    _ = send(.disappeared(6))
    _ = send(.disappeared(7))
    let far = send(.appeared(100, at: .seconds(25)))
    #expect(far.contains(.cancel(five)) && !far.contains(.cancel(six)), "the user left: the farthest gives way")
    #expect(loadedRows(far) == [100])
  }

  @Test mutating func whereAFlingWillRestTakesTheSlotsOfLoadsOffScreen() throws {
    scheduler = Scheduler(
      configuration: DetailConfiguration(
        maxConcurrentLoads: 2, minConcurrentLoads: 2, prefetchDistance: 0, settleDelay: .zero))
    _ = appear(0..<4)  // rows 0 and 1 take both slots
    let (zero, one) = (try #require(scheduler.loadsInFlight[0]), try #require(scheduler.loadsInFlight[1]))
    _ = send(.disappeared(0))
    _ = send(.disappeared(1))
    // The finger lifts: the fling will rest on rows 300 and 301, and every slot is busy.
    let actions = send(.settling(300..<302, at: .zero))
    #expect(actions.contains(.cancel(zero)) && actions.contains(.cancel(one)))
    #expect(Set(loadedRows(actions)) == [300, 301], "the rows the user will rest on go first")
    // A row the fling passes on the way does not take a destination row's slot back.
    _ = send(.disappeared(2))
    _ = send(.disappeared(3))
    let passing = send(.appeared(150, at: .zero))
    #expect(!passing.contains { if case .cancel = $0 { true } else { false } })
  }

  @Test mutating func whenTheLimitFallsBelowTheLoadsInFlightFarLoadsGoFarthestFirst() throws {
    scheduler = Scheduler(
      configuration: DetailConfiguration(
        maxConcurrentLoads: 32, minConcurrentLoads: 1, prefetchDistance: 0, settleDelay: .zero))
    _ = appear(0..<32)  // the first screen: 32 loads at once
    #expect(scheduler.loadsInFlight.count == 32)
    for row in 0..<32 { _ = send(.disappeared(row)) }
    _ = send(.appeared(100, at: .zero))  // rows 0–31 are now 69 to 100 rows behind: far
    // A failure shrinks the limit by a tenth (32 → 28.8) but ends only one load: 31 in flight.
    _ = send(.failed(scheduler.loadsInFlight[31]!, TestError()))
    #expect(scheduler.loadsInFlight.count <= 28, "over the limit, far loads go")
    #expect(scheduler.loadsInFlight[0] == nil && scheduler.loadsInFlight[1] == nil, "the farthest first")
    #expect(scheduler.loadsInFlight[30] != nil, "the nearest far one keeps running")
  }

  @Test mutating func aFarLoadWithASlotToItselfKeepsRunningForAUserWhoComesBack() {
    scheduler = Scheduler(
      configuration: DetailConfiguration(
        maxConcurrentLoads: 4, minConcurrentLoads: 4, prefetchDistance: 0, cancelDistance: 30, settleDelay: .zero,
        restRange: .off))
    _ = appear([0])
    let load = scheduler.loadsInFlight[0]!
    _ = send(.disappeared(0))
    #expect(!send(.appeared(100, at: .zero)).contains(.cancel(load)), "a slot is free: nothing needs this one")
    #expect(scheduler.metrics.loadsCancelled == 0)
    _ = send(.loaded(load, "amount", cost: 1))
    _ = send(.disappeared(100))
    // The user comes back: the data is there, no second load.
    #expect(send(.appeared(0, at: .zero)).contains(.reveal(0, .appearedWithData)))
    #expect(scheduler.metrics.loadsStarted == 2, "rows 0 and 100, once each")
  }

  @Test mutating func whenSlotsAreBusyOffScreenTheFarthestGivesWayToAVisibleRow() {
    _ = appear([10])
    _ = resolve(10)  // prefetch 11, 12 start
    #expect(Set(scheduler.loadsInFlight.keys) == [11, 12])
    _ = send(.disappeared(10))
    let actions = send(.appeared(9, at: .zero))
    #expect(actions.contains(.cancel(scheduler.loadsInFlight[11] ?? DetailLoadID(serial: -1))) == false)
    #expect(Set(scheduler.loadsInFlight.keys) == [9, 11])
  }

  @Test mutating func twoRequestsForOneRowWhileInFlightAreOneLoad() {
    #expect(appear([7]) == [7, 8])
    _ = send(.disappeared(7))
    #expect(appear([7]).isEmpty)
    #expect(scheduler.metrics.loadsStarted == 2, "row 7 and one row ahead")
    #expect(scheduler.loadsInFlight.keys.contains(7))
  }

  @Test mutating func aCacheHitShowsTheDataWithoutALoad() {
    _ = appear([0])
    _ = resolve(0, with: "zero")
    _ = send(.disappeared(0))
    let before = scheduler.metrics.loadsStarted
    let actions = send(.appeared(0, at: .zero))
    #expect(loadedRows(actions).allSatisfy { $0 != 0 })
    #expect(reveals(actions) == [.appearedWithData])
    #expect(scheduler.state(of: 0) == .loaded("zero"))
    #expect(scheduler.metrics.cacheHits == 1)
    #expect(scheduler.metrics.loadsStarted == before)
  }

  @Test mutating func theCacheEvictsTheLeastRecentlyShown() {
    scheduler = Scheduler(
      configuration: DetailConfiguration(
        maxConcurrentLoads: 1, prefetchDistance: 0, cacheCostLimit: 2, settleDelay: .zero))
    for id in [0, 1, 2] {
      _ = appear([id])
      let actions = resolve(id)
      if id == 2 { #expect(actions.contains(.changed(0)), "row 0 lost its detail") }
      _ = send(.disappeared(id))
    }
    #expect(scheduler.state(of: 0) == .notRequested)
    #expect(scheduler.state(of: 2) == .loaded("detail"))
    #expect(scheduler.metrics.cachedCount == 2)
  }

  @Test mutating func aCacheSmallerThanTheScreenDoesNotReloadInALoop() {
    scheduler = Scheduler(
      configuration: DetailConfiguration(
        maxConcurrentLoads: 4, prefetchDistance: 2, cacheCostLimit: 1, settleDelay: .zero)
    )
    _ = appear(0..<3)
    var rounds = 0
    while let id = scheduler.loadsInFlight.keys.min(), rounds < 50 {
      _ = resolve(id)
      rounds += 1
    }
    #expect(rounds == 5, "rows 0...4 load once each")
    #expect((0..<5).allSatisfy { scheduler.state(of: $0).detail != nil })
    for id in 0..<3 { _ = send(.disappeared(id)) }
    _ = appear([20])
    _ = resolve(20)
    #expect((0..<5).allSatisfy { scheduler.state(of: $0) == .notRequested }, "rows that left the window go")
  }

  @Test mutating func aFailureTouchesOneRowAndRetryLoadsItAgain() {
    _ = appear([0, 1])
    let failed = scheduler.loadsInFlight[0]!
    let actions = send(.failed(failed, TestError()))
    #expect(actions.contains(.changed(0)))
    #expect(scheduler.state(of: 0) == .failed(LoadFailure(error: TestError())))
    #expect(scheduler.state(of: 1) == .loading)
    _ = send(.disappeared(0))
    #expect(!appear([0]).contains(0), "a failed row waits for retry")
    _ = resolve(1)
    let retried = send(.retry(0))
    #expect(loadedRows(retried).first == 0)
    _ = resolve(0)
    #expect(scheduler.state(of: 0) == .loaded("detail"))
  }

  @Test mutating func retryAllClearsEveryFailureAndLoadsTheVisibleRowsAgain() {
    _ = appear([0, 1])
    for id in [0, 1] { _ = send(.failed(scheduler.loadsInFlight[id]!, TestError())) }
    _ = resolve(2)  // the prefetched rows go on
    _ = resolve(3)
    #expect(scheduler.state(of: 0) == .failed(LoadFailure(error: TestError())))
    let actions = send(.retryAll)
    #expect(actions.contains(.changed(0)) && actions.contains(.changed(1)))
    #expect(Set(loadedRows(actions)) == [0, 1])
  }

  @Test mutating func loadsStartedByAnUntimedEventAreTimedFromTheDriversNow() {
    scheduler = Scheduler(configuration: DetailConfiguration(settleDelay: .milliseconds(50)))
    _ = send(.appeared(0, at: .zero))  // the first screen: it loads at once
    _ = send(.loaded(scheduler.loadsInFlight[0]!, "a", cost: 1, at: .seconds(1)))
    // A minute later the list refreshes: the event carries no time, the driver gives it.
    scheduler.advance(to: .seconds(61))
    _ = send(.newGeneration(clearCache: true))
    _ = send(.loaded(scheduler.loadsInFlight[0]!, "b", cost: 1, at: .milliseconds(61_300)))
    let latency = scheduler.screen.limit.expectedLatency(at: .milliseconds(61_300), minimum: .zero) ?? 0
    #expect(latency < 1, "the refresh's load took 0.3 s, not a minute: \(latency)")
  }

  @Test mutating func rowsOfOneLayoutPassMicrosecondsApartAreOneInstantNotAFling() {
    scheduler = Scheduler(configuration: DetailConfiguration(settleDelay: .milliseconds(50)))
    for row in 0..<12 { _ = send(.appeared(row, at: .microseconds(row))) }
    // A second later the screen moves by twelve rows in one pass, a microsecond apart each.
    for row in 12..<24 { _ = send(.appeared(row, at: .seconds(1) + .microseconds(row))) }
    let speed = scheduler.pace.speed(at: .seconds(1) + .microseconds(24))
    #expect(speed > 6 && speed < 30, "twelve rows in a second: \(speed) rows/s")
  }

  @Test mutating func theRowEventFastPathPlansForALoadWhoseRowLeftTheListNotForAFarOne() throws {
    scheduler = Scheduler(
      configuration: DetailConfiguration(prefetchDistance: 10, cancelDistance: 30, settleDelay: .milliseconds(50)))
    for row in 0..<12 { _ = send(.appeared(row, at: .zero)) }  // the first screen: it loads at once
    let load = try #require(scheduler.loadsInFlight[14])
    scheduler.screen.settled = false  // the screen moves on
    scheduler.screen.loadPositions[load] = 11 + 2 * 60 + 1  // past twice the farthest look-ahead
    let farAhead = scheduler.screen.needsPlanning()
    #expect(!farAhead, "a far load waits for a row that needs its slot")
    scheduler.screen.loadPositions[load] = -31  // 31 rows behind
    let farBehind = scheduler.screen.needsPlanning()
    #expect(!farBehind)
    scheduler.screen.loadPositions[load] = DetailScreen.gone
    let gone = scheduler.screen.needsPlanning()
    #expect(gone, "a load whose row left the list is cancelled at the next row event")
    let actions = scheduler.plan()
    #expect(actions.contains(.cancel(load)))
  }

  @Test mutating func attemptsCountOnAcrossManualRetriesUntilALoadSucceeds() {
    _ = appear([0])
    _ = send(.failed(scheduler.loadsInFlight[0]!, TestError()))
    _ = send(.retry(0))
    _ = send(.failed(scheduler.loadsInFlight[0]!, TestError()))
    #expect(scheduler.state(of: 0) == .failed(LoadFailure(error: TestError(), attempt: 2)))
    _ = send(.retryAll)
    _ = send(.failed(scheduler.loadsInFlight[0]!, TestError()))
    #expect(scheduler.state(of: 0) == .failed(LoadFailure(error: TestError(), attempt: 3)))
    _ = send(.retry(0))
    _ = resolve(0)
    _ = send(.newGeneration(clearCache: true))
    _ = send(.failed(scheduler.loadsInFlight[0]!, TestError()))
    #expect(scheduler.state(of: 0) == .failed(LoadFailure(error: TestError())), "a success ends the streak")
  }

  @Test mutating func aNewGenerationCancelsEverythingAndDropsLateResults() {
    _ = appear(0..<2)
    let loads = scheduler.loadsInFlight
    // A reset: the rows go and a new generation starts.
    let actions = scheduler.reset()
    for load in loads.values { #expect(actions.contains(.cancel(load))) }
    for load in loads.values {
      #expect(send(.loaded(load, "old", cost: 1)).isEmpty)
    }
    #expect(scheduler.state(of: 0) == .notRequested)
    #expect(scheduler.metrics.staleResultsDiscarded == 2)
    #expect(scheduler.visibleRows.isEmpty)
  }

  @Test mutating func revealPlaysWhenDataArrivesWhileVisible() {
    #expect(reveals(send(.appeared(0, at: .zero))).isEmpty)
    #expect(reveals(resolve(0)) == [.dataArrived])
    #expect(reveals(send(.appeared(0, at: .zero))).isEmpty, "still the same appearance")
    _ = send(.disappeared(0))
    #expect(reveals(send(.appeared(0, at: .zero))) == [.appearedWithData])
  }

  @Test mutating func revealPlaysWhenARowWithDataAppears() {
    _ = appear([0])
    _ = resolve(0)
    _ = resolve(1)  // prefetched while off screen: no reveal
    #expect(reveals(resolve(2)).isEmpty)
    #expect(reveals(send(.appeared(1, at: .zero))) == [.appearedWithData])
    #expect(reveals(send(.appeared(2, at: .zero))) == [.appearedWithData])
  }

  @Test mutating func dataThatArrivesAfterTheRowLeftDoesNotReveal() {
    _ = appear([0])
    _ = send(.disappeared(0))
    #expect(reveals(resolve(0)).isEmpty)
    #expect(reveals(send(.appeared(0, at: .zero))) == [.appearedWithData])
  }

  @Test mutating func whereTheFaceSaysTheScrollRestsLoadsEvenWhileHeld() {
    scheduler = Scheduler(
      configuration: DetailConfiguration(maxConcurrentLoads: 4, prefetchDistance: 0, settleDelay: .milliseconds(50)))
    // The user outruns the pages at the end: the screen's rows wait, as the user moves on when
    // the page lands.
    _ = send(.holdLoads(true, at: .zero))
    #expect(loadedRows(send(.appeared(60, at: .zero))).isEmpty)
    // The face says the fling stops on those rows (a scroll view stops at its content's edge):
    // nobody moves on, so they load now.
    #expect(Set(loadedRows(send(.settling(60..<62, at: .milliseconds(10))))) == [60, 61])
    #expect(scheduler.metrics.holds == 1)
  }

  @Test mutating func heldLoadsWaitForTheReleaseAndTheScreenToSettleAfterIt() {
    scheduler = Scheduler(configuration: DetailConfiguration(maxConcurrentLoads: 2, settleDelay: .milliseconds(50)))
    _ = send(.holdLoads(true, at: .zero))
    _ = send(.appeared(0, at: .zero))
    _ = send(.appeared(1, at: .zero))
    #expect(loadedRows(send(.timerFired(TimerID(serial: 1), at: .milliseconds(60)))).isEmpty, "settled but held")
    #expect(scheduler.metrics.holds == 1)
    // The page landed: the release counts as movement, so the rows that move in get the slots.
    let released = send(.holdLoads(false, at: .milliseconds(500)))
    #expect(loadedRows(released).isEmpty)
    guard case .startTimer(let timer, after: .milliseconds(50)) = released.first else {
      Issue.record("no settle timer: \(released)")
      return
    }
    #expect(loadedRows(send(.timerFired(timer, at: .milliseconds(560)))) == [0, 1])
  }

  @Test mutating func loadsWaitUntilTheScreenSettles() {
    scheduler = Scheduler(
      configuration: DetailConfiguration(
        maxConcurrentLoads: 2, prefetchDistance: 0, settleDelay: .milliseconds(50), restRange: .off))
    // The first screen came with the first page, not with a scroll: it loads at once.
    #expect(loadedRows(send(.appeared(0, at: .zero))) == [0])
    _ = resolve(0)
    // A second later, a fling: a row every 2 ms, with no new timer per row.
    let first = send(.appeared(1, at: .seconds(1)))
    #expect(loadedRows(first).isEmpty)
    guard case .startTimer(let timer, after: .milliseconds(50)) = first.first, first.count == 1 else {
      Issue.record("no settle timer: \(first)")
      return
    }
    for id in 2..<20 { #expect(send(.appeared(id, at: .seconds(1) + .milliseconds(2 * id))).isEmpty) }
    for id in 0..<10 { _ = send(.disappeared(id)) }
    // The last row appeared at 1,038 ms: settled at 1,088 ms.
    let restarted = send(.timerFired(timer, at: .milliseconds(1_050)))
    guard case .startTimer(let again, after: .milliseconds(38)) = restarted.first, restarted.count == 1 else {
      Issue.record("it moved: it should wait again (\(restarted))")
      return
    }
    #expect(loadedRows(send(.timerFired(again, at: .milliseconds(1_088)))) == [10, 11], "settled")
    #expect(send(.timerFired(timer, at: .milliseconds(1_090))).isEmpty, "an old timer does nothing")
  }

  @Test mutating func theFirstScreenLoadsAtOnceWithoutASettleTimer() {
    scheduler = Scheduler(
      configuration: DetailConfiguration(maxConcurrentLoads: 8, prefetchDistance: 2, settleDelay: .milliseconds(50)))
    // One layout pass, microseconds apart: the rows the first page brought.
    let actions = (0..<5).flatMap { send(.appeared($0, at: .microseconds($0))) }
    #expect(loadedRows(actions).sorted() == Array(0..<7), "five on screen and two ahead, at once")
    #expect(!actions.contains { if case .startTimer = $0 { true } else { false } }, "nothing to wait for")
    // The next row a frame later is a scroll: it waits for the screen to settle.
    let scrolled = send(.appeared(5, at: .milliseconds(20)))
    #expect(loadedRows(scrolled).isEmpty, "a scroll starts nothing until the screen settles")
    #expect(scrolled.contains { if case .startTimer = $0 { true } else { false } })
  }

  @Test mutating func onAClockThatDoesNotMoveTheFirstScreenEndsWhenARowLeaves() {
    scheduler = Scheduler(
      configuration: DetailConfiguration(
        maxConcurrentLoads: 8, prefetchDistance: 0, settleDelay: .milliseconds(50), restRange: .off))
    #expect(loadedRows((0..<3).flatMap { send(.appeared($0, at: .zero)) }).sorted() == [0, 1, 2])
    // Still at time zero (a test clock nobody advances), a row leaves and one comes: a scroll.
    _ = send(.disappeared(0))
    let scrolled = send(.appeared(3, at: .zero))
    #expect(loadedRows(scrolled).isEmpty, "a row left, so this one scrolled in: it waits")
    #expect(scrolled.contains { if case .startTimer = $0 { true } else { false } })
  }

  @Test mutating func rowsTwoMillisecondsApartAreAFlingNotOneLongInstant() {
    scheduler = Scheduler(configuration: DetailConfiguration(settleDelay: .milliseconds(50)))
    for row in 0..<12 { _ = send(.appeared(row, at: .zero)) }
    // A second later, 500 rows/s reported a row at a time: no two rows a frame apart, but
    // instants are a frame long from their first row.
    for row in 12..<112 { _ = send(.appeared(row, at: .seconds(1) + .milliseconds(2 * (row - 12)))) }
    let speed = scheduler.pace.speed(at: .seconds(1) + .milliseconds(200))
    #expect(speed > 300, "a row every 2 ms: \(speed) rows/s")
  }

  @Test mutating func aPageLandingIsNoRowMovingForTheScrollSpeed() {
    scheduler = Scheduler(configuration: DetailConfiguration(settleDelay: .milliseconds(50)))
    for row in 0..<12 { _ = send(.appeared(row, at: .zero)) }
    _ = send(.holdLoads(true, at: .milliseconds(500)))
    // The page lands a second later: the release waits for the screen to settle, but no row moved.
    _ = send(.holdLoads(false, at: .milliseconds(1_500)))
    // The level cannot move the pace (it reads it as a view); the release waits for a settle.
    #expect(!scheduler.screen.settled)
    #expect(scheduler.screen.settleTimer != nil)
  }
}
