import AsyncList
@_spi(Benchmarks) import AsyncListSimulator
import AsyncListTesting
import Foundation

/// Every strategy on a generated family of scroll paths and latency models, in virtual time, and
/// the distribution of AsyncList's ratios to the best seed and to the bound.
enum FamilyBenchmark {
  /// One strategy on one case: the keys of `--json`'s `"family"`.
  struct Entry: Codable {
    let `case`: String
    /// The way of scrolling (``ScrollPathKind``).
    let kind: String
    let strategy: String
    let stallSeconds: Double
    let missingRowSeconds: Double
    let pageRequests: Int
    let detailLoads: Int
    let wastedDetailLoads: Int
    let notifications: Int

    /// Wasted detail loads over detail loads started, as ``SimulationResult/wastedShare``.
    var wastedShare: Double { detailLoads > 0 ? Double(wastedDetailLoads) / Double(detailLoads) : 0 }
  }

  /// The seeds' strategies every case is compared with.
  static let seedKinds: [SeedStrategy.Kind] = [.s0, .s1, .s3, .s4]
  /// Their names in tables.
  static let seeds = seedKinds.map { SeedStrategy($0, catalog: 0).name }
  /// The approach with the largest pages, and its page size: on a case no schedule with
  /// AsyncList's 30-row pages can win, AsyncList is judged at this page size against it.
  static let equalPageSeed = SeedStrategy(.s4, catalog: 0).name
  static let equalPageSize = 100
  /// AsyncList's name in tables at that page size.
  static let equalPageName = "AsyncList 100"

  /// A ratio of two figures with `floor` added to both, so two near-zero figures compare as
  /// equal rather than as 0/0 or 0.02/0.01: 0.1 s for stall, 1 row·s for missing rows.
  static func ratio(_ a: Double, _ b: Double, floor: Double) -> Double { (a + floor) / (b + floor) }

  /// The middle of some values.
  static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

  static func run(count: Int, seed: UInt64 = 1, frame: Duration = .milliseconds(10), hints: Bool = false) -> [Entry] {
    SimulationCase.family(count: count, seed: seed).flatMap { run($0, frame: frame, hints: hints) }
  }

  /// Every strategy's figures on one case of the family.
  static func show(case index: Int, count: Int, frame: Duration, hints: Bool) {
    let cases = SimulationCase.family(count: max(count, index + 1))
    print(cases[index].name)
    print("strategy            stall s   missing row·s   pages   loads   wasted")
    for entry in run(cases[index], frame: frame, hints: hints) {
      print(
        entry.strategy.padding(toLength: 18, withPad: " ", startingAt: 0)
          + String(
            format: "%8.2f %15.1f %7d %7d %8d", entry.stallSeconds, entry.missingRowSeconds, entry.pageRequests,
            entry.detailLoads, entry.wastedDetailLoads))
    }
  }

  /// Every strategy on one case.
  static func run(_ item: SimulationCase, frame: Duration, hints: Bool) -> [Entry] {
    let rows = item.source.rows
    func entry(_ result: SimulationResult) -> Entry {
      Entry(
        case: item.name, kind: item.kind.rawValue, strategy: result.strategy, stallSeconds: result.stallSeconds,
        missingRowSeconds: result.missingRowSeconds, pageRequests: result.pageRequests,
        detailLoads: result.detailLoads, wastedDetailLoads: result.wastedDetailLoads,
        notifications: result.notifications)
    }
    func simulate(_ strategy: some ScrollStrategy) -> Entry {
      entry(ScrollSimulator.run(strategy, path: item.path, source: item.source, tick: frame, settleHints: hints))
    }
    // AsyncList, and the references with its exact path, source, servers and limits.
    let ours = AsyncListStrategy()
    let compared = ScrollSimulator.runWithReferences(
      ours, limits: ours.limits, path: item.path, source: item.source, tick: frame, settleHints: hints)
    // AsyncList with S4's page size, for the cases no schedule with 30-row pages can win.
    let equalPages = simulate(
      AsyncListStrategy(name: equalPageName, paging: PagingConfiguration(pageSize: equalPageSize)))
    return [entry(compared.strategy)] + seedKinds.map { simulate(SeedStrategy($0, catalog: rows)) } + [
      entry(compared.bound), entry(compared.clairvoyant), equalPages,
    ]
  }

