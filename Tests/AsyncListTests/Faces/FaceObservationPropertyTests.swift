import AsyncListTesting
import Clocks
import PropertyBased
import Testing

@testable import AsyncList

/// The face reads on generated histories: after every step, each read whose value changed was
/// invalidated (no face misses an update), and the structure was invalidated only when the rows
/// changed (none redraws for nothing). Pages, details and reveals land on a test clock; rows
/// appear and leave, the list refreshes, retries, and changes its query, at random.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct FaceObservationPropertyTests {
  @Test func everyChangedReadIsInvalidatedAndTheStructureOnlyForRows() async {
    await propertyCheck(count: propertyRuns(12, long: 120), input: Gen.int(in: 0...9_999).array(of: 60)) { codes in
      await Self.run(codes)
    }
  }

  /// A detail source that takes its time on the test clock.
  struct SlowAmounts: DetailSource {
    let clock: TestClock<Duration>
    func loadDetail(for item: Row) async throws -> Int {
      try await clock.sleep(for: .milliseconds(40 + item.id % 5 * 30))
      return item.id
    }
  }

  /// What a face reads, as values, to tell whether a step changed them.
  struct Reads: Equatable {
    var version: Int
    var structure: [Int?]
    var edges: EdgeRows
    var content: ListPresentation.Content
    var refresh: ListPresentation.RefreshStatus
    var rows: [RowReads]
  }

  struct RowReads: Equatable {
    var shown: Bool
    var dimmed: Bool
    var detail: DetailState<Int>
  }

  static func run(_ codes: [Int]) async {
    let clock = TestClock<Duration>()
    let model = AsyncListModel(
      source: ArrayPageSource(
        items: rows(0..<200), latency: .milliseconds(50), clock: clock,
        matches: { row, query in
          query.isEmpty || row.id % 2 == query.count % 2
        }),
      query: "",
      configuration: PagingConfiguration(
        pageSize: 10, prefetchDistance: 2, queryDebounce: .milliseconds(30), staggeredReveal: .milliseconds(10),
        maxLoadedRows: codes.first.map { $0 % 2 == 0 } == true ? 30 : nil),
      clock: clock)
    let amounts = model.details(
      from: SlowAmounts(clock: clock), configuration: DetailConfiguration(maxConcurrentLoads: 2, settleDelay: .zero))
    model.start()
    let positions = 0..<24  // the rows a face could draw
    let structure = Invalidations { _ = model.rows }
    let edges = Invalidations {
      _ = model.edgeRows
      _ = model.listContent
      _ = model.refreshStatus
    }
    let rowReaders = positions.map { position in
      Invalidations {
        _ = model.revealGate(at: position).isShown
        _ = model.showsPreviousQuery
        if let id = model.rows.item(at: position)?.id { _ = amounts.row(for: id).state }
      }
    }
    func reads() -> Reads {
      let rows = model.rows
      return Reads(
        version: model.rowsVersion, structure: (0..<rows.totalCount).map { rows.item(at: $0)?.id },
        edges: model.edgeRows, content: model.listContent, refresh: model.refreshStatus,
        rows: positions.map { position in
          RowReads(
            shown: model.revealGate(at: position).isShown, dimmed: model.showsPreviousQuery,
            detail: rows.item(at: position).map { amounts.state(for: $0.id) } ?? .notRequested)
        })
    }
    var before = reads()
    var onScreen: Set<Int> = []
    for code in codes {
      let position = (code / 8) % 30
      switch code % 8 {
      case 0, 1:
        if position < model.rows.totalCount, onScreen.insert(position).inserted { model.rowAppeared(at: position) }
      case 2:
        if onScreen.remove(position) != nil { model.rowDisappeared(at: position) }
      case 3, 4:
        await clock.advance(by: .milliseconds(code % 97 + 1))
      case 5:
        Task { await model.refresh() }
      case 6:
        model.query = code % 3 == 0 ? "" : String(repeating: "x", count: code % 4)
      default:
        model.retry()
      }
      for _ in 0..<8 { await Task.yield() }
      let after = reads()
      let counts = (structure.count, edges.count, rowReaders.map(\.count))
      structure.settle()
      edges.settle()
      for reader in rowReaders { reader.settle() }
      let structureInvalidated = structure.count > counts.0
      #expect(
        (after.version != before.version) == structureInvalidated,
        "the structure is invalidated exactly when the rows change (version \(before.version) → \(after.version))")
      if after.structure != before.structure { #expect(structureInvalidated, "rows changed unseen") }
      if (after.edges, after.content, after.refresh) != (before.edges, before.content, before.refresh) {
        #expect(edges.count > counts.1, "the edges changed unseen: \(before.edges) → \(after.edges)")
      }
      // With the same row at a position (a SwiftUI row view is that row's), a change of what the
      // row reads invalidated it.
      if after.structure == before.structure {
        for position in positions where after.rows[position] != before.rows[position] {
          #expect(
            rowReaders[position].count > counts.2[position],
            "row \(position) changed unseen: \(before.rows[position]) → \(after.rows[position])")
        }
      }
      before = after
    }
    await clock.advance(by: .seconds(10))
  }
}
