@_spi(Faces) import AsyncList
import AsyncListTesting
import Clocks
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct QueryTests {
  let source = Source()
  let clock = TestClock<Duration>()

  func loadedModel() async throws -> Model {
    let model = Model(
      source: source,
      configuration: PagingConfiguration(pageSize: 10, queryDebounce: .milliseconds(300)),
      clock: clock
    )
    model.start()
    try await source.nextRequest().resolve(items: rows(0..<10), nextKey: 1)
    try await model.waitUntil { $0.rows.count == 10 }
    return model
  }

  @Test func fiveQueryChangesInsideTheDebounceWindowIssueOneLoadWithTheLastQuery() async throws {
    let model = try await loadedModel()
    for text in ["s", "sw", "swi", "swif", "swift"] {
      model.query = text
      await clock.advance(by: .milliseconds(100))
    }
    // The last change was 100 ms ago; the window is 300 ms. (Step past deadlines: TestClock
    // suspends a sleep that starts exactly at its deadline until the next advance.)
    await clock.advance(by: .milliseconds(199))
    #expect(model.metrics.loadsStarted == 1)
    #expect(model.ids == Array(0..<10))
    await clock.advance(by: .milliseconds(2))
    let request = try await source.nextRequest()
    #expect(request.query == "swift")
    #expect(request.direction == .initial)
    #expect(model.metrics.loadsStarted == 2)
    #expect(await source.received.map(\.query) == ["", "swift"])
    #expect(model.presentation.content == .rows, "the old rows stay while the search loads")
    #expect(model.presentation.freshness == .previousQuery)
  }

  @Test func aLatePageOfThePreviousQueryIsNeverShown() async throws {
    let model = try await loadedModel()
    model.query = "a"
    await clock.advance(by: .milliseconds(301))
    let forA = try await source.nextRequest()
    model.query = "b"
    await clock.advance(by: .milliseconds(301))
    let forB = try await source.nextRequest()
    #expect(forA.query == "a")
    #expect(forB.query == "b")
    try await forA.waitUntilCancelled()
    await forA.resolve(items: rows(0..<10, query: "a"), nextKey: 1)
    await forB.resolve(items: rows(0..<10, query: "b"), nextKey: 1)
    try await model.waitUntil { $0.rows.count == 10 }
    #expect(model.rows.allSatisfy { $0.query == "b" })
    #expect(model.metrics.staleResponsesDiscarded == 1)
  }

  @Test func aQueryChangeCancelsAPageOfTheOldQueryInFlight() async throws {
    let model = try await loadedModel()
    model.rowAppeared(at: 9)
    let append = try await source.nextRequest()
    model.query = "x"
    await clock.advance(by: .milliseconds(301))
    try await append.waitUntilCancelled()
    let first = try await source.nextRequest()
    #expect(first.query == "x")
    await append.resolve(items: rows(10..<20), nextKey: 2)
    try await model.waitUntil { $0.metrics.staleResponsesDiscarded == 1 }
    #expect(model.ids == Array(0..<10), "the old query's rows stay, without its late page")
    #expect(model.presentation.freshness == .previousQuery)
  }

  @Test func typingBackToTheCurrentQueryDoesNotReload() async throws {
    let model = try await loadedModel()
    model.query = "ab"
    await clock.advance(by: .milliseconds(100))
    model.query = ""
    await clock.advance(by: .seconds(5))
    #expect(model.metrics.loadsStarted == 1)
    #expect(model.ids == Array(0..<10))
  }

  @Test func submittingAppliesTheQueryWithoutWaiting() async throws {
    let model = try await loadedModel()
    model.query = "now"
    model.submitQuery()
    let request = try await source.nextRequest()
    #expect(request.query == "now")
    // The debounce timer of the typed query was cancelled: no second load.
    await clock.advance(by: .seconds(1))
    #expect(model.metrics.loadsStarted == 2)
  }

  @Test func aQuerySetBeforeStartIsTheFirstLoadsQuery() async throws {
    let model = Model(source: source, query: "early", clock: clock)
    model.start()
    let request = try await source.nextRequest()
    #expect(request.query == "early")
    #expect(model.metrics.loadsStarted == 1)
  }

  @Test func resetLoadsAQueryStillWaitingForItsDebounce() async throws {
    let model = try await loadedModel()
    model.query = "typed"
    model.reset()
    let request = try await source.nextRequest()
    #expect(request.query == "typed")
    await clock.advance(by: .seconds(1))
    #expect(model.metrics.loadsStarted == 2, "the debounce timer was cancelled")
  }

  @Test func refreshWithAQueryStillWaitingKeepsTheOtherQuerysRowsMarkedUntilItLands() async throws {
    let model = try await loadedModel()
    model.query = "typed"
    let refreshing = Task { await model.refresh() }
    let request = try await source.nextRequest()
    #expect(request.query == "typed")
    #expect(model.rows.count == 10)
    #expect(model.presentation.content == .rows)
    #expect(model.presentation.freshness == .previousQuery)
    await request.resolve(items: rows(0..<3, query: "typed"), nextKey: nil)
    await refreshing.value
    #expect(model.rows.allSatisfy { $0.query == "typed" })
  }
}
