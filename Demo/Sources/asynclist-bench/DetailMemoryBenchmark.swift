@_spi(Faces) import AsyncList
import AsyncListTesting
import Clocks
import Foundation

/// Resident memory while a 20-row viewport scrolls 100,000 rows of an `AsyncListModel` with a
/// `DetailLoader` attached and a memory cap, its details failing at a given rate and never
/// retried: what the list keeps per row it passed must not grow with the rows passed.
enum DetailMemoryBenchmark {
  struct Result: Codable {
    /// Rows scrolled through.
    let rows: Int
    /// Share of detail loads that fail.
    let failureRate: Double
    /// The memory cap.
    let maxLoadedRows: Int
    /// Rows held at the end.
    let rowsHeld: Int
    let detailFailures: Int
    let detailLoads: Int
    /// RSS growth over the first tenth of the scroll: the list, the cache and the allocator
    /// warming up.
    let warmUpBytes: Int
    /// RSS growth from a tenth of the scroll to its end: what the rows passed cost.
    let growthBytes: Int
    /// Bytes per row passed after the warm-up: growth over the rows scrolled after it.
    var bytesPerRowPassed: Double { Double(growthBytes) / Double(max(1, rows - rows / 10)) }
    /// The warm-up over the rows held: what a held row costs with its detail, cache entry and
    /// row object (an upper bound: the allocator's own growth is in it).
    var warmUpBytesPerHeldRow: Double { Double(warmUpBytes) / Double(max(1, rowsHeld)) }
  }

  /// A detail source that answers at once and fails for a fixed share of the rows (chosen by
  /// a hash of the id, so every run fails the same rows).
  struct Amounts: DetailSource {
    let failureRate: Double

    func loadDetail(for item: AppearBenchmark.Row) async throws -> Double {
      var hash = UInt64(truncatingIfNeeded: item.id) &* 0x9E37_79B9_7F4A_7C15
      hash ^= hash >> 31
      let unit = Double(hash % 10_000) / 10_000
      if unit < failureRate { throw AmountUnavailable(id: item.id) }
      return unit
    }
  }

  struct AmountUnavailable: Error {
    let id: Int
  }

  /// Runs the scroll at each failure rate, the same cap each time.
  @MainActor
  static func run(rows: Int, failureRates: [Double], maxLoadedRows: Int = 1_000) async throws -> [Result] {
    var results: [Result] = []
    for rate in failureRates {
      results.append(try await scroll(rows: rows, failureRate: rate, maxLoadedRows: maxLoadedRows))
    }
    return results
  }

  /// The viewport moves down 10 rows at a time, half a second apart on a test clock (a reader's
  /// pace: every row on screen loads its detail), reporting the rows that appear and leave, and
  /// waits (by yielding) for the pages and details it asked for.
  @MainActor
  static func scroll(rows total: Int, failureRate: Double, maxLoadedRows: Int) async throws -> Result {
    let clock = TestClock<Duration>()
    let model = AsyncListModel(
      source: ArrayPageSource(items: (0..<total).map(AppearBenchmark.Row.init(id:))),
      configuration: PagingConfiguration(pageSize: 100, maxLoadedRows: maxLoadedRows), clock: clock)
    let amounts = model.details(
      from: Amounts(failureRate: failureRate), configuration: DetailConfiguration(settleDelay: .zero))
    model.start()
    let baseline = MemoryBenchmark.residentBytes()
    var warm: Int?
    // The viewport shows top..<top + 20; each step moves it down 10 rows.
    var top = 0
    while top + 20 <= total {
      var spins = 0
      while model.metrics.loadsInFlight > 0 || amounts.metrics.loadsInFlight > 0
        || model.rows.totalCount < top + 20
      {
        await Task.yield()
        spins += 1
        if spins > 10_000_000 { throw BenchmarkTimeout() }
      }
      if top == 0 {
        for index in 0..<20 { model.rowAppeared(at: index) }
      } else {
        for index in top + 10..<top + 20 { model.rowAppeared(at: index) }
        for index in top - 10..<top { model.rowDisappeared(at: index) }
      }
      top += 10
      await clock.advance(by: .milliseconds(500))
      if warm == nil, top >= total / 10 { warm = MemoryBenchmark.residentBytes() }
    }
    let end = MemoryBenchmark.residentBytes()
    let warmBytes = warm ?? end
    return Result(
      rows: total, failureRate: failureRate, maxLoadedRows: maxLoadedRows, rowsHeld: model.rows.count,
      detailFailures: amounts.metrics.failures, detailLoads: amounts.metrics.loadsStarted,
      warmUpBytes: warmBytes - baseline, growthBytes: end - warmBytes)
  }
}
