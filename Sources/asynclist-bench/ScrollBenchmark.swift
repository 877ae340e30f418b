import AsyncList
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
      [
        ScrollSimulator.run(AsyncListStrategy(), path: path, source: source, viewportRows: viewportRows),
        // Without time: no adaptive prefetch, no hold of detail loads at a loading edge.
        ScrollSimulator.run(
          AsyncListStrategy(name: "AL no time", adaptive: false),
          path: path,
          source: source,
          viewportRows: viewportRows
        ),
        // Offset keys: loads grow up to four pages while the user outruns the pages.
        ScrollSimulator.run(
          AsyncListStrategy(name: "AL offsets", paging: PagingConfiguration(maxLoadSize: 120)),
          path: path,
          source: source,
          viewportRows: viewportRows
        ),
        // The memory cap: 200 rows held, far pages dropped and reloaded.
        ScrollSimulator.run(
          AsyncListStrategy(name: "AL cap 200", paging: PagingConfiguration(maxLoadedRows: 200)),
          path: path,
          source: source,
          viewportRows: viewportRows
        ),
        // With the resources the best seeds use: S4's 100-row pages, 16 detail loads at once.
        ScrollSimulator.run(
          AsyncListStrategy(
            name: "AL 100·16",
            paging: PagingConfiguration(pageSize: 100),
            details: DetailConfiguration(maxConcurrentLoads: 16)),
          path: path,
          source: source,
          viewportRows: viewportRows
        ),
        ScrollSimulator.run(
          SeedStrategy(.s0, catalog: source.rows), path: path, source: source, viewportRows: viewportRows),
        ScrollSimulator.run(
          SeedStrategy(.s1, catalog: source.rows), path: path, source: source, viewportRows: viewportRows),
        ScrollSimulator.run(
          SeedStrategy(.s3, catalog: source.rows), path: path, source: source, viewportRows: viewportRows),
        ScrollSimulator.run(
          SeedStrategy(.s4, catalog: source.rows), path: path, source: source, viewportRows: viewportRows),
        // The bound under AsyncList's own constraints (30-row pages, 8 detail loads at once)…
        ScrollSimulator.run(
          OracleStrategy(
            path: path, catalog: source.rows, viewportRows: viewportRows,
            pageSize: PagingConfiguration().pageSize, concurrency: DetailConfiguration().maxConcurrentLoads),
          path: path,
          source: source,
          viewportRows: viewportRows
        ),
        // …and without them: 100-row pages (S4's), unbounded detail concurrency.
        ScrollSimulator.run(
          OracleStrategy(name: "oracle ∞", path: path, catalog: source.rows, viewportRows: viewportRows),
          path: path,
          source: source,
          viewportRows: viewportRows
        ),
      ]
    }
  }
}
