// The main example of AsyncListTesting.docc/TestingWithScriptedSources.md, compiled and run;
// .ci/check-readme-snippet checks that the two copies match.

// DocC:testing-begin
import AsyncList
import AsyncListTesting
import Clocks
import Testing

struct Photo: Identifiable, Sendable, Equatable {
  let id: Int
}

func photos(_ ids: Range<Int>) -> [Photo] { ids.map(Photo.init(id:)) }

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PhotoListTests {
  let source = ScriptedPageSource<Int, Photo, String>()
  let clock = TestClock<Duration>()

  @Test func aSearchReplacesTheRowsAndALatePageIsNeverShown() async throws {
    let model = AsyncListModel(
      source: source,
      configuration: PagingConfiguration(pageSize: 10, queryDebounce: .milliseconds(300)),
      clock: clock
    )
    let recorder = PresentationRecorder(model)
    model.start()

    // The list asks for the first page; the test answers it.
    let first = try await source.nextRequest()
    #expect(first.key == nil)
    await first.resolve(items: photos(0..<10), nextKey: 1)
    try await model.waitUntil("the first page") { $0.rows.count == 10 }

    // The last row appears: the second page is requested, and left unanswered for now.
    model.visibleRowsChanged(to: 0..<10)
    let second = try await source.nextRequest()
    #expect(second.key == 1)

    // A search. Nothing happens before the debounce ends...
    model.query = "cats"
    await clock.advance(by: .milliseconds(299))
    #expect(model.metrics.loadsStarted == 2)
    #expect(await source.received.count == 2)
    // ...and 1 ms past it, the second page is cancelled and the search's first page requested.
    await clock.advance(by: .milliseconds(2))
    try await second.waitUntilCancelled()
    let search = try await source.nextRequest()
    #expect(search.query == "cats")
    #expect(search.direction == .initial)

    // The old page arrives anyway; only the search's rows are shown.
    await second.resolve(items: photos(10..<20), nextKey: 2)
    await search.resolve(items: photos(100..<105), nextKey: nil)
    try await recorder.waitFor("the search's rows") { $0.presentation.footer == .end }
    try await model.waitUntil("the late page discarded") { $0.metrics.staleResponsesDiscarded == 1 }
    #expect(model.rows.map(\.id) == Array(100..<105))
    // The old rows stayed on screen, marked as the previous query's, until the search landed.
    #expect(recorder.contents == [.firstLoad, .rows])
    #expect(model.presentation.freshness == .fresh)
  }
}
// DocC:testing-end
