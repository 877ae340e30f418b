import AsyncList
@_spi(Benchmarks) import AsyncListSimulator
import AsyncListTesting
import Testing

/// The scroll simulator: deterministic, and its bound is one: no strategy beats it, on hand-made
/// paths or on a generated family.
// Serialized: the simulations are seconds of synchronous work each, and run in parallel they
// would hold every thread of the cooperative pool that the network tests' tasks need.
@Suite(.serialized, .timeLimit(.minutes(10)))
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

  @Test func theBoundIsNeverBeatenOnStallOrMissingRows() {
    // A page's latency grows with its rows, so the bound holds for strategies with its own page
    // size: AsyncList and the clairvoyant schedule (30 rows) against the 30-row bound, each of
    // the articles' approaches against the bound of its own size (S0 20, S1 10, S3 25, S4 100).
    var cases = paths.map { SimulationCase(name: $0.name, path: $0, source: source) }
    cases += SimulationCase.family(count: propertyRuns(10, long: 48), seed: 7, seconds: 20)
    for item in cases {
      func bound(_ pageSize: Int) -> SimulationResult {
        ScrollSimulator.run(
          LowerBoundStrategy(path: item.path, source: item.source, pageSize: pageSize), path: item.path,
          source: item.source)
      }
      let thirty = bound(30)
      let results: [(bound: SimulationResult, result: SimulationResult)] = [
        (thirty, ScrollSimulator.run(AsyncListStrategy(), path: item.path, source: item.source)),
        (
          thirty,
          ScrollSimulator.run(
            ClairvoyantStrategy(path: item.path, catalog: item.source.rows, pageSize: 30), path: item.path,
            source: item.source)
        ),
      ]
      let seeds: [(SeedStrategy.Kind, Int)] = [(.s0, 20), (.s1, 10), (.s3, 25), (.s4, 100)]
      let seedResults = seeds.map { kind, pageSize in
        (
          bound(pageSize),
          ScrollSimulator.run(SeedStrategy(kind, catalog: item.source.rows), path: item.path, source: item.source)
        )
      }
      for (bound, result) in results + seedResults {
        #expect(
          bound.stallSeconds <= result.stallSeconds + 0.011
            && bound.missingRowSeconds <= result.missingRowSeconds + 0.13,
          "\(item.name): bound \(bound) against \(result)")
      }
    }
  }

  @Test func aPagesLatencyGrowsWithItsRows() {
    // 60 % of a 30-row page's latency is fixed by default: 100 rows take 1.93×, 10 rows 0.73×.
    let source = SimulationSource(rows: 1_000, pageLatency: 300...300, detailLatency: 500...500, seed: 2)
    // In milliseconds, to the microsecond (the factor is a Double).
    func page(_ rows: Int, _ source: SimulationSource = source) -> Double {
      let latency = source.latency(of: SimulationRequest(kind: .page(order: 0, rows: 0..<rows), busy: 0))
      return (latency / .microseconds(1)).rounded() / 1_000
    }
    #expect(page(30) == 300, "the drawn latency is a 30-row page's")
    #expect(page(100) == 580)
    #expect(page(10) == 220)
    #expect(source.pageLatency(request: 0) == .milliseconds(300), "no size: the reference page")
    var flat = source
    flat.pageSize = .flat
    #expect(page(100, flat) == 300 && page(10, flat) == 300)
    var cheapRows = source
    cheapRows.pageSize = PageSizeLatency(fixedShare: 0.9, referenceRows: 50)
    #expect(page(100, cheapRows) == 330)
    #expect(PageSizeLatency(fixedShare: 2, referenceRows: 0) == PageSizeLatency(fixedShare: 1, referenceRows: 1))
  }

  @Test func theFamilyIsTheSameForTheSameSeedAndVariesAcrossSeeds() {
    let first = SimulationCase.family(count: 8, seed: 3)
    let again = SimulationCase.family(count: 8, seed: 3)
    let other = SimulationCase.family(count: 8, seed: 4)
    #expect(first.map(\.name) == again.map(\.name))
    #expect(first.map(\.name) != other.map(\.name))
    for (a, b) in zip(first, again) {
      #expect((0..<40).allSatisfy { a.path.topRow(Double($0)) == b.path.topRow(Double($0)) })
    }
    #expect(Set(first.map(\.source.details.description)).count > 1, "the detail latency models vary")
  }

  @Test func anOverloadedServerSlowsDownPastItsCapacity() {
    let model = LatencyModel.milliseconds(200...200).overloaded(beyond: 4, slowdown: 0.5)
    #expect(model.latency(draw: (0.3, 0.3), inFlight: 4) == .milliseconds(200))
    #expect(model.latency(draw: (0.3, 0.3), inFlight: 6) == .milliseconds(400))
    let tail = SimulationSource(
      pages: .milliseconds(1...1), details: .lognormal(median: .milliseconds(400), sigma: 0.8))
    let draws = (0..<2_000).map { tail.detailLatency(row: $0) }.sorted()
    #expect(draws[999] > .milliseconds(340) && draws[999] < .milliseconds(470), "near the median: \(draws[999])")
    #expect(draws[1_979] > .milliseconds(1_800), "a heavy tail (σ 0.8: the 99th percentile is 6.4× the median)")
  }

  @Test func asyncListStaysCloseToTheBoundOnTheHandMadePaths() {
    // The bound for 30-row pages (AsyncList's) with unlimited detail loads: what is left between
    // them is scheduling and the limit on loads at once. (Virtual time: exact, not timed.)
    for path in paths {
      let bound = ScrollSimulator.run(LowerBoundStrategy(path: path, source: source), path: path, source: source)
      let ours = ScrollSimulator.run(AsyncListStrategy(), path: path, source: source)
      #expect(
        ours.stallSeconds <= bound.stallSeconds * 1.3 + 0.1,
        "\(path.name): AsyncList \(ours.stallSeconds) s, bound \(bound.stallSeconds) s")
    }
  }

  @Test func onAGeneratedFamilyAsyncListStaysNearTheBestSeedAndWastesNearTheClairvoyantSchedule() {
    // A family it was not tuned on (seed 11, 20-second paths; the bench reports seed 1, 40 s),
    // with every kind of scrolling and shared servers. Waste is judged against the clairvoyant
    // schedule under the same limits: on page-down faster than details arrive, every schedule
    // wastes most of its loads. The scheduling targets (at most the best seed on 97 % of cases,
    // never above 1.1×) are not met yet, above all on flings that come back; these bounds catch
    // a regression. Measured: median missing-row-seconds 0.99× the best seed, worst 2.3×; median
    // waste 22 points above the clairvoyant schedule's (which foresees each detail's latency and
    // starts no load that would land after its row left: it wastes almost nothing).
    var ratios: [Double] = []
    var extraWaste: [Double] = []
    for item in SimulationCase.family(count: propertyRuns(16, long: 80), seed: 11, seconds: 20) {
      let strategy = AsyncListStrategy()
      let compared = ScrollSimulator.runWithReferences(
        strategy, limits: strategy.limits, path: item.path, source: item.source)
      let seeds = [SeedStrategy.Kind.s0, .s1, .s3, .s4].map {
        ScrollSimulator.run(SeedStrategy($0, catalog: item.source.rows), path: item.path, source: item.source)
      }
      let best = seeds.map(\.missingRowSeconds).min() ?? 0
      ratios.append((compared.strategy.missingRowSeconds + 1) / (best + 1))
      extraWaste.append(compared.extraWaste)
    }
    ratios.sort()
    extraWaste.sort()
    #expect(ratios[ratios.count / 2] <= 1.1, "median missing-row-seconds × best seed: \(ratios[ratios.count / 2])")
    #expect(ratios.last! <= 3, "worst: \(ratios.last!)")
    #expect(
      extraWaste[extraWaste.count / 2] <= 0.25,
      "median waste over the clairvoyant's: \(extraWaste[extraWaste.count / 2])")
  }

  @Test func onAServerThatSlowsDownUnderLoadTheLimitStaysNearTheKnee() {
    // 200–600 ms up to 6 loads at once, each load beyond adds a quarter: the most throughput is
    // at 6. A fixed 32 loads at once makes every load several times slower.
    let slowing = SimulationSource(
      rows: 2_000, pages: .milliseconds(300...800),
      details: LatencyModel.milliseconds(200...600).overloaded(beyond: 6, slowdown: 0.25), seed: 3)
    let path = ScrollPath.steadyReading(rowsPerSecond: 12, seconds: 60)
    let adaptive = ScrollSimulator.run(AsyncListStrategy(), path: path, source: slowing)
    let fixed = ScrollSimulator.run(
      AsyncListStrategy(details: DetailConfiguration(maxConcurrentLoads: 32, minConcurrentLoads: 32)), path: path,
      source: slowing)
    #expect(
      adaptive.meanDetailLatencySeconds < fixed.meanDetailLatencySeconds * 0.6,
      "\(adaptive.meanDetailLatencySeconds) s against \(fixed.meanDetailLatencySeconds) s")
    #expect(adaptive.missingRowSeconds < fixed.missingRowSeconds, "\(adaptive) against \(fixed)")
    #expect(adaptive.wastedDetailLoads < fixed.wastedDetailLoads)
  }

  @Test func onAFastServerTheLimitGrowsPastItsStart() {
    // 1–2 s details and a reader at 8 rows/s: 16 loads at once cannot keep up; 32 can.
    let slow = SimulationSource(rows: 2_000, pageLatency: 100...300, detailLatency: 1_000...2_000, seed: 4)
    let path = ScrollPath.steadyReading(rowsPerSecond: 8, seconds: 60)
    let adaptive = ScrollSimulator.run(AsyncListStrategy(), path: path, source: slow)
    #expect(adaptive.peakDetailLoadsInFlight > 16, "\(adaptive.peakDetailLoadsInFlight)")
  }

  @Test func asyncListWastesLittleWhileReadingAndNotifiesOncePerPage() {
    let path = ScrollPath.steadyReading(seconds: 20)
    let results = strategies(for: path)
    let ours = results[0]
    // Waste is bounded by the rows loaded ahead when the run stops, not proportional to the read.
    #expect(ours.wastedDetailLoads <= DetailConfiguration().prefetchDistance + DetailConfiguration().maxConcurrentLoads)
    #expect(ours.notifications <= ours.pageRequests + 1, "one per page that lands (plus the first load)")
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
