@_spi(Faces) import AsyncList
import AsyncListTesting
import Clocks
import Testing

@Suite(.timeLimit(.minutes(10)))
struct ArrayPageSourceTests {
  @Test func pagesByOffsetBothWaysFiltersByQueryAndWaitsOnTheClock() async throws {
    let clock = ImmediateClock()
    let start = clock.now
    let source = ArrayPageSource(
      items: rows(0..<95),
      latency: .milliseconds(200),
      clock: clock,
      startOffset: 30,
      matches: { row, query in String(row.id).contains(query) }
    )
    let first = try await source.loadPage(PageRequest(key: nil, loadSize: 30, direction: .initial, query: ""))
    #expect(first.items.map(\.id) == Array(30..<60))
    #expect(first.nextKey == 60 && first.previousKey == 30)
    let next = try await source.loadPage(PageRequest(key: 60, loadSize: 30, direction: .append, query: ""))
    #expect(next.items.map(\.id) == Array(60..<90) && next.nextKey == 90)
    let last = try await source.loadPage(PageRequest(key: 90, loadSize: 30, direction: .append, query: ""))
    #expect(last.items.map(\.id) == Array(90..<95) && last.nextKey == nil)
    let before = try await source.loadPage(PageRequest(key: 30, loadSize: 30, direction: .prepend, query: ""))
    #expect(before.items.map(\.id) == Array(0..<30) && before.previousKey == nil)
    let sevens = try await source.loadPage(PageRequest(key: nil, loadSize: 30, direction: .initial, query: "7"))
    #expect(sevens.items.allSatisfy { String($0.id).contains("7") })
    #expect(start.duration(to: clock.now) == .milliseconds(1_000), "five loads of 200 ms on the injected clock")
  }

  @Test @MainActor func aModelPagesThroughItBothWays() async throws {
    let model = AsyncListModel(
      source: ArrayPageSource(items: rows(0..<100), startOffset: 40),
      configuration: PagingConfiguration(pageSize: 20)
    )
    model.start()
    try await model.waitUntil { $0.rows.count == 20 }
    while model.presentation.footer != .end || model.presentation.header != .end {
      model.rowAppeared(at: 0)
      model.rowAppeared(at: model.rows.count - 1)
      try await model.waitUntil { $0.metrics.loadsInFlight == 0 }
    }
    #expect(model.ids == Array(0..<100))
  }
}
