import AsyncList
import AsyncListTesting
import Clocks
import Testing

// README:two-levels:begin
struct Line: Identifiable, Sendable {
  let id: Int
}

/// Level 1: pages of lines, offsets as keys.
struct LineSource: PageSource {
  func loadPage(_ request: PageRequest<Int, NoQuery>) async throws -> Page<Int, Line> {
    let start = request.key ?? 0
    let lines = (start..<min(start + request.loadSize, 200)).map(Line.init(id:))
    return Page(items: lines, nextKey: lines.isEmpty ? nil : start + lines.count)
  }
}

/// Level 2: a slow amount per line, from another store.
struct AmountSource: DetailSource {
  func loadDetail(for line: Line) async throws -> Double {
    Double(line.id % 10) / 10
  }
}

@MainActor
func showAmounts(clock: any Clock<Duration> = ContinuousClock()) async -> DetailListModel<LineSource, AmountSource> {
  let model = DetailListModel(source: LineSource(), details: AmountSource(), clock: clock)
  model.start()
  for await _ in model.updates() where model.rows.count >= 10 { break }
  model.visibleRowsChanged(to: 0..<10)  // ten rows come on screen
  // Each row view observes its own detail; a detail that lands redraws that row only:
  //   let amount = model.loaders.row(for: line.id)   // .loading → .loaded(0.7)
  //   amount.reveal                            // play the bar's animation when it changes
  return model
}
// README:two-levels:end

@Suite(.timeLimit(.minutes(10)))
struct ReadmeTwoLevelsTests {
  @Test @MainActor func theTwoLevelSnippetLoadsTheVisibleAmounts() async throws {
    let model = await showAmounts(clock: ImmediateClock())
    let amounts = model.loaders
    try await amounts.waitUntil { loader in (0..<10).allSatisfy { loader.state(for: $0).detail != nil } }
    #expect(amounts.state(for: 7) == .loaded(0.7))
    #expect(amounts.row(for: 3).reveal?.kind == .dataArrived)
    #expect(amounts.metrics.loadsInFlight <= DetailConfiguration().maxConcurrentLoads)
  }
}
