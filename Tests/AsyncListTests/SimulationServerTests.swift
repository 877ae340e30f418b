import AsyncList
import AsyncListSimulator
import AsyncListTesting
import Testing

/// The simulator's servers: slots, a queue in order of arrival, cancellation that frees or keeps
/// a slot, one server for both levels, a latency function of the app's own.
@Suite(.timeLimit(.minutes(10)))
struct SimulationServerTests {
  /// When each load landed, by row (details) or by first row (pages).
  final class Landings {
    var details: [Int: Duration] = [:]
    var pages: [Int: Duration] = [:]
  }

  /// Sends its commands at the start and cancels detail loads at given times.
  struct Scripted: ScrollStrategy {
    let name = "scripted"
    let rowCount = 0
    let reachedEnd = true
    let notifications = 0
    let commands: [SimulationCommand]
    /// Detail load id → when to cancel it.
    var cancels: [Int: Duration] = [:]
    let landings: Landings

    func hasDetail(_ row: Int) -> Bool { false }
    func start(now: Duration) -> [SimulationCommand] {
      commands + cancels.map { .wake(id: $0.key, after: $0.value) }
    }
    func visibleRowsChanged(to rows: Range<Int>, now: Duration) -> [SimulationCommand] { [] }
    func pageLoaded(id: Int, rows: Range<Int>, now: Duration) -> [SimulationCommand] {
      landings.pages[rows.lowerBound] = now
      return []
    }
    func detailLoaded(id: Int, row: Int, now: Duration) -> [SimulationCommand] {
      landings.details[row] = now
      return []
    }
    func woke(id: Int, now: Duration) -> [SimulationCommand] { [.cancelDetail(id: id)] }
  }

  /// Every request takes 100 ms once served.
  func source(_ servers: SimulationServers) -> SimulationSource {
    var source = SimulationSource(rows: 100)
    source.customLatency = { _ in .milliseconds(100) }
    source.servers = servers
    return source
  }

  func run(_ strategy: Scripted, on source: SimulationSource) {
    _ = ScrollSimulator.run(strategy, path: .steadyReading(rowsPerSecond: 0, seconds: 1), source: source)
  }

  @Test func aOneSlotServerServesRequestsOneAfterAnother() {
    let details = (0..<3).map { SimulationCommand.loadDetail(id: $0, row: $0) }
    let serial = Landings()
    run(Scripted(commands: details, landings: serial), on: source(.separate(pages: nil, details: .init(slots: 1))))
    #expect(serial.details == [0: .milliseconds(100), 1: .milliseconds(200), 2: .milliseconds(300)])
    let unlimited = Landings()
    run(Scripted(commands: details, landings: unlimited), on: source(.unlimited))
    #expect(unlimited.details == [0: .milliseconds(100), 1: .milliseconds(100), 2: .milliseconds(100)])
  }

  @Test(arguments: [SimulationServer.Cancellation.freesSlot, .keepsRunning])
  func aCancelledRequestFreesOrKeepsItsSlot(_ cancellation: SimulationServer.Cancellation) {
    let landings = Landings()
    let server = SimulationServer(slots: 1, cancellation: cancellation)
    run(
      Scripted(
        commands: [.loadDetail(id: 0, row: 0), .loadDetail(id: 1, row: 1)], cancels: [0: .milliseconds(50)],
        landings: landings),
      on: source(.separate(pages: nil, details: server)))
    #expect(landings.details[0] == nil)
    // Freed at 50 ms, the next request runs 50–150 ms; kept, it waits for the first to end at 100.
    #expect(landings.details[1] == (cancellation == .freesSlot ? .milliseconds(150) : .milliseconds(200)))
  }

  @Test func aRequestStillWaitingLeavesTheQueueWhenCancelled() {
    let landings = Landings()
    let server = SimulationServer(slots: 1, cancellation: .keepsRunning)
    run(
      Scripted(
        commands: (0..<3).map { .loadDetail(id: $0, row: $0) }, cancels: [1: .milliseconds(50)],
        landings: landings),
      on: source(.separate(pages: nil, details: server)))
    #expect(landings.details == [0: .milliseconds(100), 2: .milliseconds(200)])
  }

