@_spi(Faces) import AsyncList
import AsyncListTesting
import Clocks
import Foundation
import Observation

/// What the faces do per change on a list of a million counted positions, through the public
/// API: the invalidations of the reads the SwiftUI face makes (the rows' structure, each row on
/// screen, the edges), and the items the UIKit face's plan touches. Against the same events,
/// the faces before they read apart: a body that read the whole presentation with the rows,
/// rows that read the reveal limit, and a UIKit snapshot of every position per change.
enum FaceBenchmark {
  typealias Row = AppearBenchmark.Row

  /// One kind of event, summed over its occurrences.
  struct Result: Codable {
    let event: String
    let occurrences: Int
    /// Now: the structure's, the rows' (every row held has its reader) and the edges'
    /// invalidations.
    let structure: Int
    let rows: Int
    let edges: Int
    /// Now: the items the UIKit plan touches (its cells reconfigured alone are the rows'
    /// invalidations: a cell observes the same reads).
    let planned: Int
    /// Whether the UIKit plan was one reload (a new generation), without animation.
    let reloads: Bool
    /// Before: the structure's and the rows' invalidations, and the items of the snapshots.
    let oldStructure: Int
    let oldRows: Int
    let oldSnapshotItems: Int
  }

  static let positions = 1_000_000
  static let pageSize = 30
  static let screen = 12

  @MainActor
  static func run() async throws -> [Result] {
    let pages = ScriptedPageSource<Int, Row, String>()
    let details = ScriptedDetailSource<Row, Int>()
    let clock = TestClock<Duration>()
    let model = AsyncListModel(
      source: pages, query: "",
      configuration: PagingConfiguration(pageSize: pageSize, prefetchDistance: 5, staggeredReveal: .milliseconds(10)),
      clock: clock)
    let amounts = model.details(
      from: details, configuration: DetailConfiguration(maxConcurrentLoads: 1, prefetchDistance: 0, settleDelay: .zero))
    model.start()
    let face = Face(model, amounts)
    try await pages.nextRequest().resolve(
      Page(items: (0..<pageSize).map(Row.init(id:)), nextKey: pageSize, itemsAfter: positions - pageSize))
    try await model.waitUntil { $0.rows.count == pageSize }
    var results = [await face.measure("first page", 1)]
    // The reveal, tick by tick.
    var ticks = 0
    while let limit = model.presentation.revealLimit {
      await clock.advance(by: .milliseconds(10))
      try await model.waitUntil { $0.presentation.revealLimit != limit }
      ticks += 1
    }
    results.append(await face.measure("reveal tick", ticks))
    for position in 0..<screen { model.rowAppeared(at: position) }
    _ = await face.measure("", 0)
    // A detail landing, one at a time.
    for landed in 1...4 {
      await clock.advance(by: .seconds(1))  // past any settle delay: the screen's loads start
      let load = try await details.nextRequest()
      await load.resolve(42)
      try await amounts.waitUntil { $0.metrics.cachedCount == landed }
    }
    results.append(await face.measure("detail landing", 4))
    // Scroll steps: a row comes in at the bottom, the top one goes, until the next page is due.
    var steps = 0
    while model.metrics.loadsInFlight == 0 && steps < pageSize {
      model.rowAppeared(at: screen + steps)
      model.rowDisappeared(id: steps)
      steps += 1
    }
    results.append(await face.measure("scroll step", steps))
    try await pages.nextRequest().resolve(
      Page(
        items: (pageSize..<2 * pageSize).map(Row.init(id:)), nextKey: 2 * pageSize, itemsAfter: positions - 2 * pageSize
      ))
    try await model.waitUntil { $0.rows.count == 2 * pageSize }
    results.append(await face.measure("page landing", 1))
    return results
  }

  /// The reads of both faces over the rows held, counted.
  @MainActor
  final class Face {
    let model: AsyncListModel<ScriptedPageSource<Int, Row, String>>
    let amounts: DetailLoader<ScriptedDetailSource<Row, Int>>
    var structure: Counter
    var edges: Counter
    var rows: [Counter] = []
    var oldStructure: Counter
    var oldRows: [Counter] = []
    var appliedVersion: Int

    init(
      _ model: AsyncListModel<ScriptedPageSource<Int, Row, String>>,
      _ amounts: DetailLoader<ScriptedDetailSource<Row, Int>>
    ) {
      self.model = model
      self.amounts = amounts
      structure = Counter { _ = model.rows }
      edges = Counter {
        _ = model.edgeRows
        _ = model.listContent
        _ = model.refreshStatus
      }
      oldStructure = Counter {
        _ = model.rows
        _ = model.presentation
      }
      appliedVersion = model.rowsVersion
    }

    /// Counts what changed since the last call, then reads again (rows not yet drawn get their
    /// readers once the structure shows them).
    func measure(_ event: String, _ occurrences: Int) async -> Result {
      // The counters re-arm on the main actor's next turns, as a view redraws on the next frame.
      for _ in 0..<20 { await Task.yield() }
      let changes = model.rowChanges(since: appliedVersion)
      appliedVersion = model.rowsVersion
      let plan = changes.map { CollectionUpdates.plan($0) } ?? .reload
      let structureNow = structure.take()
      let oldStructureNow = oldStructure.take()
      let result = Result(
        event: event, occurrences: occurrences, structure: structureNow, rows: rows.map { $0.take() }.reduce(0, +),
        edges: edges.take(), planned: plan.reloads ? 0 : plan.touched, reloads: plan.reloads,
        oldStructure: oldStructureNow, oldRows: oldRows.map { $0.take() }.reduce(0, +),
        oldSnapshotItems: oldStructureNow * (model.rows.totalCount + 1))
      while rows.count < model.rows.count {
        let position = rows.count
        rows.append(
          Counter { [model, amounts] in
            _ = model.revealGate(at: position).isShown
            _ = model.showsPreviousQuery
            _ = amounts.row(for: position).state
          })
        oldRows.append(
          Counter { [model, amounts] in
            _ = model.presentation.revealLimit
            _ = model.presentation.freshness
            _ = amounts.row(for: position).state
          })
      }
      return result
    }
  }

  /// Reads under `withObservationTracking`, re-armed on every change: a count of invalidations
  /// as a view would see them (one per change it reads).
  @MainActor
  final class Counter {
    private let read: @MainActor () -> Void
    private var count = 0

    init(_ read: @escaping @MainActor () -> Void) {
      self.read = read
      arm()
    }

    private func arm() {
      withObservationTracking(read) { [weak self] in
        Task { @MainActor in
          self?.count += 1
          self?.arm()
        }
      }
    }

    /// The invalidations since the last call.
    func take() -> Int {
      defer { count = 0 }
      return count
    }
  }
}

extension String {
  /// The string right-aligned in a column of a width.
  func leftPadded(_ width: Int) -> String {
    count >= width ? " " + self : String(repeating: " ", count: width - count) + self
  }
}
