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
        ScrollSimulator.run(
          AsyncListStrategy(name: "AL fixed", adaptive: false),
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
        ScrollSimulator.run(
          OracleStrategy(path: path, catalog: source.rows, viewportRows: viewportRows),
          path: path,
          source: source,
          viewportRows: viewportRows
        ),
      ]
    }
  }
}