  /// Prints the distributions.
  static func report(_ entries: [Entry]) {
    let cases = Dictionary(grouping: entries, by: \.case).values.map { group in
      Dictionary(uniqueKeysWithValues: group.map { ($0.strategy, $0) })
    }
    var stallToSeed: [Double] = []
    var missingToSeed: [Double] = []
    var stallToBound: [Double] = []
    var missingToBound: [Double] = []
    var wastedShare: [Double] = []
    var pagesToBound: [Double] = []
    var beatenOnBoth = 0
    var worstCases: [(Double, String)] = []
    var mostWasted: [(Double, String)] = []
    var byDetails: [String: [(missing: Double, wasted: Double)]] = [:]
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
      let wasted = ours.wastedShare
      wastedShare.append(wasted)
      mostWasted.append((wasted, "\(ours.wastedDetailLoads) of \(ours.detailLoads): " + ours.case))
      let details =
        (ours.case.components(separatedBy: "; details ").last ?? "").components(separatedBy: "; one server").first ?? ""
      byDetails[details, default: []].append((missing, wasted))
      pagesToBound.append(Double(ours.pageRequests) / Double(max(1, bound.pageRequests)))
      if seedResults.contains(where: {
        $0.stallSeconds < ours.stallSeconds - 0.01 && $0.wastedDetailLoads < ours.wastedDetailLoads
      }) {
        beatenOnBoth += 1
      }
    }
    print("Generated family: \(cases.count) cases in six kinds of scrolling (mixed, bursts with pauses, flings that")
    print("come back, page-down, skimming, down and up); page and detail latency uniform, lognormal, load-dependent,")
    print("fast or very slow; a third on one server of 2–8 slots shared by pages and details.")
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
    print("by detail latency (cases, median missing-row-seconds × best seed, median wasted share):")
    for (details, values) in byDetails.sorted(by: { $0.key < $1.key }) {
      let missing = median(values.map(\.missing))
      let wasted = median(values.map(\.wasted))
      print(
        "  " + details.padding(toLength: 40, withPad: " ", startingAt: 0)
          + String(format: "%4d %8.2f %8.2f", values.count, missing, wasted))
    }
    print("cases where a seed beats AsyncList on stall and wasted loads at once: \(beatenOnBoth)")
    print("worst cases by missing-row-seconds × best seed:")
    // Ties by name: the lists come from dictionaries, whose order changes from run to run.
    for (value, name) in worstCases.sorted(by: { $0.0 != $1.0 ? $0.0 > $1.0 : $0.1 < $1.1 }).prefix(5) {
      print(String(format: "  %5.2f× ", value) + name)
    }
    print("most wasted detail loads (share of AsyncList's):")
    for (value, name) in mostWasted.sorted(by: { $0.0 != $1.0 ? $0.0 > $1.0 : $0.1 < $1.1 }).prefix(5) {
      print(String(format: "  %4.0f %% ", value * 100) + name)
    }
  }
}

extension FamilyBenchmark {
  /// The family's medians for configurations around the defaults: the figures that chose them.
  static func sweep(count: Int, seed: UInt64 = 1, frame: Duration = .milliseconds(10)) {
    let cases = SimulationCase.family(count: count, seed: seed)
    let bestSeeds = cases.map { item in
      seedKinds.map {
        ScrollSimulator.run(
          SeedStrategy($0, catalog: item.source.rows), path: item.path, source: item.source, tick: frame)
      }
    }
    let variants: [(String, DetailConfiguration)] = [
      ("defaults (4…32 loads, prefetch 10, settle 50 ms)", DetailConfiguration()),
      ("fixed 8 loads", DetailConfiguration(maxConcurrentLoads: 8, minConcurrentLoads: 8)),
      ("fixed 32 loads", DetailConfiguration(maxConcurrentLoads: 32, minConcurrentLoads: 32)),
      ("4…16 loads", DetailConfiguration(maxConcurrentLoads: 16)),
      ("4…64 loads", DetailConfiguration(maxConcurrentLoads: 64)),
      ("prefetch 5", DetailConfiguration(prefetchDistance: 5)),
      ("prefetch 20", DetailConfiguration(prefetchDistance: 20)),
      ("settle 20 ms", DetailConfiguration(settleDelay: .milliseconds(20))),
      ("settle 100 ms", DetailConfiguration(settleDelay: .milliseconds(100))),
    ]
    print("Configurations on \(count) cases of the family (medians; missing and stall against each case's best seed)")
    print("configuration                                       missing ×seed   stall ×seed   wasted share   loads")
    for (name, configuration) in variants {
      var missing: [Double] = []
      var stall: [Double] = []
      var wasted: [Double] = []
      var loads: [Double] = []
      for (item, seedResults) in zip(cases, bestSeeds) {
        let ours = ScrollSimulator.run(
          AsyncListStrategy(details: configuration), path: item.path, source: item.source, tick: frame)
        let bestMissing = seedResults.map(\.missingRowSeconds).min() ?? 0
        let bestStall = seedResults.map(\.stallSeconds).min() ?? 0
        missing.append(ratio(ours.missingRowSeconds, bestMissing, floor: 1))
        stall.append(ratio(ours.stallSeconds, bestStall, floor: 0.1))
        wasted.append(ours.wastedShare)
        loads.append(Double(ours.detailLoads))
      }
      print(
        name.padding(toLength: 50, withPad: " ", startingAt: 0)
          + String(
            format: "%14.2f %13.2f %14.2f %7.0f", median(missing), median(stall), median(wasted), median(loads)))
    }
  }
}
