@_spi(Faces) import AsyncList
import AsyncListTesting
import Foundation

/// Measures the cost of one row-appeared event: `AsyncListModel.rowAppeared(at:)` through the
/// public API against seed 003's rule (find the row's index with `firstIndex(where:)` on every
/// appearance), at growing list sizes, in the same run.
enum AppearBenchmark {
  struct Row: Identifiable, Sendable {
    let id: Int
  }

  struct Result: Codable {
    let rows: Int
    let strategy: String
    let nsPerEvent: Double
  }

  @MainActor
  static func run(sizes: [Int]) async throws -> [Result] {
    var results: [Result] = []
    for size in sizes { results += [try await asyncList(rows: size), seed003Scan(rows: size)] }
    return results
  }

  /// A model holding `rows` rows (loaded to the end through its public API), then a million
  /// `rowAppeared(at:)` calls at pseudo-random indices: what an app pays per row event.
  @MainActor
  static func asyncList(rows count: Int) async throws -> Result {
    let model = try await loadedModel(rows: count)
    let events = 1_000_000
    let indices = pseudoRandomIndices(count: events, below: count)
    let elapsed = ContinuousClock().measure {
      for index in indices { model.rowAppeared(at: index) }
    }
    blackHole(model.metrics.loadsStarted)
    return Result(rows: count, strategy: "AsyncList", nsPerEvent: nanoseconds(elapsed) / Double(events))
  }

  /// A model over an in-memory source, paged to its end.
  @MainActor
  static func loadedModel(rows count: Int) async throws -> AsyncListModel<ArrayPageSource<Row>> {
    let model = AsyncListModel(
      source: ArrayPageSource(items: (0..<count).map(Row.init(id:))),
      configuration: PagingConfiguration(pageSize: 1_000, prefetchDistance: 0)
    )
    model.start()
    try await model.waitUntil(timeout: .seconds(600), "the first page") { $0.metrics.loadsInFlight == 0 }
    while model.presentation.footer == .loading {
      model.rowAppeared(at: model.rows.count - 1)
      try await model.waitUntil(timeout: .seconds(600), "a page") { $0.metrics.loadsInFlight == 0 }
    }
    precondition(model.rows.count == count)
    return model
  }

  /// Seed 003: on every appearance, the row's index by a linear search of the ids, then "is it
  /// the last row?".
  static func seed003Scan(rows count: Int) -> Result {
    let items = (0..<count).map(Row.init(id:))
    let events = max(200, min(1_000_000, 2_000_000_000 / max(count, 1) / 10))
    let targets = pseudoRandomIndices(count: events, below: count).map { items[$0].id }
    var lastHits = 0
    let elapsed = ContinuousClock().measure {
      for target in targets {
        if let index = items.firstIndex(where: { $0.id == target }), index == items.count - 1 { lastHits += 1 }
      }
    }
    blackHole(lastHits)
    return Result(rows: count, strategy: "S3 firstIndex scan", nsPerEvent: nanoseconds(elapsed) / Double(events))
  }

  static func pseudoRandomIndices(count: Int, below bound: Int) -> [Int] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
  }
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
