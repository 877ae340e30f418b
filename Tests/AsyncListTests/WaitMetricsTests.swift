@_spi(Faces) import AsyncList
import AsyncListSimulator
import AsyncListTesting
import Clocks
import Testing

/// The engine's own measure of what the user waits for (``WaitMetrics``): the same figures as
/// the simulator's for the same scroll, and what a model reports on a test clock.
@Suite(.timeLimit(.minutes(10)))
struct WaitMetricsTests {
  /// Paths of every kind, on a catalog too long to reach its end (the simulator also counts the
  /// rows a user wants past the end, which no view can report), with latencies on the
  /// simulator's ticks, so every event lands at a tick as the simulator counts it.
  static let paths: [ScrollPath] =
    [.steadyReading(seconds: 20), .fastReading(seconds: 15), .fling(rows: 600, seconds: 2, pause: 4), .slowReading()]
    + ScrollPathKind.allCases.map { ScrollPath.generated($0, seed: 7, seconds: 20) }

  @Test(arguments: paths)
  func theEngineMeasuresWhatTheSimulatorMeasures(path: ScrollPath) {
    let source = SimulationSource(
      rows: 1_000_000, pages: .milliseconds(300...300), details: .milliseconds(200...200))
    var strategy = AsyncListStrategy()
    let result = ScrollSimulator.run(&strategy, path: path, source: source)
    let end = path.duration + .milliseconds(10)
    let field = strategy.waitMetrics(at: end)
    // Before the first page the simulator counts the screen's 12 rows as wanted and missing; a
    // list in the field knows its screen only once rows appear. Past that, the same figures to
    // within a tick (an event at a tick's edge may fall on either side of it).
    let firstLoad = 12 * 0.3
    #expect(abs(field.stallSeconds - result.stallSeconds) <= 0.0101, "\(path.name)")
    // A fling of hundreds of rows outruns the pages, and so does a skim that starts at 40 rows/s
    // before the first page lands: the simulator also counts the rows the user wants past the
    // last row held, which no view can report (a list cannot scroll past its end), so there the
    // field's figure is the lower one.
    let outrunsPages = path.name.hasPrefix("fling") || path.name.hasPrefix("skimming")
    let gap = result.missingRowSeconds - (field.missingRowSeconds + firstLoad)
    #expect(outrunsPages ? gap >= -0.121 : abs(gap) <= 0.121, "\(path.name): \(gap)")
    #expect(field.detailLoadsStarted == result.detailLoads, "\(path.name)")
    // The simulator also counts the loads still in flight when the path ends.
    #expect(field.detailLoadsWasted <= result.wastedDetailLoads, "\(path.name)")
    #expect(field.detailLoadsWasted + field.detailLoadsStarted / 4 >= result.wastedDetailLoads, "\(path.name)")
  }
}

/// A model's figures on a test clock: the first load, rows shown without their detail, a
/// cancelled load, and the periodic stream.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ModelWaitMetricsTests {
  let pages = Source()
  let details = ScriptedDetailSource<Row, Double>()
  let clock = TestClock<Duration>()

  @Test func theModelCountsTheFirstLoadAndRowsWithoutTheirDetailOnItsClock() async throws {
    let model = Model(source: pages, configuration: PagingConfiguration(pageSize: 10), clock: clock)
    model.details(
      from: details,
      configuration: DetailConfiguration(maxConcurrentLoads: 2, prefetchDistance: 0, settleDelay: .zero))
    model.start()
    let first = try await pages.nextRequest()
    await clock.advance(by: .seconds(2))
    #expect(model.waitMetrics.stallSeconds == 2, "the first load is waited for")
    await first.resolve(items: rows(0..<10), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 10 }

    // Four rows come on screen without their detail; two load at once.
    for index in 0..<4 { model.rowAppeared(at: index) }
    await clock.advance(by: .seconds(1))
    var wait = model.waitMetrics
    #expect(wait.stallSeconds == 3)
    #expect(wait.missingRowSeconds == 4)
    #expect(wait.rowsShownWithoutDetail == 4)
    #expect(wait.detailLoadsStarted == 2)

    // Both land on screen: two rows still wait, and no load was wasted.
    for _ in 0..<2 { await (try await details.nextRequest()).resolve(0.5) }
    try await model.details(ScriptedDetailSource<Row, Double>.self)!.waitUntil { $0.metrics.loadsStarted == 4 }
    await clock.advance(by: .seconds(1))
    wait = model.waitMetrics
    #expect(wait.missingRowSeconds == 6)
    #expect(wait.detailLoadsWasted == 0)
    // The first page took 2 s, the two details 1 s each.
    #expect(wait.pageLatency == LatencySummary(count: 1, p50: 2, p90: 2, p99: 2))
    #expect(wait.detailLatency == LatencySummary(count: 2, p50: 1, p90: 1, p99: 1))

    // The rows leave before the other two loads land: those land unseen, waste for now, and
    // nothing waits off screen.
    for index in 0..<4 { model.rowDisappeared(at: index) }
    for _ in 0..<2 { await (try await details.nextRequest()).resolve(0.5) }
    let loader = try #require(model.details(ScriptedDetailSource<Row, Double>.self))
    try await loader.waitUntil { $0.metrics.loadsInFlight == 0 && $0.metrics.cachedCount == 4 }
    await clock.advance(by: .seconds(5))
    wait = model.waitMetrics
    #expect(wait.missingRowSeconds == 6, "rows off screen wait for nothing")
    #expect(wait.stallSeconds == 4)
    #expect(wait.detailLoadsWasted == 2)
    #expect(wait.detailLoadsNotSeenYet == 2, "both still cached: not lost for good")

    // Their rows come back and show the details from the cache: the loads were worth it.
    for index in 2..<4 { model.rowAppeared(at: index) }
    wait = model.waitMetrics
    #expect(wait.detailLoadsWasted == 0)
    #expect(wait.detailLoadsNotSeenYet == 0)
    #expect(wait.rowsShownWithoutDetail == 4)
  }

  @Test func theStreamGivesTheFiguresEveryInterval() async throws {
    let model = Model(source: pages, clock: clock)
    model.start()
    _ = try await pages.nextRequest()
    var stalls: [Double] = []
    let reading = Task { @MainActor in
      for await metrics in model.waitMetricsUpdates(every: .seconds(1)) {
        stalls.append(metrics.stallSeconds)
        if stalls.count == 3 { break }
      }
    }
    try await figures(1, in: { stalls.count })
    await clock.advance(by: .seconds(1))
    try await figures(2, in: { stalls.count })
    await clock.advance(by: .seconds(1))
    try await figures(3, in: { stalls.count })
    await reading.value
    #expect(stalls == [0, 1, 2])
  }

  /// Waits for the stream's next figure without moving time: the stream's sleep may register
  /// while the test clock is moving, and a TestClock parks a sleep until exactly now until it
  /// is advanced again, so the wait advances it by zero between yields.
  func figures(_ count: Int, in received: @MainActor () -> Int) async throws {
    for _ in 0..<10_000 where received() < count {
      await clock.advance(by: .zero)
      await Task.yield()
    }
    try #require(received() >= count, "the stream gave \(received()) figures, not \(count)")
  }
}
