import Testing

@_spi(Faces) @testable import AsyncList

/// The machine on its own: exact actions for each event, no tasks and no clock.
@Suite(.timeLimit(.minutes(10)))
struct PagingStateMachineTests {
  typealias Machine = EnginePaging<Int, Row, String>

  var machine = Machine(configuration: PagingConfiguration(pageSize: 10, queryDebounce: .milliseconds(300)), query: "")

  /// Starts and loads the first page `0..<10` with next key 1; returns the first load's id.
  @discardableResult
  mutating func loadFirstPage() -> LoadID {
    let actions = machine.handle(.start)
    guard case .load(let id, _) = actions.first else {
      Issue.record("start did not load: \(actions)")
      return LoadID(generation: 0, serial: 0)
    }
    #expect(machine.handle(.loaded(id, Page(items: rows(0..<10), nextKey: 1))) == [.publish])
    return id
  }

  func loadID(in actions: [Machine.Action]) -> LoadID? {
    for case .load(let id, _) in actions { return id }
    return nil
  }

  @Test mutating func startAsksForTheFirstPageOnce() {
    let actions = machine.handle(.start)
    #expect(
      actions == [
        .load(LoadID(generation: 1, serial: 1), PageRequest(key: nil, loadSize: 10, direction: .initial, query: ""))
      ])
    #expect(machine.handle(.start).isEmpty)
    #expect(machine.presentation == ListPresentation(content: .firstLoad))
  }

  @Test mutating func aRowFarFromTheEndLoadsNothingAndARowNearItLoadsTheNextKey() {
    machine = Machine(configuration: PagingConfiguration(pageSize: 10, prefetchDistance: 3), query: "")
    loadFirstPage()
    #expect(machine.handle(.rowAppeared(5)).isEmpty)
    #expect(machine.handle(.rowAppeared(-1)).isEmpty)
    #expect(machine.handle(.rowAppeared(10)).isEmpty)
    let actions = machine.handle(.rowAppeared(6))
    #expect(
      actions == [
        .load(LoadID(generation: 1, serial: 2), PageRequest(key: 1, loadSize: 10, direction: .append, query: ""))
      ])
    #expect(machine.handle(.rowAppeared(9)).isEmpty)
  }

  @Test mutating func aResponseForAnUnknownLoadChangesNothing() {
    loadFirstPage()
    let before = machine.rows.ids
    let stale = LoadID(generation: 1, serial: 99)
    #expect(machine.handle(.loaded(stale, Page(items: rows(50..<60), nextKey: 7))).isEmpty)
    #expect(machine.handle(.failed(stale, TestError())).isEmpty)
    #expect(machine.rows.ids == before)
    #expect(machine.metrics.staleResponsesDiscarded == 2)
    #expect(machine.loadsInFlight.isEmpty)
  }

  @Test mutating func resetCancelsWhatIsInFlightAndLoadsANewGeneration() {
    loadFirstPage()
    let append = loadID(in: machine.handle(.rowAppeared(9)))!
    let actions = machine.handle(.reset)
    #expect(
      actions == [
        .cancel(append),
        .load(LoadID(generation: 2, serial: 3), PageRequest(key: nil, loadSize: 10, direction: .initial, query: "")),
        .publish,
      ])
    #expect(machine.handle(.loaded(append, Page(items: rows(10..<20), nextKey: 2))).isEmpty)
    #expect(machine.rows.isEmpty)
  }

  @Test mutating func refreshKeepsRowsAndPausesTheEdges() {
    loadFirstPage()
    let append = loadID(in: machine.handle(.rowAppeared(9)))!
    let actions = machine.handle(.refresh)
    #expect(
      actions == [
        .cancel(append),
        .load(LoadID(generation: 2, serial: 3), PageRequest(key: nil, loadSize: 10, direction: .initial, query: "")),
      ])
    #expect(machine.rows.count == 10)
    #expect(machine.presentation.refresh == .refreshing)
    #expect(machine.loadsInFlight[.append] == nil)
    #expect(machine.handle(.rowAppeared(9)).isEmpty, "no page of the old generation starts during a refresh")
    #expect(machine.handle(.refresh).isEmpty, "a second refresh joins the first")
  }

  @Test mutating func queryChangesAreDebouncedWithOneTimerAtATime() {
    loadFirstPage()
    let first = machine.handle(.queryChanged("a", immediate: false))
    #expect(first == [.startTimer(TimerID(serial: 2), after: .milliseconds(300))])
    let second = machine.handle(.queryChanged("ab", immediate: false))
    #expect(second == [.cancelTimer(TimerID(serial: 2)), .startTimer(TimerID(serial: 3), after: .milliseconds(300))])
    #expect(machine.handle(.timerFired(TimerID(serial: 2))).isEmpty, "a cancelled timer that fires anyway does nothing")
    let fired = machine.handle(.timerFired(TimerID(serial: 3)))
    #expect(
      fired == [
        .load(LoadID(generation: 2, serial: 4), PageRequest(key: nil, loadSize: 10, direction: .initial, query: "ab"))
      ])
    #expect(machine.query == "ab")
    #expect(machine.presentation.freshness == .previousQuery, "the old rows stay, marked, until the new page lands")
  }

  @Test mutating func presentationCoversEveryState() {
    #expect(machine.presentation.content == .firstLoad)
    guard case .load(let id, _) = machine.handle(.start).first else { return }
    _ = machine.handle(.failed(id, TestError()))
    #expect(machine.presentation.content == .firstLoadFailed(LoadFailure(error: TestError())))
    #expect(machine.presentation.footer == .idle)
    let retry = loadID(in: machine.handle(.retry))!
    _ = machine.handle(.loaded(retry, Page(items: rows(0..<3), nextKey: nil)))
    #expect(machine.presentation == ListPresentation(content: .rows, header: .end, footer: .end, rowCount: 3))
    for id in 0..<3 { _ = machine.handle(.remove(id)) }
    #expect(machine.presentation == ListPresentation(content: .empty, header: .end, footer: .end, rowCount: 0))
  }

  @Test mutating func stopCancelsEverythingAndStartResumesFromTheSameKey() {
    loadFirstPage()
    let append = loadID(in: machine.handle(.rowAppeared(9)))!
    _ = machine.handle(.queryChanged("q", immediate: false))
    let actions = machine.handle(.stop)
    #expect(actions == [.cancel(append), .cancelTimer(TimerID(serial: 3))])
    #expect(machine.loadsInFlight.isEmpty)
    let resumed = machine.handle(.start)
    #expect(
      resumed == [
        .load(LoadID(generation: 1, serial: 4), PageRequest(key: 1, loadSize: 10, direction: .append, query: ""))
      ])
  }
}
