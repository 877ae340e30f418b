import Foundation

/// The scheduling targets on the generated family, per kind of scrolling: AsyncList against the
/// best seed strategy on each case and against the clairvoyant schedule under the same limits.
enum FamilyTargets {
  /// AsyncList's figures over the references on one case.
  struct Ratios {
    let kind: String
    let name: String
    let stallToSeed: Double
    let missingToSeed: Double
    let stallToClairvoyant: Double
    let missingToClairvoyant: Double
    /// AsyncList's wasted share of detail loads minus the clairvoyant schedule's, in points.
    let extraWaste: Double
    /// Whether the clairvoyant schedule, under AsyncList's limits, is itself at most the best
    /// seed on both figures: the seeds load every row with no limit on loads at once, and the
    /// fourth fetches 100-row pages, so on some cases no schedule within the limits can match
    /// them.
    let reachable: Bool
    /// Whether the bound (``LowerBoundStrategy``: the same pages, every detail at its page's
    /// arrival plus its own latency, no limit on loads) is at most the best seed on both figures.
    /// Where it is not, no schedule with these pages can be, however it loads details: seed
    /// 004 asks 100 rows per request, at the latency of 30.
    let winnable: Bool

    var atMostSeed: Bool { max(stallToSeed, missingToSeed) <= 1.000_1 }
  }

  static func ratios(_ entries: [FamilyBenchmark.Entry]) -> [Ratios] {
    let ratio = FamilyBenchmark.ratio
    return Dictionary(grouping: entries, by: \.case).values.compactMap { group in
      let results = Dictionary(uniqueKeysWithValues: group.map { ($0.strategy, $0) })
      guard let ours = results["AsyncList"], let clairvoyant = results["clairvoyant"], let bound = results["bound"]
      else { return nil }
      let seeds = FamilyBenchmark.seeds.compactMap { results[$0] }
      let bestStall = seeds.map(\.stallSeconds).min() ?? 0
      let bestMissing = seeds.map(\.missingRowSeconds).min() ?? 0
      func atMostBestSeed(_ entry: FamilyBenchmark.Entry) -> Bool {
        max(ratio(entry.stallSeconds, bestStall, 0.1), ratio(entry.missingRowSeconds, bestMissing, 1)) <= 1.000_1
      }
      return Ratios(
        kind: ours.kind, name: ours.case,
        stallToSeed: ratio(ours.stallSeconds, bestStall, 0.1),
        missingToSeed: ratio(ours.missingRowSeconds, bestMissing, 1),
        stallToClairvoyant: ratio(ours.stallSeconds, clairvoyant.stallSeconds, 0.1),
        missingToClairvoyant: ratio(ours.missingRowSeconds, clairvoyant.missingRowSeconds, 1),
        extraWaste: (ours.wastedShare - clairvoyant.wastedShare) * 100,
        reachable: atMostBestSeed(clairvoyant), winnable: atMostBestSeed(bound))
    }
  }

