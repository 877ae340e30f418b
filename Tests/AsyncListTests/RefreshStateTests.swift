import AsyncList
import AsyncListTesting
import Clocks
import PropertyBased
import Synchronization
import Testing

/// What a source is given to pick a refresh key: the anchor position and the pages held, with
/// the nearest row to any position.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct RefreshStateTests {
  /// A counting source whose refresh key is ten rows above the anchor position, and which records
  /// what it was given.
  struct PositionKeyedSource: PageSource {
    let base: ArrayPageSource<Row>
    final class Given: Sendable {
      let states = Mutex<[RefreshState<Int, Row>]>([])
    }
    let given = Given()

    func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, Row> {
      try await base.loadPage(request)
    }

    func refreshKey(in state: RefreshState<Int, Row>) -> Int? {
      given.states.withLock { $0.append(state) }
      return state.anchorPosition.map { max(0, $0 - 10) }  // the anchor ten rows into the page
    }

    func key(forPosition position: Int, query: String) -> Int? { position }
  }

  /// On generated layouts (pages of random sizes, some empty, placeholders between the rows held
  /// and around them), the nearest row to every position is the one a scan of all rows finds.
  @Test func theClosestRowIsTheNearestHeldOnEveryGeneratedLayout() async {
    await propertyCheck(count: propertyRuns(300, long: 5_000), input: Gen.int(in: 0...20).array(of: 1...14)) {
      sizes in
      // The first number is where the rows start, the last how many placeholders follow them,
      // the others the sizes of the pages between (some empty).
      var pages: [RefreshState<Int, Row>.HeldPage] = []
      var position = sizes[0]
      var next = 0
      for (key, count) in sizes.dropFirst().dropLast().enumerated() {
        pages.append(.init(key: key, items: rows(next..<next + count), position: position))
        next += count
        position += count
      }
      let total = position + (sizes.count > 1 ? sizes[sizes.count - 1] : 0)
      let state = RefreshState(anchorPosition: nil, pages: pages, positionCount: total, totalCount: total)
      let held = pages.flatMap { page in page.items.indices.map { (position: page.position + $0, row: page.items[$0]) }
      }
      for probe in 0..<total + 3 {
        let nearest = held.min { abs($0.position - probe) < abs($1.position - probe) }
        #expect(state.closestItem(to: probe)?.id == nearest?.row.id, "position \(probe) of \(sizes)")
        #expect(state.item(at: probe)?.id == held.first { $0.position == probe }?.row.id)
      }
    }
  }

  /// A list of 10,000 counted rows whose first page is rows 0..<100: the user drags to the
  /// placeholders at 5,000 (a list that never jumps) and refreshes there. The source is given the
  /// placeholder's position, no row at it, the page held and the count; the refreshed list loads
  /// the page there, in place.
  @Test func aRefreshOnPlaceholdersGivesTheSourceThePositionAndLoadsThere() async throws {
    let clock = TestClock<Duration>()
    let source = PositionKeyedSource(
      base: ArrayPageSource(items: rows(0..<10_000), latency: .seconds(1), clock: clock, countsItems: true))
    let model = AsyncListModel(
      source: source, configuration: PagingConfiguration(pageSize: 100, prefetchDistance: 20, jumpThreshold: .max),
      clock: clock)
    model.start()
    // The source sets its latency's deadline when its task runs, which on a busy machine can be
    // after an advance: advance until the page lands.
    while model.rows.count < 100 {
      await clock.advance(by: .seconds(1))
      await Task.yield()
    }
    #expect(model.rows.count == 100, "the first page")
    model.visibleRowsChanged(to: 5_000..<5_012)
    let refresh = Task { await model.refresh() }
    try await model.waitUntil("the refresh under way") { $0.presentation.refresh == .refreshing }
    let given = try #require(source.given.states.withLock { $0.last })
    #expect(given.anchorPosition == 5_000 && given.anchorItem == nil)
    #expect(given.pages.count == 1 && given.pages[0].key == nil && given.pages[0].items.count == 100)
    #expect(given.closestItem(to: 5_000)?.id == 99)
    #expect(given.totalCount == 10_000 && given.positionCount == 10_000)
    while model.presentation.refresh == .refreshing {
      await clock.advance(by: .seconds(1))
      await Task.yield()
    }
    await refresh.value
    #expect(model.rows.item(at: 5_000)?.id == 5_000, "the page under the user, in place")
    #expect(model.startRowID == 5_000, "a view that scrolls to the start row keeps the user there")
    #expect(model.rows.totalCount == 10_000)
  }

  /// The same through a scripted source whose refresh rule the test gives: the request carries
  /// the key for the placeholder the user was on, and the counted page lands in place.
  @Test func aScriptedSourceTakesARefreshRule() async throws {
    let source = ScriptedPageSource<Int, Row, String>(refreshKey: { $0.anchorPosition })
    let model = AsyncListModel(
      source: source, configuration: PagingConfiguration(pageSize: 20, jumpThreshold: .max), clock: TestClock())
    model.start()
    try await source.nextRequest().resolve(items: rows(0..<20), nextKey: 20, itemsBefore: 0, itemsAfter: 80)
    try await model.waitUntil { $0.rows.totalCount == 100 }
    model.visibleRowsChanged(to: 60..<72)
    _ = try await source.nextRequest()  // the page below the rows, left unanswered
    let refresh = Task { await model.refresh() }
    let reload = try await source.nextRequest()
    #expect(reload.key == 60 && reload.direction == .initial)
    await reload.resolve(items: rows(60..<80), nextKey: 80, previousKey: 60, itemsBefore: 60, itemsAfter: 20)
    await refresh.value
    #expect(model.rows.item(at: 60)?.id == 60 && model.rows.totalCount == 100)
    #expect(model.startRowID == 60)
  }
}
