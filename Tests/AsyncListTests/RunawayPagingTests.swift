import AsyncListTesting
import Clocks
import Testing

@_spi(Faces) @testable import AsyncList

/// A source that repeats itself under changing keys cannot make the list load forever, and a
/// source's `Retry-After` is honoured by automatic retry.
@Suite(.timeLimit(.minutes(10)))
struct RunawayPagingTests {
  typealias Machine = EnginePaging<Int, Row, String>

  /// An error that asks for a wait, like HTTP 429 with `Retry-After`.
  struct Throttled: RetryAfterError, CustomStringConvertible {
    var retryAfter: Duration?
    var description: String { "throttled" }
  }

  /// Loads the first page 0..<10 (next key 1) and returns the machine.
  func loadedMachine(_ configuration: PagingConfiguration) -> Machine {
    var machine = Machine(configuration: configuration, query: "")
    guard case .load(let id, _) = machine.handle(.start).first else {
      Issue.record("start did not load")
      return machine
    }
    _ = machine.handle(.loaded(id, Page(items: rows(0..<10), nextKey: 1)))
    return machine
  }

  /// The load an action list starts at the append edge, if any.
  func appendLoad(_ actions: [Machine.Action]) -> (LoadID, Int?)? {
    for case .load(let id, let request) in actions where request.direction == .append { return (id, request.key) }
    return nil
  }

  @Test func pagesOfRowsAlreadyShownStopTheEdgeAfterTheLimitWithATypedError() {
    var machine = loadedMachine(PagingConfiguration(pageSize: 10, prefetchDistance: 100))
    var actions = machine.handle(.rowAppeared(9))
    var requests = 0
    // The source ignores the key: every page repeats rows 0..<10 and points to a new key.
    while let (id, key) = appendLoad(actions), requests < 50 {
      requests += 1
      actions = machine.handle(.loaded(id, Page(items: rows(0..<10), nextKey: (key ?? 0) + 1)))
    }
    #expect(requests == 3, "three barren pages, then the edge stops")
    let failure = LoadFailure(error: PagingError.noNewRows(pages: 3))
    #expect(machine.presentation.footer == .failed(failure))
    #expect(machine.rows.ids == Array(0..<10), "nothing shown is lost")
    #expect(machine.handle(.rowAppeared(9)).isEmpty, "a failed edge waits for the user")
    #expect("\(PagingError.noNewRows(pages: 3))" == "The source returned no new rows for 3 pages in a row")

    // retry() loads on from the next key, and a page with new rows resets the count.
    guard let (retried, key) = appendLoad(machine.handle(.retry)) else {
      Issue.record("retry did not load")
      return
    }
    #expect(key == 4)
    _ = machine.handle(.loaded(retried, Page(items: rows(0..<5) + rows(10..<15), nextKey: 5)))
    #expect(machine.rows.ids == Array(0..<15))
    #expect(machine.presentation.footer == .loading)
  }

  @Test func aPageWithOneNewRowResetsTheCountAndTheLimitIsConfigurable() {
    var machine = loadedMachine(PagingConfiguration(pageSize: 10, prefetchDistance: 100, maxPagesWithoutNewRows: 2))
    var actions = machine.handle(.rowAppeared(9))
    var next = 100
    var requests = 0
    // barren, fresh, barren, barren → stops after the fourth
    for fresh in [false, true, false, false] {
      guard let (id, _) = appendLoad(actions) else { break }
      requests += 1
      let items = fresh ? rows(0..<9) + [Row(id: next)] : rows(0..<10)
      next += 1
      actions = machine.handle(.loaded(id, Page(items: items, nextKey: next)))
    }
    #expect(requests == 4)
    #expect(appendLoad(actions) == nil)
    #expect(machine.presentation.footer == .failed(LoadFailure(error: PagingError.noNewRows(pages: 2))))
  }

  @Test func aResetStartsTheCountAgain() {
    var machine = loadedMachine(PagingConfiguration(pageSize: 10, prefetchDistance: 100, maxPagesWithoutNewRows: 2))
    var actions = machine.handle(.rowAppeared(9))
    if let (id, _) = appendLoad(actions) {
      actions = machine.handle(.loaded(id, Page(items: rows(0..<10), nextKey: 2)))
    }
    var first: LoadID?
    for case .load(let id, let request) in machine.handle(.reset) where request.direction == .initial { first = id }
    guard let first else {
      Issue.record("reset did not load")
      return
    }
    _ = machine.handle(.loaded(first, Page(items: rows(0..<10), nextKey: 1)))
    guard let (id, _) = appendLoad(machine.handle(.rowAppeared(9))) else {
      Issue.record("no load after reset")
      return
    }
    _ = machine.handle(.loaded(id, Page(items: rows(0..<10), nextKey: 2)))
    #expect(machine.presentation.footer == .loading, "one barren page after the reset, not two")
  }

  @Test func automaticRetryWaitsAtLeastWhatTheSourceAsksAndNeverPastItsCap() {
    let policy = AutomaticRetry(maxAttempts: 3, initialDelay: .seconds(1), maxDelay: .seconds(30))
    #expect(policy.delay(afterFailedAttempts: 1, error: Throttled(retryAfter: .seconds(7))) == .seconds(7))
    #expect(policy.delay(afterFailedAttempts: 2, error: Throttled(retryAfter: .milliseconds(10))) == .seconds(2))
    #expect(policy.delay(afterFailedAttempts: 1, error: Throttled(retryAfter: nil)) == .seconds(1))
    #expect(policy.delay(afterFailedAttempts: 1, error: Throttled(retryAfter: .seconds(31))) == nil)
    #expect(policy.delay(afterFailedAttempts: 3, error: Throttled(retryAfter: .seconds(1))) == nil)
  }

  @Test func theMachineSchedulesTheRetryAtTheSourcesWait() {
    var machine = loadedMachine(
      PagingConfiguration(pageSize: 10, prefetchDistance: 100, automaticRetry: AutomaticRetry(maxAttempts: 3)))
    guard let (id, _) = appendLoad(machine.handle(.rowAppeared(9))) else {
      Issue.record("no load")
      return
    }
    let actions = machine.handle(.failed(id, Throttled(retryAfter: .seconds(12))))
    guard case .startTimer(_, let delay) = actions.first else {
      Issue.record("no retry timer: \(actions)")
      return
    }
    #expect(delay == .seconds(12))
  }

  @Test @MainActor func aModelFacingARepeatingSourceSendsABoundedNumberOfRequests() async throws {
    let source = Source()
    let model = Model(source: source, configuration: PagingConfiguration(pageSize: 10), clock: TestClock<Duration>())
    model.start()
    try await source.nextRequest().resolve(items: rows(0..<10), nextKey: 1)
    try await model.waitUntil("the first page") { $0.rows.count == 10 }
    model.rowAppeared(at: 9)
    for key in 1...3 {
      let request = try await source.nextRequest()
      #expect(request.key == key)
      await request.resolve(items: rows(0..<10), nextKey: key + 1)
    }
    try await model.waitUntil("the edge to stop") { $0.presentation.footer != .loading }
    #expect(model.presentation.footer == .failed(LoadFailure(error: PagingError.noNewRows(pages: 3))))
    #expect(model.metrics.loadsStarted == 4)
    #expect(await source.pendingCount == 0)
    #expect(model.metrics.duplicatesDropped == 30)
  }
}
