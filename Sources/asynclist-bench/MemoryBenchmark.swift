import AsyncList
import Foundation

/// Resident memory while a viewport scrolls through a million rows with AsyncList's paging
/// machine, paging as it goes (no memory cap yet: every row stays).
enum MemoryBenchmark {
  struct Result: Codable {
    let rows: Int
    let peakRSSBytesGrowth: Int
  }

  static func run(rows total: Int) -> Result {
    let baseline = residentBytes()
    var peak = baseline
    var machine = PagingStateMachine<Int, AppearBenchmark.Row, String>(
      configuration: PagingConfiguration(pageSize: 100),
      query: ""
    )
    var pending = machine.handle(.start)
    var top = 0
    while top < total {
      // Deliver the load the machine asked for, like a source that answers at once.
      while let (id, request) = AppearBenchmark.firstLoad(pending) {
        let start = request.key ?? 0
        let end = min(start + request.loadSize, total)
        pending = machine.handle(
          .loaded(id, Page(items: (start..<end).map(AppearBenchmark.Row.init(id:)), nextKey: end < total ? end : nil)))
      }
      let bottom = min(top + 20, machine.rows.count)
      for index in top..<bottom { pending += machine.handle(.rowAppeared(index)) }
      top += 10
      if top % 50_000 == 0 { peak = max(peak, residentBytes()) }
      if bottom == machine.rows.count && !pending.contains(where: { if case .load = $0 { true } else { false } }) {
        break
      }
    }
    peak = max(peak, residentBytes())
    blackHole(machine.rows.count)
    return Result(rows: machine.rows.count, peakRSSBytesGrowth: peak - baseline)
  }

  /// Resident set size from /proc/self/statm (Linux); 0 elsewhere.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
