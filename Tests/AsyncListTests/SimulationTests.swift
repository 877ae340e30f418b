import AsyncList
import AsyncListTesting
import Testing

/// The scroll simulator: deterministic, and its oracle bounds every strategy.
@Suite(.timeLimit(.minutes(1)))
struct SimulationTests {
  let source = SimulationSource(rows: 2_000, pageLatency: 300...800, detailLatency: 500...2_000, seed: 1)
  let paths: [ScrollPath] = [
    .steadyReading(seconds: 20), .fling(rows: 400), .flingStopFling(), .jumpToEndAndBack(rows: 300),
  ]

  func strategies(for path: ScrollPath) -> [SimulationResult] {
    [
      ScrollSimulator.run(AsyncListStrategy(), path: path, source: source),
      ScrollSimulator.run(SeedStrategy(.s0, catalog: source.rows), path: path, source: source),
      ScrollSimulator.run(SeedStrategy(.s1, catalog: source.rows), path: path, source: source),
      ScrollSimulator.run(SeedStrategy(.s3, catalog: source.rows), path: path, source: source),
      ScrollSimulator.run(SeedStrategy(.s4, catalog: source.rows), path: path, source: source),
    ]
  }

  @Test func theSameRunGivesTheSameFigures() {
    let path = ScrollPath.flingStopFling()
    #expect(
      ScrollSimulator.run(AsyncListStrategy(), path: path, source: source)
        == ScrollSimulator.run(AsyncListStrategy(), path: path, source: source)
    )
  }

  @Test func theOracleStallsNoMoreThanAnyStrategy() {
    for path in paths {
      let oracle = ScrollSimulator.run(OracleStrategy(path: path, catalog: source.rows), path: path, source: source)
      for result in strategies(for: path) {
        #expect(
          oracle.stallSeconds <= result.stallSeconds + 0.011,
          "\(path.name): oracle \(oracle.stallSeconds) > \(result.strategy) \(result.stallSeconds)")
      }
    }
  }

  @Test func asyncListStaysCloseToTheOracleWithTheSameLimits() {
    // The oracle knows the path; given AsyncList's page size and detail concurrency, what is
    // left between them is scheduling. (Virtual time: these figures are exact, not timed.) The
    // widest gap is the jump back to the top: AsyncList cancelled the first screen's loads when
    // the user jumped away and loads them again; the oracle knew they would be needed.
    for path in paths {
      let oracle = ScrollSimulator.run(
        OracleStrategy(
          path: path, catalog: source.rows, pageSize: PagingConfiguration().pageSize,
          concurrency: DetailConfiguration().maxConcurrentLoads),
        path: path, source: source)
      let ours = ScrollSimulator.run(AsyncListStrategy(), path: path, source: source)
      #expect(
        ours.stallSeconds <= oracle.stallSeconds * 1.25 + 0.05,
        "\(path.name): AsyncList \(ours.stallSeconds) s, oracle \(oracle.stallSeconds) s")
    }
  }

  @Test func asyncListWastesLittleWhileReadingAndNotifiesPerPageNotPerRow() {
    let path = ScrollPath.steadyReading(seconds: 20)
    let results = strategies(for: path)
    let ours = results[0]
    // Waste is bounded by the rows loaded ahead when the run stops, not proportional to the read.
    #expect(ours.wastedDetailLoads <= DetailConfiguration().prefetchDistance + DetailConfiguration().maxConcurrentLoads)
    #expect(ours.notifications <= ours.pageRequests + 1, "one per page that lands (plus the first load)")
    let s0 = results[1]
    #expect(ours.notifications < s0.notifications, "S0 notifies once per appended row")
  }

  @Test func aFlingStartsFewDetailLoads() {
    let path = ScrollPath.fling(rows: 400)
    let results = strategies(for: path)
    let ours = results[0]
    let s0 = results[1]
    #expect(ours.detailLoads < s0.detailLoads)
    #expect(ours.peakRows >= 300, "pages kept coming while the user waited at the end")
  }

  @Test func withAMemoryCapTheJumpBackReloadsThePagesAndHoldsFewRows() {
    let path = ScrollPath.jumpToEndAndBack(rows: 300)
    let capped = ScrollSimulator.run(
      AsyncListStrategy(paging: PagingConfiguration(maxLoadedRows: 100)), path: path, source: source)
    let plain = ScrollSimulator.run(AsyncListStrategy(), path: path, source: source)
    #expect(capped.peakRows <= 100 + 30, "\(capped.peakRows) rows held")
    #expect(plain.peakRows > 300)
    #expect(capped.pageRequests > plain.pageRequests, "pages dropped on the way down load again on the way up")
    #expect(
      capped.stallSeconds <= plain.stallSeconds * 1.25, "\(capped.stallSeconds) s against \(plain.stallSeconds) s")
  }

  @Test func waitingAtTheEndWhileOutrunningThePagesHoldsDetailLoads() {
    // Without time the machine cannot tell a fast user waiting at the end from a slow one, so
    // it loads the rows on screen there, which scroll away when the page lands.
    let path = ScrollPath.fling(rows: 400)
    let source = SimulationSource()
    let held = ScrollSimulator.run(AsyncListStrategy(), path: path, source: source)
    let unheld = ScrollSimulator.run(AsyncListStrategy(adaptive: false), path: path, source: source)
    #expect(held.detailLoads * 2 < unheld.detailLoads, "\(held.detailLoads) vs \(unheld.detailLoads)")
    #expect(held.wastedDetailLoads * 2 < unheld.wastedDetailLoads)
    #expect(held.stallSeconds <= unheld.stallSeconds)
  }
}
