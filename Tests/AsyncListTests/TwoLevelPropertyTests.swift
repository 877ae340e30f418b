import PropertyBased
import Testing

@_spi(Faces) @testable import AsyncList

/// Both levels together, in the engine the model runs (``ListEngine``): random paging events
/// (pages, failures, resets, refreshes, queries, edits, timers, a memory cap), rows appearing
/// and leaving by position as a list view reports them, detail loads resolving, failing and
/// arriving late. After every step the invariants of both levels hold, and those that join them.
@Suite(.timeLimit(.minutes(10)))
struct TwoLevelPropertyTests {
  // No shrinking: long sequences shrink for minutes; a failure reports its seed instead.
  @Test(.shrinking(false)) func bothLevelsKeepTheirInvariantsTogether() async {
    // 100 sequences of 200 steps (1,000 in a long run), half of them with a memory cap.
    await propertyCheck(count: propertyRuns(100, long: 1_000), input: Gen.int(in: 0...999_999).array(of: 200)) {
      codes in
      var harness = TwoLevelHarness(maxLoadedRows: codes[0] % 2 == 0 ? nil : 30)
      for (step, code) in codes.enumerated() {
        harness.step(code)
        // Long and synchronous: let the other tests' tasks run on the cooperative threads.
        if step % 50 == 0 { await Task.yield() }
      }
    }
  }

  @Test(.shrinking(false)) func everyTableStaysWithinItsBoundOverLongHistories() async {
    // A history of 20,000 steps (10 in a long run) with a memory cap: scrolls, failures, edits,
    // resets; the bounds are checked after every step (``TwoLevelHarness/checkTableBounds()``).
    await propertyCheck(count: propertyRuns(1, long: 10), input: Gen.int(in: 0...999_999).array(of: 20_000)) { codes in
      var harness = TwoLevelHarness(maxLoadedRows: 30)
      for (step, code) in codes.enumerated() {
        harness.step(code)
        // Long and synchronous: let the other tests' tasks run on the cooperative threads.
        if step % 1_000 == 0 { await Task.yield() }
      }
      #expect(harness.details.metrics.failures > 0 && harness.paging.machine.metrics.pagesDropped > 0)
    }
  }

  @Test func theHarnessReachesEveryPartOfBothLevels() {
    // The property above must be able to fail: these runs reach loads, reveals, cache hits,
    // generations and a memory cap's drops.
    var totals = (loads: 0, hits: 0, reveals: 0, generations: 0, drops: 0)
    for seed in 0..<40 {
      var harness = TwoLevelHarness(maxLoadedRows: seed % 2 == 0 ? nil : 30)
      var state = UInt64(seed + 1)
      for _ in 0..<300 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        harness.step(Int(state >> 40) % 1_000_000)
      }
      totals.loads += harness.details.metrics.loadsStarted
      totals.hits += harness.details.metrics.cacheHits
      totals.reveals += harness.reveals
      totals.generations += harness.paging.machine.generation
      totals.drops += harness.paging.machine.metrics.pagesDropped
    }
    #expect(totals.loads > 100 && totals.hits > 10 && totals.reveals > 20)
    #expect(totals.generations > 40 && totals.drops > 0)
  }
}

/// The engine the model runs, with one detail level, and what a list view shows.
struct TwoLevelHarness {
  typealias Scheduler = DetailScheduler<Int, any Sendable>

  let maxConcurrentLoads = 3
  /// The paging harness, which owns the engine and checks its paging.
  var paging: PagingHarness
  /// Detail loads started and neither finished nor cancelled, by row id.
  var live: [DetailLoadID: Int] = [:]
  var dead: [DetailLoadID: Int] = [:]
  var timers: [TimerID] = []
  /// The rows the view shows, by id (a view keeps a row's identity when rows move).
  var visible: Set<Int> = []
  var revealsThisAppearance: [Int: Int] = [:]
  var reveals = 0

  init(maxLoadedRows: Int?) {
    paging = PagingHarness(maxLoadedRows: maxLoadedRows)
    // A short look-ahead (at most 12 rows, which paging then fetches too): the harness's list is
    // about 90 rows, and the memory cap must still drop pages.
    _ = paging.engine.addLevel(
      DetailConfiguration(
        maxConcurrentLoads: 3, prefetchDistance: 2, cancelDistance: 12, cacheCostLimit: 20,
        settleDelay: .milliseconds(50)))
  }

