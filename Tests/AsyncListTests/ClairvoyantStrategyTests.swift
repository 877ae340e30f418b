import AsyncListSimulator
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
}
