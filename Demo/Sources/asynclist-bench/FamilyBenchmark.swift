import AsyncList
import AsyncListTesting
import Foundation

/// Every strategy on a generated family of scroll paths and latency models, in virtual time, and
/// the distribution of AsyncList's ratios to the best seed and to the bound.
enum FamilyBenchmark {
  /// One strategy on one case: the keys of `--json`'s `"family"`.
  struct Entry: Codable {
    let `case`: String
    let strategy: String
    let stallSeconds: Double
    let missingRowSeconds: Double
    let pageRequests: Int
    let detailLoads: Int
    let wastedDetailLoads: Int
    let notifications: Int
  }

  static let seeds = ["S0", "S1", "S3", "S4"]

  static func run(count: Int, seed: UInt64 = 1) -> [Entry] {
    SimulationCase.family(count: count, seed: seed).flatMap { item in
      let rows = item.source.rows
      func simulate(_ strategy: some ScrollStrategy) -> Entry {
        let result = ScrollSimulator.run(strategy, path: item.path, source: item.source)
        return Entry(
          case: item.name, strategy: result.strategy, stallSeconds: result.stallSeconds,
          missingRowSeconds: result.missingRowSeconds, pageRequests: result.pageRequests,
          detailLoads: result.detailLoads, wastedDetailLoads: result.wastedDetailLoads,
          notifications: result.notifications)
      }
      return [
        simulate(AsyncListStrategy()),
        simulate(SeedStrategy(.s0, catalog: rows)),
        simulate(SeedStrategy(.s1, catalog: rows)),
        simulate(SeedStrategy(.s3, catalog: rows)),
        simulate(SeedStrategy(.s4, catalog: rows)),
        simulate(LowerBoundStrategy(path: item.path, source: item.source, pageSize: PagingConfiguration().pageSize)),
        simulate(
          ClairvoyantStrategy(
            path: item.path, catalog: rows, pageSize: PagingConfiguration().pageSize,
            concurrency: DetailConfiguration().maxConcurrentLoads)),
      ]
    }
  }

  /// Prints the distributions.
  static func report(_ entries: [Entry]) {
    let cases = Dictionary(grouping: entries, by: \.case).values.map { group in
      Dictionary(uniqueKeysWithValues: group.map { ($0.strategy, $0) })
    }
    // Ratios of small figures: 0.1 s (stall) and 1 row·s (missing) are added to both sides, so
    // that two near-zero figures compare as equal rather than as 0/0 or 0.02/0.01.
    func ratio(_ a: Double, _ b: Double, floor: Double) -> Double { (a + floor) / (b + floor) }
    var stallToSeed: [Double] = []
    var missingToSeed: [Double] = []
    var stallToBound: [Double] = []
    var missingToBound: [Double] = []
    var wastedShare: [Double] = []
    var pagesToBound: [Double] = []
    var beatenOnBoth = 0
    var worstCases: [(Double, String)] = []
    for results in cases {
      guard let ours = results["AsyncList"], let bound = results["bound"] else { continue }
      let seedResults = seeds.compactMap { results[$0] }
      let bestStall = seedResults.map(\.stallSeconds).min() ?? 0
      let bestMissing = seedResults.map(\.missingRowSeconds).min() ?? 0
      stallToSeed.append(ratio(ours.stallSeconds, bestStall, floor: 0.1))
      let missing = ratio(ours.missingRowSeconds, bestMissing, floor: 1)
      missingToSeed.append(missing)
      worstCases.append((missing, ours.case))
      stallToBound.append(ratio(ours.stallSeconds, bound.stallSeconds, floor: 0.1))
      missingToBound.append(ratio(ours.missingRowSeconds, bound.missingRowSeconds, floor: 1))
      wastedShare.append(ours.detailLoads > 0 ? Double(ours.wastedDetailLoads) / Double(ours.detailLoads) : 0)
      pagesToBound.append(Double(ours.pageRequests) / Double(max(1, bound.pageRequests)))
      if seedResults.contains(where: {
        $0.stallSeconds < ours.stallSeconds - 0.01 && $0.wastedDetailLoads < ours.wastedDetailLoads
      }) {
        beatenOnBoth += 1
      }
    }
    print("Generated family: \(cases.count) cases (seeded paths mixing reading at 1–30 rows/s, flings, reversals,")
    print("pauses and bursts; page and detail latency uniform, lognormal, load-dependent, fast or very slow).")
    print("AsyncList at its defaults; best seed: the best of S0–S4 on each case and figure; bound: no strategy")
    print("with 30-row cursor pages can do better (LowerBoundStrategy). Ratios add 0.1 s / 1 row·s to both sides.")
    print("figure                               median      p90    worst   share ≤ 1")
    func line(_ title: String, _ values: [Double], share: Bool = true) {
      let sorted = values.sorted()
      guard !sorted.isEmpty else { return }
      func quantile(_ q: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * q))] }
      let atMostOne = Double(sorted.count { $0 <= 1.000_1 }) / Double(sorted.count)
      print(
        title.padding(toLength: 34, withPad: " ", startingAt: 0)
          + String(format: "%9.2f %8.2f %8.2f", quantile(0.5), quantile(0.9), sorted.last ?? 0)
          + (share ? String(format: "   %8.0f %%", atMostOne * 100) : ""))
    }
    line("stall × best seed", stallToSeed)
    line("missing-row-seconds × best seed", missingToSeed)
    line("stall × bound", stallToBound, share: false)
    line("missing-row-seconds × bound", missingToBound, share: false)
    line("wasted share of detail loads", wastedShare, share: false)
    line("page requests × bound's", pagesToBound, share: false)
    print("cases where a seed beats AsyncList on stall and wasted loads at once: \(beatenOnBoth)")
    print("worst cases by missing-row-seconds × best seed:")
    for (value, name) in worstCases.sorted(by: { $0.0 > $1.0 }).prefix(5) {
      print(String(format: "  %5.2f× ", value) + name)
    }
  }
}