  /// The engine's detail level.
  var details: Scheduler { paging.engine.levels[0] }
  /// The detail level's screen, in the engine's viewport.
  var screen: DetailScreen { paging.engine.viewport.screens[0] }
  /// The rows on screen, in the engine's viewport: every level's.
  var onScreen: RowsOnScreen { paging.engine.viewport.position.rows }
  var now: Duration { paging.now.duration }

  mutating func step(_ code: Int) {
    paging.now.nanoseconds += Int64(code % 37) * 1_000_000
    let argument = code / 10
    let generation = paging.machine.generation
    let liveBefore = Set(live.keys)
    let heldBefore = screen.held
    lastAppearance = nil
    switch code % 10 {
    case 0..<3: pagingStep(argument)
    // A screen shows a few rows: past eight, one leaves before another comes.
    case 3..<5 where visible.count >= 8: disappear(argument)
    case 3..<5: appear(argument)
    case 5: disappear(argument)
    case 6..<8: resolveDetail(argument)
    case 8:
      if argument % 2 == 0, !timers.isEmpty {
        paging.detail(0, .timerFired(timers.removeFirst(), at: now))
      } else if let (load, _) = dead.first {
        paging.detail(0, .loaded(load, 0, cost: 1))
        #expect(paging.detailActions.isEmpty, "a result of a cancelled detail load causes nothing")
      }
    default:
      if argument % 3 == 0 { paging.detail(0, .retryAll) } else { pagingStep(argument) }
    }
    let appeared = lastAppearance
    checkDetailActions(heldThroughout: heldBefore && screen.held, appeared: appeared)
    if paging.machine.generation != generation {
      #expect(liveBefore.isDisjoint(with: live.keys), "a new generation cancels every detail load of the old one")
    }
    checkInvariants()
  }