  /// Prints the table per kind and whether each target holds.
  static func report(_ entries: [FamilyBenchmark.Entry]) {
    let all = ratios(entries)
    guard !all.isEmpty else { return }
    print("")
    print("Targets by kind of scrolling (\(all.count) cases; ratios add 0.1 s / 1 row·s to both sides):")
    print(
      "  ≤ best: share of cases where AsyncList's stall and missing-row-seconds are both at most those of the best of the articles' approaches on that case"
    )
    print(
      "  ≤ 2× clairvoyant: share where both are at most twice the clairvoyant schedule's (same pages, loads, servers)")
    print("  waste: AsyncList's wasted share of detail loads minus the clairvoyant schedule's, in points")
    print(
      "  reachable: cases where the clairvoyant schedule under the same limits is itself at most the best approach,"
        + " and AsyncList's ≤ best share among them")
    print(
      "  winnable: cases where the bound (same pages, unlimited detail loads, every load just in time) is at most"
        + " the best approach: no schedule with these pages can be at most the best approach on the others")
    print(
      "kind         cases   ≤ best  worst ×best   ≤ 2× clairv.  median ×clairv.   waste median  waste worst"
        + "   reachable  ≤ best there   winnable")
    func row(_ title: String, _ items: [Ratios]) {
      let atMostSeed = share(items, \.atMostSeed)
      let worstSeed = items.map { max($0.stallToSeed, $0.missingToSeed) }.max() ?? 0
      let withinTwice = share(items) { max($0.stallToClairvoyant, $0.missingToClairvoyant) <= 2 }
      let medianClairvoyant = FamilyBenchmark.median(items.map(\.missingToClairvoyant))
      let waste = items.map(\.extraWaste)
      let reachable = items.filter(\.reachable)
      print(
        title.padding(toLength: 12, withPad: " ", startingAt: 0)
          + String(
            format: "%6d %7.0f %% %11.2f %12.0f %% %15.2f %13.1f %12.1f %11d %11.0f %% %10d", items.count,
            atMostSeed * 100, worstSeed, withinTwice * 100, medianClairvoyant, FamilyBenchmark.median(waste),
            waste.max() ?? 0, reachable.count, share(reachable, \.atMostSeed) * 100, items.count(where: \.winnable)))
    }
    for kind in Dictionary(grouping: all, by: \.kind).sorted(by: { $0.key < $1.key }) {
      row(kind.key, kind.value)
    }
    row("all", all)
    let atMostSeed = share(all, \.atMostSeed)
    let worstSeed = all.map { max($0.stallToSeed, $0.missingToSeed) }.max() ?? 0
    let withinTwice = share(all) { max($0.stallToClairvoyant, $0.missingToClairvoyant) <= 2 }
    let waste = all.map(\.extraWaste)
    func mark(_ held: Bool) -> String { held ? "met" : "not met" }
    print("targets:")
    let ceiling = share(all, \.winnable)
    print(
      "  at most the best approach on ≥ 97 % of cases: \(String(format: "%.0f", atMostSeed * 100)) % — "
        + mark(atMostSeed >= 0.97)
        + " (the most any schedule with these pages can reach, the bound's: \(String(format: "%.0f", ceiling * 100)) %)"
    )
    print(
      "  never above 1.1× the best approach: worst \(String(format: "%.2f", worstSeed))× — " + mark(worstSeed <= 1.1))
    print(
      "  at most 2× the clairvoyant schedule on ≥ 95 % of cases: \(String(format: "%.0f", withinTwice * 100)) % — "
        + mark(withinTwice >= 0.95))
    print(
      "  waste ≤ clairvoyant's + 10 points (median), + 20 (worst): "
        + String(format: "%+.1f / %+.1f — ", FamilyBenchmark.median(waste), waste.max() ?? 0)
        + mark(FamilyBenchmark.median(waste) <= 10 && (waste.max() ?? 0) <= 20))
    print("cases furthest above the best approach:")
    func worst(_ item: Ratios) -> Double { max(item.stallToSeed, item.missingToSeed) }
    for item in all.sorted(by: { worst($0) != worst($1) ? worst($0) > worst($1) : $0.name < $1.name })
      .prefix(5)
    {
      print(
        String(format: "  stall %.2f×, missing %.2f×  ", item.stallToSeed, item.missingToSeed) + item.name)
    }
  }

  /// The README's table: per kind of scrolling, in plain words, then all cases.
  static func markdown(_ entries: [FamilyBenchmark.Entry]) -> String {
    let all = ratios(entries)
    let names = [
      "bursts": "bursts with pauses", "downUp": "reading down and up", "flingBack": "a fling and back",
      "mixed": "mixed", "pageDown": "page-down", "skimming": "skimming",
    ]
    var text = """
      | kind of scrolling | cases | at most the best approach (stall and rows missing) | worst, × that approach \
      | within 2× the clairvoyant schedule | wasted detail loads over the clairvoyant's (median, points) \
      | cases the clairvoyant schedule wins | at most the best approach there \
      | cases any schedule with these pages can win |
      |---|---:|---:|---:|---:|---:|---:|---:|---:|

      """
    func row(_ title: String, _ items: [Ratios]) {
      let reachable = items.filter(\.reachable)
      let waste = FamilyBenchmark.median(items.map(\.extraWaste))
      let columns = [
        title, "\(items.count)", percent(share(items, \.atMostSeed)),
        String(format: "%.2f", items.map { max($0.stallToSeed, $0.missingToSeed) }.max() ?? 0),
        percent(share(items) { max($0.stallToClairvoyant, $0.missingToClairvoyant) <= 2 }),
        String(format: "%+.1f", waste).replacingOccurrences(of: "-", with: "−"), "\(reachable.count)",
        percent(share(reachable, \.atMostSeed)), "\(items.count(where: \.winnable))",
      ]
      text += "| " + columns.joined(separator: " | ") + " |\n"
    }
    for kind in Dictionary(grouping: all, by: \.kind).sorted(by: { $0.key < $1.key }) {
      row(names[kind.key] ?? kind.key, kind.value)
    }
    row("all", all)
    return text
  }

  private static func percent(_ share: Double) -> String { String(format: "%.0f %%", share * 100) }

  private static func share(_ items: [Ratios], _ holds: (Ratios) -> Bool) -> Double {
    Double(items.count(where: holds)) / Double(max(1, items.count))
  }
}