  @Test func onASharedServerAPageWaitsBehindDetails() {
    let landings = Landings()
    let commands: [SimulationCommand] = [
      .loadDetail(id: 0, row: 0), .loadDetail(id: 1, row: 1), .loadPage(id: 9, offset: 30, count: 30),
    ]
    run(Scripted(commands: commands, landings: landings), on: source(.shared(SimulationServer(slots: 2))))
    #expect(landings.pages[30] == .milliseconds(200))
    let separate = Landings()
    run(
      Scripted(commands: commands, landings: separate),
      on: source(.separate(pages: SimulationServer(slots: 2), details: SimulationServer(slots: 2))))
    #expect(separate.pages[30] == .milliseconds(100))
  }

  @Test func aLatencyFunctionSeesTheLoadAndTheWait() {
    let landings = Landings()
    var source = SimulationSource(rows: 100)
    source.servers = .shared(SimulationServer(slots: 2))
    // 100 ms, plus 50 ms per other request being served, plus as long again as it waited.
    source.customLatency = { request in .milliseconds(100 + 50 * request.busy) + request.waited }
    run(
      Scripted(commands: (0..<3).map { .loadDetail(id: $0, row: $0) }, landings: landings), on: source)
    // Row 0 alone: 100 ms. Row 1 beside it: 150 ms. Row 2 waits for row 0's slot (100 ms), then
    // beside row 1: 100 + 50 + 100 = 250 ms after it starts.
    #expect(landings.details == [0: .milliseconds(100), 1: .milliseconds(150), 2: .milliseconds(350)])
  }

  @Test func theReferencesRunWithTheStrategysLimitsAndServers() {
    var source = SimulationSource(rows: 2_000, pageLatency: 200...400, detailLatency: 300...900, seed: 3)
    source.servers = .shared(SimulationServer(slots: 4, cancellation: .keepsRunning))
    let strategy = AsyncListStrategy()
    let path = ScrollPath.fastReading(seconds: 10)
    let comparison = ScrollSimulator.runWithReferences(strategy, limits: strategy.limits, path: path, source: source)
    #expect(comparison.strategy == ScrollSimulator.run(AsyncListStrategy(), path: path, source: source))
    #expect(comparison.bound.missingRowSeconds <= comparison.strategy.missingRowSeconds)
    #expect(comparison.bound.missingRowSeconds <= comparison.clairvoyant.missingRowSeconds)
    // The clairvoyant schedule queues for the same four slots: its details wait longer than on
    // a server without a limit.
    var unlimited = source
    unlimited.servers = .unlimited
    let free = ScrollSimulator.runWithReferences(strategy, limits: strategy.limits, path: path, source: unlimited)
    #expect(comparison.clairvoyant.meanDetailLatencySeconds > free.clairvoyant.meanDetailLatencySeconds)
  }

  /// The worked example of the DocC catalog ("Model your own backend"), as written there.
  @Test func theDocumentedBackendExampleRuns() {
    var source = SimulationSource(rows: 5_000)
    source.servers = .shared(SimulationServer(slots: 6, cancellation: .keepsRunning))
    source.customLatency = { request in
      switch request.kind {
      case .page: .milliseconds(150 + 20 * request.busy)
      case .detail: .milliseconds(300 + 40 * request.busy)
      }
    }
    let strategy = AsyncListStrategy(details: DetailConfiguration(maxConcurrentLoads: 6))
    for kind in ScrollPathKind.allCases {
      let path = ScrollPath.generated(kind, seed: 1, seconds: 10)
      let comparison = ScrollSimulator.runWithReferences(
        strategy, limits: strategy.limits, path: path, source: source)
      #expect(comparison.strategy.detailLoads > 0, "\(kind)")
      #expect(comparison.bound.missingRowSeconds <= comparison.strategy.missingRowSeconds, "\(kind)")
      #expect(comparison.strategy.peakDetailLoadsInFlight <= 6, "\(kind)")
    }
  }
}