  /// A paging event other than a row appearing.
  mutating func pagingStep(_ argument: Int) {
    let cachedBefore = details.metrics.cachedCount
    paging.handled = []
    // Kinds 28..<100 of the paging harness: no row events (those go through `appear`).
    paging.step((argument / 72) * 100 + 28 + argument % 72)
    let reset = paging.handled.contains { if case .reset = $0.event { true } else { false } }
    if reset && cachedBefore > 0 { #expect(details.metrics.cachedCount == 0, "a reset clears the cache") }
    // A row the list no longer holds has left the view: its appearance is over.
    for id in visible where paging.machine.index(of: id) == nil {
      visible.remove(id)
      revealsThisAppearance[id] = nil
    }
    paging.idsLeft = []
  }

  /// The row that appeared in this step, and whether it had its data.
  var lastAppearance: (id: Int, hadData: Bool)?

  /// The view shows a row: mostly next to the rows shown, sometimes anywhere.
  mutating func appear(_ argument: Int) {
    let positions = paging.machine.rows.totalCount
    guard positions > 0 else { return }
    let near = visible.compactMap { paging.machine.index(of: $0) }.min() ?? 0
    let index = argument % 10 == 0 ? argument % positions : min(max(near + argument % 15 - 4, 0), positions - 1)
    // Rows by id, as SwiftUI reports them: the engine forgets a row that leaves the list.
    if let id = paging.machine.id(at: index), !visible.contains(id) {
      lastAppearance = (id, details.state(of: id).detail != nil)
      visible.insert(id)
      paging.rowAppeared(id: id)
    } else if paging.machine.id(at: index) == nil {
      // A placeholder passes by: its page loads back.
      paging.rowAppeared(at: index)
      paging.placeholderDisappeared(at: index)
    }
  }

  mutating func disappear(_ argument: Int) {
    let shown = visible.sorted()
    guard !shown.isEmpty else { return }
    let id = shown[argument % shown.count]
    visible.remove(id)
    revealsThisAppearance[id] = nil
    paging.rowDisappeared(id: id)
  }

  mutating func resolveDetail(_ argument: Int) {
    guard let (load, id) = live.min(by: { $0.key.serial < $1.key.serial }) else { return }
    live[load] = nil
    dead[load] = id
    if argument % 4 == 0 {
      paging.detail(0, .failed(load, TestError(), at: now))
    } else {
      paging.detail(0, .loaded(load, id, cost: 1 + argument % 3, at: now))
    }
  }

  /// Checks the detail actions the engine gave in this step.
  mutating func checkDetailActions(heldThroughout: Bool, appeared: (id: Int, hadData: Bool)?) {
    var instantReveals = 0
    for (level, action) in paging.detailActions {
      #expect(level == 0)
      switch action {
      case .load(let load, let id):
        #expect(!heldThroughout, "no detail load starts while the user outruns the pages")
        #expect(!live.values.contains(id), "one load per row at a time")
        #expect(details.state(of: id).detail == nil, "no load for a cached row")
        #expect(paging.machine.index(of: id) != nil, "a detail loads only for a row the list holds")
        live[load] = id
      case .cancel(let load):
        #expect(live[load] != nil, "only a live load is cancelled")
        dead[load] = live.removeValue(forKey: load)
      case .startTimer(let timer, _):
        timers.append(timer)
      case .changed:
        break
      case .reveal(let id, let kind):
        #expect(visible.contains(id), "only a row on screen reveals")
        revealsThisAppearance[id, default: 0] += 1
        reveals += 1
        #expect(revealsThisAppearance[id] == 1, "one reveal per appearance")
        if kind == .appearedWithData, id == appeared?.id { instantReveals += 1 }
      }
    }
    if let appeared {
      #expect(instantReveals == (appeared.hadData ? 1 : 0), "a row that appears with its data reveals at once, once")
    }
    paging.detailActions = []
  }

  func checkInvariants() {
    #expect(live.count <= maxConcurrentLoads, "the concurrency bound holds")
    #expect(Set(details.loadsInFlight.values) == Set(live.keys), "every detail load resolved or cancelled")
    // The scheduler's screen follows the rows the view shows wherever the list moved them.
    let shown = Set(visible.compactMap { paging.machine.index(of: $0) })
    #expect(onScreen.positions == shown, "the detail level's screen is the view's")
    // Bounded: the second level holds no more rows than the first shows and loads.
    #expect(onScreen.positions.count <= paging.machine.rows.totalCount)
    checkTableBounds()
  }

  /// Every table of both levels within its bound: the rows held, the loads in flight, the
  /// configured budgets.
  func checkTableBounds() {
    let machine = paging.machine
    let held = machine.rows.count
    let failed = details.failures.keys.filter { machine.index(of: $0) == nil }
    let retried = details.retriedAttempts.keys.filter { machine.index(of: $0) == nil }
    #expect(failed.isEmpty && retried.isEmpty, "failures of rows the list no longer holds: \(failed) \(retried)")
    #expect(details.failures.count <= held && details.retriedAttempts.count <= held)
    #expect(details.owners.count == details.inFlight.count)
    #expect(screen.loadPositions.count == details.inFlight.count)
    #expect(screen.awaitingReveal.isSubset(of: onScreen.positions))
    #expect(onScreen.positions.count <= held, "the screen holds only rows the list holds")
    // The cache keeps its budget, plus the rows of its window: the screen, the prefetch distance
    // behind and the farthest look-ahead ahead, and a fling's destination.
    let configuration = details.configuration
    let span = onScreen.bounds.map { $0.high - $0.low + 1 } ?? 0
    let window = span + configuration.prefetchDistance + configuration.maxPrefetchDistance
    #expect(details.cache.count <= details.cache.costLimit + window + (screen.destination?.count ?? 0))
    #expect(machine.startedLoads.count <= 3, "the first page and one load per edge")
    if let cap = machine.memoryCap {
      // Rows on screen may keep their pages past the cap: at most a page per screen edge more.
      // The prefetch distance grows with the detail level's look-ahead (at most four pages).
      let far = 2 * (4 * machine.configuration.pageSize + 1)
      #expect(held <= max(cap, 2 * machine.configuration.pageSize + far) + 2 * onScreen.positions.count)
    }
  }
}
