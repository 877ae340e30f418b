extension FamilyTargets {
  /// The figures the targets judge, over some cases (a kind of scrolling, or all): what the
  /// terminal table, the targets and the Markdown table print.
  struct Summary {
    let cases: Int
    /// Cases some schedule with 30-row pages is not sure to lose.
    let winnable: Int
    /// Of them, the share where AsyncList is at most the best approach, and its worst ratio there.
    let atMostSeedThere: Double
    let worstThere: Double
    /// The other cases, and the share where AsyncList at 100-row pages is at most S4 (`nil`
    /// without such cases).
    let rest: Int
    let restAtMost: Double?
    /// The share within 2× the clairvoyant schedule on both figures.
    let withinTwice: Double
    /// Waste over the clairvoyant schedule's, in points: median and worst.
    let wasteMedian: Double
    let wasteWorst: Double
    /// Of the winnable cases, the share the clairvoyant schedule under AsyncList's limits wins.
    let clairvoyantAtMostSeedThere: Double
    /// Winnable cases AsyncList loses, and of them those the clairvoyant schedule loses too.
    let lostThere: Int
    let lostUnderLimits: Int

    init(_ items: [Ratios]) {
      let winnable = items.filter(\.winnable)
      let rest = items.filter { !$0.winnable }
      let waste = items.map(\.extraWaste)
      cases = items.count
      self.winnable = winnable.count
      atMostSeedThere = FamilyTargets.share(winnable, \.atMostSeed)
      worstThere = winnable.map(\.worstToSeed).max() ?? 0
      self.rest = rest.count
      restAtMost = rest.isEmpty ? nil : FamilyTargets.share(rest, \.judgedAtMostSeed)
      withinTwice = FamilyTargets.share(items) { max($0.stallToClairvoyant, $0.missingToClairvoyant) <= 2 }
      wasteMedian = waste.isEmpty ? 0 : FamilyBenchmark.median(waste)
      wasteWorst = waste.max() ?? 0
      clairvoyantAtMostSeedThere = FamilyTargets.share(winnable, \.clairvoyantAtMostSeed)
      lostThere = winnable.count(where: { !$0.atMostSeed })
      lostUnderLimits = winnable.count(where: { !$0.atMostSeed && !$0.clairvoyantAtMostSeed })
    }
  }
}
