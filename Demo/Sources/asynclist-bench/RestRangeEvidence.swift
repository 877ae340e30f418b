@_spi(Benchmarks) import AsyncListSimulator
import Foundation

/// What the scheduling targets cost once a list keeps to a range around the screen: the
/// clairvoyant schedule under AsyncList's limits, then the same schedule held to AsyncList's rest
/// range (two screens ahead, one behind), on every case of the family.
///
/// The clairvoyant schedule with no range is what the targets measure AsyncList against. The one
/// held to the range knows the path and every latency too; what it loses against the first is
/// the price of the range alone, whatever the schedule.
enum RestRangeEvidence {
  /// The figures of one case.
  struct Case {
    let kind: String
    let ours: FamilyBenchmark.Entry
    let clairvoyant: FamilyBenchmark.Entry
    let inRange: FamilyBenchmark.Entry
    let bestStall: Double
    let bestMissing: Double
    let winnable: Bool
  }

  /// The name of the clairvoyant schedule held to the rest range.
  static let name = "clairvoyant in range"

  /// Runs the family and prints the table by kind of scrolling.
  static func run(count: Int, frame: Duration, hints: Bool) {
    let viewportRows = 12
    let cases = SimulationCase.family(count: count).map { item in
      let entries = FamilyBenchmark.run(item, frame: frame, hints: hints)
      let ours = AsyncListStrategy()
      let result = ScrollSimulator.run(
        ClairvoyantStrategy(
          name: name, path: item.path, catalog: item.source.rows, viewportRows: viewportRows,
          pageSize: ours.limits.pageSize, concurrency: ours.limits.detailConcurrency, source: item.source,
          tick: frame, rowsAhead: 2 * viewportRows, rowsBehind: viewportRows),
        path: item.path, source: item.source, viewportRows: viewportRows, tick: frame, settleHints: hints)
      let inRange = FamilyBenchmark.Entry(
        case: item.name, kind: item.kind.rawValue, strategy: name, stallSeconds: result.stallSeconds,
        missingRowSeconds: result.missingRowSeconds, pageRequests: result.pageRequests,
        detailLoads: result.detailLoads, wastedDetailLoads: result.wastedDetailLoads,
        notifications: result.notifications)
      let byName = Dictionary(uniqueKeysWithValues: entries.map { ($0.strategy, $0) })
      let seeds = FamilyBenchmark.seeds.compactMap { byName[$0] }
      let bestStall = seeds.map(\.stallSeconds).min() ?? 0
      let bestMissing = seeds.map(\.missingRowSeconds).min() ?? 0
      let bound = byName["bound"]!
      return Case(
        kind: item.kind.rawValue, ours: byName["AsyncList"]!, clairvoyant: byName["clairvoyant"]!, inRange: inRange,
        bestStall: bestStall, bestMissing: bestMissing,
        winnable: within(bound, stall: bestStall, missing: bestMissing, factor: 1))
    }
    report(cases)
  }

  /// Whether an entry's stall and missing row·s are both at most a factor of others'.
  static func within(_ entry: FamilyBenchmark.Entry, stall: Double, missing: Double, factor: Double) -> Bool {
    let ratio = FamilyBenchmark.ratio
    return max(ratio(entry.stallSeconds, stall, 0.1), ratio(entry.missingRowSeconds, missing, 1)) <= factor + 0.000_1
  }

  static func within(_ entry: FamilyBenchmark.Entry, _ other: FamilyBenchmark.Entry, factor: Double) -> Bool {
    within(entry, stall: other.stallSeconds, missing: other.missingRowSeconds, factor: factor)
  }

  static func report(_ cases: [Case]) {
    func share(_ part: [Case], _ test: (Case) -> Bool) -> String {
      part.isEmpty ? "    –" : String(format: "%4.0f %%", 100 * Double(part.count(where: test)) / Double(part.count))
    }
    func points(_ part: [Case], _ value: (Case) -> Double) -> String {
      part.isEmpty ? "    –" : String(format: "%+6.1f", FamilyBenchmark.median(part.map(value)))
    }
    print("The clairvoyant schedule under AsyncList's limits, held to its rest range (2 screens ahead, 1 behind)")
    print("(columns: share of cases; waste in points of the wasted share of detail loads, medians)")
    print(
      "kind        cases  clairv. ≤ best  in range ≤ best  in range ≤ 2× clairv.  ours ≤ 2× in range"
        + "  waste in range − clairv.  ours − in range")
    let kinds = Array(Set(cases.map(\.kind))).sorted() + ["all"]
    for kind in kinds {
      let part = kind == "all" ? cases : cases.filter { $0.kind == kind }
      let winnable = part.filter(\.winnable)
      let seedTest = { (entry: FamilyBenchmark.Entry, item: Case) in
        within(entry, stall: item.bestStall, missing: item.bestMissing, factor: 1)
      }
      print(
        kind.padding(toLength: 11, withPad: " ", startingAt: 0)
          + String(format: "%6d", part.count)
          + "          " + share(winnable) { seedTest($0.clairvoyant, $0) }
          + "           " + share(winnable) { seedTest($0.inRange, $0) }
          + "                 " + share(part) { within($0.inRange, $0.clairvoyant, factor: 2) }
          + "              " + share(part) { within($0.ours, $0.inRange, factor: 2) }
          + "                    " + points(part) { 100 * ($0.inRange.wastedShare - $0.clairvoyant.wastedShare) }
          + "          " + points(part) { 100 * ($0.ours.wastedShare - $0.inRange.wastedShare) })
    }
  }
}
