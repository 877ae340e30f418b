@_spi(Faces) import AsyncList
import AsyncListTesting
import Foundation

/// Resident memory while a viewport scrolls through a million rows of an `AsyncListModel`,
/// paging as it goes: with the memory cap (pages far behind are dropped for
/// placeholders) and without it (every row stays).
enum MemoryBenchmark {
  struct Result: Codable {
    /// Positions scrolled through (rows and placeholders).
    let rows: Int
    /// Rows held at the end.
    let rowsHeld: Int
    /// The cap, or `nil` without one.
    let maxLoadedRows: Int?
    let peakRSSBytesGrowth: Int
    /// RSS growth after each quarter of the scroll: flat with a cap.
    let checkpoints: [Checkpoint]
  }

  struct Checkpoint: Codable {
    let rows: Int
    let rssBytesGrowth: Int
  }

  /// Runs the capped scroll first: RSS does not shrink once the allocator has grown, so the
  /// uncapped run goes last.
  @MainActor
  static func run(rows total: Int) async throws -> (capped: Result, uncapped: Result) {
    let capped = try await scroll(rows: total, maxLoadedRows: 1_000)
    let uncapped = try await scroll(rows: total, maxLoadedRows: nil)
    return (capped, uncapped)
  }

  /// A 20-row viewport moving down 10 rows at a time through the public model, waiting for each
  /// page it asks for.
  @MainActor
  static func scroll(rows total: Int, maxLoadedRows: Int?) async throws -> Result {
    let baseline = residentBytes()
    var peak = baseline
    let model = AsyncListModel(
      source: ArrayPageSource(items: (0..<total).map(AppearBenchmark.Row.init(id:))),
      configuration: PagingConfiguration(pageSize: 100, maxLoadedRows: maxLoadedRows)
    )
    model.start()
    var top = 0
    var checkpoints: [Checkpoint] = []
    let quarter = max(1, total / 4)
    while top < total {
      // Yields to the page's delivery instead of the test kit's waitUntil: each wait leaves a
      // cancelled timeout behind that the runtime frees only at its deadline, which would be
      // measured here as the list's memory.
      var spins = 0
      while model.metrics.loadsInFlight > 0 {
        await Task.yield()
        spins += 1
        if spins > 10_000_000 { throw BenchmarkTimeout() }
      }
      let rows = model.rows
      let bottom = min(top + 20, rows.endIndex)
      for index in top..<bottom { model.rowAppeared(at: index) }
      top += 10
      if top % 50_000 == 0 { peak = max(peak, residentBytes()) }
      if top % quarter == 0 { checkpoints.append(Checkpoint(rows: top, rssBytesGrowth: residentBytes() - baseline)) }
      if bottom == rows.endIndex, model.metrics.loadsInFlight == 0, model.presentation.footer != .loading { break }
    }
    peak = max(peak, residentBytes())
    let rows = model.rows
    checkpoints.append(Checkpoint(rows: rows.totalCount, rssBytesGrowth: residentBytes() - baseline))
    blackHole(rows.count)
    return Result(
      rows: rows.totalCount, rowsHeld: rows.count, maxLoadedRows: maxLoadedRows, peakRSSBytesGrowth: peak - baseline,
      checkpoints: checkpoints)
  }

  /// Resident set size from /proc/self/statm (Linux); 0 elsewhere.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}

/// A page that never landed during the memory run.
struct BenchmarkTimeout: Error {}
