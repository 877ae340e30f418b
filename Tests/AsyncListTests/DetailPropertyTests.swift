import PropertyBased
import Testing

@testable import AsyncList

/// Random appear / disappear / resolve / fail / retry / generation events against the detail
/// scheduler, checking its invariants after every step.
@Suite(.timeLimit(.minutes(10)))
struct DetailPropertyTests {
  // No shrinking: 400-event sequences shrink for minutes; a failure reports its seed instead.
  @Test(.shrinking(false)) func theConcurrencyBoundHoldsUnderTenThousandRandomRowEvents() async {
    // 25 sequences of 400 events each: 10,000 events per run.
    await propertyCheck(count: propertyRuns(25, long: 250), input: Gen.int(in: 0...99_999).array(of: 400)) { codes in
      var harness = DetailHarness()
      for code in codes { harness.step(code) }
    }
  }
}

struct DetailHarness {
  typealias Scheduler = EngineLevel<Int>

  let configuration = DetailConfiguration(
    maxConcurrentLoads: 3,
    prefetchDistance: 4,
    cancelDistance: 12,
    cacheCostLimit: 20,
    settleDelay: .milliseconds(50)
  )
  lazy var scheduler = Scheduler(configuration: configuration)
  var visible: Set<Int> = []
  var live: [DetailLoadID: Int] = [:]
  var dead: [DetailLoadID: Int] = [:]
  /// Reveals played per row during its current appearance.
  var revealsThisAppearance: [Int: Int] = [:]
  var timers: [TimerID] = []
  var costs: [Int: Int] = [:]
  var now = Duration.zero
  /// Whether loads are held: none may start.
  var held = false
  /// When the first row appeared: the rows of that instant (8 ms) are the first screen, which
  /// came with the first page, not with a scroll, and loads at once.
  var firstAppearance: Duration?

  mutating func step(_ code: Int) {
    let argument = code / 10
    now += .milliseconds(argument % 40)
    switch code % 10 {
    case 0..<4:
      // Mostly contiguous scrolling around a moving window, sometimes a jump.
      let id = argument % 10 == 0 ? argument % 200 : (visible.min() ?? 0) + argument % 15 - 4
      guard (0..<200).contains(id) else { return }
      let hadData = scheduler.state(of: id).detail != nil
      let wasVisible = visible.contains(id)
      visible.insert(id)
      let actions = send(.appeared(id, at: now))
      let first = firstAppearance ?? now
      firstAppearance = first
      if !wasVisible {
        #expect(
          now <= first + .milliseconds(8) || !actions.contains { if case .load = $0 { true } else { false } },
          "no load while the screen moves")
        let reveals = actions.filter { if case .reveal(id, .appearedWithData) = $0 { true } else { false } }
        #expect(reveals.count == (hadData ? 1 : 0), "a row that appears with data reveals once")
      }
    case 4..<6:
      let candidates = visible.sorted()
      guard !candidates.isEmpty else { return }
      let id = candidates[argument % candidates.count]
      visible.remove(id)
      send(.disappeared(id))
      revealsThisAppearance[id] = nil
    case 6..<8:
      guard let (load, id) = live.min(by: { $0.key.serial < $1.key.serial }) else { return }
      costs[id] = 1 + argument % 3
      let actions = send(.loaded(load, id, cost: 1 + argument % 3))
      if visible.contains(id), actions.contains(.changed(id)), scheduler.state(of: id).detail != nil {
        #expect(
          (revealsThisAppearance[id] ?? 0) == 1, "data arriving on a visible row reveals at most once per appearance")
      }
    case 8:
      if let (load, _) = live.first, argument % 2 == 0 {
        send(.failed(load, TestError()))
      } else if let (load, _) = dead.first {
        #expect(send(.loaded(load, 0, cost: 1)).isEmpty, "a stale result causes nothing")
      }
    default:
      if argument % 11 == 0 {
        // The list says the user outruns its pages, or no longer does.
        let hold = !held
        held = hold
        let actions = send(.holdLoads(hold, at: now))
        #expect(!actions.contains { if case .load = $0 { true } else { false } }, "a hold or its release loads nothing")
      } else if argument % 7 == 0 {
        send(.newGeneration(clearCache: argument % 2 == 0))
      } else if argument % 3 == 0, !timers.isEmpty {
        send(.timerFired(timers.removeFirst(), at: now))
      } else {
        send(.retry(argument % 200))
      }
    }
  }

  @discardableResult
  mutating func send(_ event: Scheduler.Event) -> [Scheduler.Action] {
    let actions = scheduler.handle(event)
    if case .loaded(let load, _, _, _) = event, let id = live.removeValue(forKey: load) { dead[load] = id }
    if case .failed(let load, _, _) = event, let id = live.removeValue(forKey: load) { dead[load] = id }
    for action in actions {
      switch action {
      case .load(let load, let id):
        #expect(!held, "no load starts while loads are held")
        #expect(!live.values.contains(id), "one load per row at a time")
        #expect(scheduler.state(of: id).detail == nil, "no load for a cached row")
        live[load] = id
      case .cancel(let load):
        #expect(live[load] != nil)
        dead[load] = live.removeValue(forKey: load)
      case .changed:
        break
      case .startTimer(let timer, _):
        timers.append(timer)
      case .reveal(let id, _):
        #expect(visible.contains(id), "only visible rows reveal")
        revealsThisAppearance[id, default: 0] += 1
        #expect(revealsThisAppearance[id] == 1, "one reveal per appearance")
      }
    }
    #expect(live.count <= configuration.maxConcurrentLoads, "the concurrency bound holds")
    #expect(Set(scheduler.loadsInFlight.values) == Set(live.keys))
    // Over budget only by the window (the screen and the prefetch distance around it), whose
    // details are never evicted.
    var window = visible
    if let low = visible.min(), let high = visible.max() {
      window.formUnion((low - configuration.prefetchDistance)...(high + configuration.prefetchDistance))
    }
    let pinned = window.filter { scheduler.state(of: $0).detail != nil }.reduce(0) { $0 + (costs[$1] ?? 0) }
    #expect(scheduler.metrics.cachedCost <= configuration.cacheCostLimit + pinned)
    return actions
  }
}
