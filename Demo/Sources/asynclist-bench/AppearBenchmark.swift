import AsyncList
import Foundation

/// Measures the cost of one row-appeared event: AsyncList's paging machine (an index and a
/// comparison) against seed 003's rule (find the row's index with `firstIndex(where:)` on every
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

  static func run(sizes: [Int]) -> [Result] {
    sizes.flatMap { size in [asyncList(rows: size), seed003Scan(rows: size)] }
  }

  /// A machine holding `rows` rows, then a million appear events at pseudo-random indices.
  static func asyncList(rows count: Int) -> Result {
    var machine = PagingStateMachine<Int, Row, String>(
      configuration: PagingConfiguration(pageSize: 1_000),
      query: ""
    )
    var pending = machine.handle(.start)
    while let (id, request) = firstLoad(pending) {
      let first = request.key ?? 0
      let end = min(first + request.loadSize, count)
      pending = machine.handle(
        .loaded(id, Page(items: (first..<end).map(Row.init(id:)), nextKey: end < count ? end : nil)))
      if end < count { pending += machine.handle(.rowAppeared(machine.rows.count - 1)) }
    }
    precondition(machine.rows.count == count)
    let events = 1_000_000
    let indices = pseudoRandomIndices(count: events, below: count)
    var loads = 0
    let elapsed = ContinuousClock().measure {
      for index in indices {
        loads += machine.rowAppeared(at: index).count
      }
    }
    blackHole(loads)
    return Result(rows: count, strategy: "AsyncList", nsPerEvent: nanoseconds(elapsed) / Double(events))
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

  static func firstLoad(_ actions: [PagingAction<Int, String>]) -> (LoadID, PageRequest<Int, String>)? {
    for case .load(let id, let request) in actions { return (id, request) }
    return nil
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
