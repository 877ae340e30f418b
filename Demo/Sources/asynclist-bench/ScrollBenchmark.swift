import AsyncList
@_spi(Benchmarks) import AsyncListSimulator
import AsyncListTesting

/// Every strategy on every scroll path, in virtual time.
enum ScrollBenchmark {
  static let viewportRows = 12

  static func paths() -> [(ScrollPath, SimulationSource)] {
    let source = SimulationSource(rows: 5_000, pageLatency: 300...800, detailLatency: 500...2_000, seed: 1)
    let slow = SimulationSource(rows: 5_000, pageLatency: 2_000...4_000, detailLatency: 1_500...3_000, seed: 2)
    return [
      (.steadyReading(), source),
      (.fling(), source),
      (.flingStopFling(), source),
      (.jumpToEndAndBack(), source),
      (.slowReading(), slow),
      (.fastReading(), SimulationSource(rows: 5_000, pageLatency: 1_000...2_000, detailLatency: 100...300, seed: 3)),
    ]
  }

  static func run() -> [SimulationResult] {
    paths().flatMap { path, source in
      func simulate(_ strategy: some ScrollStrategy) -> SimulationResult {
        ScrollSimulator.run(strategy, path: path, source: source, viewportRows: viewportRows)
      }
      return [
        simulate(AsyncListStrategy()),
        // Without time: no adaptive prefetch, no hold of detail loads at a loading edge.
        simulate(AsyncListStrategy(name: "AL no time", adaptive: false)),
        // Offset keys: loads grow up to four pages while the user outruns the pages.
        simulate(AsyncListStrategy(name: "AL offsets", paging: PagingConfiguration(maxLoadSize: 120))),
        // The memory cap: 200 rows held, far pages dropped and reloaded.
        simulate(AsyncListStrategy(name: "AL cap 200", paging: PagingConfiguration(maxLoadedRows: 200))),
        // With the resources the best seeds use: S4's 100-row pages, 16 detail loads at once.
        simulate(
          AsyncListStrategy(
            name: "AL 100·16",
            paging: PagingConfiguration(pageSize: 100),
            details: DetailConfiguration(maxConcurrentLoads: 16))),
        simulate(SeedStrategy(.s0, catalog: source.rows)),
        simulate(SeedStrategy(.s1, catalog: source.rows)),
        simulate(SeedStrategy(.s3, catalog: source.rows)),
        simulate(SeedStrategy(.s4, catalog: source.rows)),
        simulate(LowerBoundStrategy(path: path, source: source, viewportRows: viewportRows)),
        // A clairvoyant heuristic under AsyncList's limits (30-row pages, 8 detail loads at once)…
        simulate(
          ClairvoyantStrategy(
            path: path, catalog: source.rows, viewportRows: viewportRows,
            pageSize: PagingConfiguration().pageSize, concurrency: DetailConfiguration().maxConcurrentLoads,
            source: source)),
        // …and without them: 100-row pages (S4's), unbounded detail concurrency.
        simulate(
          ClairvoyantStrategy(
            name: "clairvoyant ∞", path: path, catalog: source.rows, viewportRows: viewportRows, source: source)),
      ]
    }
  }
}
