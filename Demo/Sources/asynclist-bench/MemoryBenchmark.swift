import AsyncList
import Foundation

/// Resident memory while a viewport scrolls through a million rows with AsyncList's paging
/// machine, paging as it goes: with the memory cap (pages far behind are dropped for
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
  static func run(rows total: Int) -> (capped: Result, uncapped: Result) {
    let capped = scroll(rows: total, maxLoadedRows: 1_000)
    let uncapped = scroll(rows: total, maxLoadedRows: nil)
    return (capped, uncapped)
  }

  static func scroll(rows total: Int, maxLoadedRows: Int?) -> Result {
    let baseline = residentBytes()
    var peak = baseline
    var machine = PagingStateMachine<Int, AppearBenchmark.Row, String>(
      configuration: PagingConfiguration(pageSize: 100, maxLoadedRows: maxLoadedRows),
      query: ""
    )
    var pending = machine.handle(.start)
    var top = 0
    var checkpoints: [Checkpoint] = []
    let quarter = max(1, total / 4)
    while top < total {
      // Deliver the load the machine asked for, like a source that answers at once.
      while let (id, request) = AppearBenchmark.firstLoad(pending) {
        let start = request.key ?? 0
        let end = min(start + request.loadSize, total)
        pending = machine.handle(
          .loaded(id, Page(items: (start..<end).map(AppearBenchmark.Row.init(id:)), nextKey: end < total ? end : nil)))
      }
      let rows = machine.rows
      let bottom = min(top + 20, rows.endIndex)
      for index in top..<bottom { pending += machine.handle(.rowAppeared(index)) }
      top += 10
      if top % 50_000 == 0 { peak = max(peak, residentBytes()) }
      if top % quarter == 0 { checkpoints.append(Checkpoint(rows: top, rssBytesGrowth: residentBytes() - baseline)) }
      if bottom == rows.endIndex && !pending.contains(where: { if case .load = $0 { true } else { false } }) {
        break
      }
    }
    peak = max(peak, residentBytes())
    let rows = machine.rows
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
