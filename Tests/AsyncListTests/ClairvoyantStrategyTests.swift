@_spi(Benchmarks) import AsyncListSimulator
import Testing

/// The clairvoyant reference: with the source, it foresees each detail's latency and never
/// starts a load that could only land after the path has left its row.
@Suite(.timeLimit(.minutes(10)))
struct ClairvoyantStrategyTests {
  // Pages in 100 ms, every detail in exactly 1 s; the reader moves 20 rows a second, so a row
  // stays on a 12-row screen 0.6 s: the first screen's rows leave before any detail can land.
  let source = SimulationSource(rows: 2_000, pageLatency: 100...100, detailLatency: 1_000...1_000, seed: 5)
  let path = ScrollPath.steadyReading(rowsPerSecond: 20, seconds: 10)

  func run(knowingLatencies: Bool) -> SimulationResult {
    ScrollSimulator.run(
      ClairvoyantStrategy(
        path: path, catalog: source.rows, pageSize: 30, concurrency: 32, source: knowingLatencies ? source : nil),
      path: path, source: source)
  }

  @Test func foreseeingDetailLatenciesItSkipsLoadsThatWouldLandTooLate() {
    let blind = run(knowingLatencies: false)
    let foreseeing = run(knowingLatencies: true)
    // Without the latencies it loads the first screen's rows, which leave before they land.
    #expect(blind.wastedDetailLoads > 0)
    #expect(foreseeing.wastedDetailLoads == 0)
    #expect(foreseeing.detailLoads < blind.detailLoads)
    // The slots those loads held go to rows it can show: no row shows its data later.
    #expect(foreseeing.missingRowSeconds <= blind.missingRowSeconds)
  }

  @Test func theReferencesForeseeTheSourcesLatencies() {
    let strategy = AsyncListStrategy()
    let compared = ScrollSimulator.runWithReferences(strategy, limits: strategy.limits, path: path, source: source)
    let foreseeing = ScrollSimulator.run(
      ClairvoyantStrategy(
        path: path, catalog: source.rows, pageSize: strategy.limits.pageSize,
        concurrency: strategy.limits.detailConcurrency, source: source),
      path: path, source: source)
    #expect(compared.clairvoyant == foreseeing)
    #expect(compared.clairvoyant.wastedDetailLoads == 0)
  }

  /// Rows whose detail loads a strategy starts on two pages landing while the screen rests on
  /// the first 12 rows: a path that rests 10 s, then flings to row 500.
  func rowsStarted(_ make: (ScrollPath) -> ClairvoyantStrategy) -> [Int] {
    let resting = ScrollPath(name: "rest, then fling", duration: .seconds(12)) { time in
      time < 10 ? 0 : min(500, (time - 10) * 500)
    }
    var strategy = make(resting)
    var commands = strategy.start(now: .zero)
    commands += strategy.visibleRowsChanged(to: 0..<12, now: .zero)
    commands += strategy.pageLoaded(id: 1, rows: 0..<30, now: .milliseconds(100))
    commands += strategy.pageLoaded(id: 2, rows: 30..<60, now: .milliseconds(200))
    return commands.compactMap { command in
      if case .loadDetail(_, let row) = command { row } else { nil }
    }
  }

  @Test func heldToARangeItStartsNoLoadPastItWhileTheScreenRests() {
    let fast = SimulationSource(rows: 2_000, pageLatency: 100...100, detailLatency: 100...100, seed: 5)
    let free = rowsStarted {
      ClairvoyantStrategy(path: $0, catalog: fast.rows, pageSize: 30, concurrency: 64, source: fast)
    }
    let held = rowsStarted {
      ClairvoyantStrategy(
        name: "in range", path: $0, catalog: fast.rows, pageSize: 30, concurrency: 64, source: fast,
        rowsAhead: 24, rowsBehind: 12)
    }
    // With no range it loads the rows the fling will pass and stop on as soon as their page is
    // there; held to the range, only the screen and the 24 rows below it, each once.
    #expect(free.contains { $0 >= 36 })
    #expect(!held.isEmpty)
    #expect(held.allSatisfy { $0 < 36 })
    #expect(Set(held).count == held.count)
    #expect(Set(held).isSubset(of: Set(free)))
  }
}
