import AsyncListTesting
import Clocks
import Testing

@_spi(Faces) @testable import AsyncList

/// What each change invalidates, counted on the reads the package's faces make (the model's
/// face reads, under `withObservationTracking`): the structure a `ForEach` reads (``rows``), each
/// row's own reads (its reveal gate, its detail, whether it is dimmed) and the edges.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct FaceInvalidationTests {
  let pages = Source()
  let details = ScriptedDetailSource<Row, Double>()
  let clock = TestClock<Duration>()

  /// A face: the structure, the edges and rows `0..<count`, each observed apart.
  struct Face {
    let structure: Invalidations
    let edges: Invalidations
    let rows: [Invalidations]

    @MainActor init<Loader: DetailSource>(
      _ model: Model, _ loader: DetailLoader<Loader>?, rows count: Int
    ) where Loader.Item == Row {
      structure = Invalidations { _ = model.rows }
      edges = Invalidations {
        _ = model.edgeRows
        _ = model.listContent
      }
      rows = (0..<count).map { position in
        Invalidations {
          _ = model.revealGate(at: position).isShown
          _ = model.showsPreviousQuery
          if let loader { _ = loader.row(for: position).state }
        }
      }
    }

    @MainActor func settle() {
      structure.settle()
      edges.settle()
      for row in rows { row.settle() }
    }

    @MainActor var rowCounts: [Int] { rows.map(\.count) }
  }

  /// A list whose first page of `pageSize` rows has landed, with an amount loader (one load at
  /// a time, the screen only).
  func listWithAmounts(pageSize: Int) async throws -> (Model, DetailLoader<ScriptedDetailSource<Row, Double>>) {
    let model = Model(
      source: pages, configuration: PagingConfiguration(pageSize: pageSize, prefetchDistance: 5), clock: clock)
    let amounts = model.details(
      from: details,
      configuration: DetailConfiguration(
        maxConcurrentLoads: 1, prefetchDistance: 0, settleDelay: .zero, restRange: .off))
    model.start()
    try await pages.nextRequest().resolve(items: rows(0..<pageSize), nextKey: pageSize)
    try await model.waitUntil { $0.rows.count == pageSize }
    return (model, amounts)
  }

  @Test func aDetailLandingInvalidatesItsRowOnly() async throws {
    let (model, amounts) = try await listWithAmounts(pageSize: 10)
    let face = Face(model, amounts, rows: 10)
    model.rowAppeared(at: 0)
    face.settle()
    let load = try await details.nextRequest()
    await load.resolve(4.2)
    try await amounts.waitUntil { $0.state(for: 0) == .loaded(4.2) }
    face.settle()
    #expect(face.rows[0].count == 2, "loading, then loaded")
    #expect(face.rowCounts.dropFirst().allSatisfy { $0 == 0 })
    #expect(face.structure.count == 0)
  }

  @Test func aStaggeredFirstPageInvalidatesTheStructureOnceAndEachRowAtMostTwice() async throws {
    let model = Model(
      source: pages, configuration: PagingConfiguration(pageSize: 30, staggeredReveal: .milliseconds(10)),
      clock: clock)
    model.start()
    let face = Face(model, DetailLoader<ScriptedDetailSource<Row, Double>>?.none, rows: 30)
    try await pages.nextRequest().resolve(items: rows(0..<30), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 30 }
    face.settle()
    // The rows' views are made once the structure shows them: they read their gates then.
    let rowsShown = Face(model, DetailLoader<ScriptedDetailSource<Row, Double>>?.none, rows: 30)
    var ticks = 0
    while let limit = model.presentation.revealLimit {
      // Past the tick's deadline, not onto it: a timer whose task starts sleeping after the
      // advance (a busy machine) would find its deadline equal to now and stay parked.
      await clock.advance(by: .milliseconds(11))
      try await model.waitUntil { $0.presentation.revealLimit != limit }
      ticks += 1
      face.settle()
      rowsShown.settle()
      try #require(ticks < 100)
    }
    // 29 reveals; an advance past a deadline may play the next one too (the test clock runs a
    // timer started within the advance), so up to 29 steps.
    #expect(ticks <= 29 && model.presentation.revealLimit == nil)
    #expect(face.structure.count == 1, "the page landing, not each tick")
    #expect(rowsShown.structure.count == 0)
    #expect(rowsShown.rowCounts.allSatisfy { $0 <= 2 }, "\(rowsShown.rowCounts)")
    #expect(rowsShown.rowCounts.reduce(0, +) == 29, "each hidden row is revealed once")
  }

  @Test func aPageLandingBelowTheScreenInvalidatesNoRowShown() async throws {
    let (model, amounts) = try await listWithAmounts(pageSize: 30)
    let face = Face(model, amounts, rows: 30)
    for position in 0..<26 { model.rowAppeared(at: position) }
    face.settle()
    let before = face.rowCounts
    #expect(model.presentation.footer == .loading)
    try await pages.nextRequest().resolve(items: rows(30..<60), nextKey: 60)
    try await model.waitUntil { $0.rows.count == 60 }
    face.settle()
    #expect(face.rowCounts == before, "no row's reveal, detail or dimming changed")
    #expect(face.structure.count == 1)
  }

  @Test func theFootersSpinnerInvalidatesNoRow() async throws {
    let model = Model(
      source: pages, configuration: PagingConfiguration(pageSize: 10, prefetchDistance: 2), clock: clock)
    model.start()
    try await pages.nextRequest().resolve(items: rows(0..<10), nextKey: 10)
    try await model.waitUntil { $0.rows.count == 10 }
    let face = Face(model, DetailLoader<ScriptedDetailSource<Row, Double>>?.none, rows: 10)
    model.rowAppeared(at: 8)
    face.settle()
    #expect(model.presentation.footerRow == .loading)
    let edgesBefore = face.edges.count
    try await pages.nextRequest().fail(TestError())
    try await model.waitUntil { $0.presentation.footerRow != .loading }
    face.settle()
    #expect(face.edges.count == edgesBefore + 1, "the footer's failure redraws the footer")
    #expect(face.structure.count == 0)
    #expect(face.rowCounts.allSatisfy { $0 == 0 })
  }
}
