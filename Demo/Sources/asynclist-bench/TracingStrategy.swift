import AsyncListSimulator
import Foundation

/// A strategy's view of one case over time, for finding where it waits: wraps a strategy and
/// prints, every `every` seconds, the top row the path wants, the positions held, the rows on
/// screen without their data, and the detail and page loads in flight.
struct TracingStrategy<Base: ScrollStrategy>: ScrollStrategy {
  var base: Base
  let path: ScrollPath
  let every: Double
  var nextPrint = 0.0
  var visible = 0..<0
  var details: Set<Int> = []
  var pages = 0

  var name: String { base.name }
  var rowCount: Int { base.rowCount }
  var rowsHeld: Int { base.rowsHeld }
  var reachedEnd: Bool { base.reachedEnd }
  var notifications: Int { base.notifications }
  func hasDetail(_ row: Int) -> Bool { base.hasDetail(row) }

  mutating func note(_ commands: [SimulationCommand], now: Duration) -> [SimulationCommand] {
    for command in commands {
      switch command {
      case .loadDetail(let id, _): details.insert(id)
      case .cancelDetail(let id): details.remove(id)
      case .loadPage: pages += 1
      default: break
      }
    }
    while Self.seconds(now) >= nextPrint {
      let missing = visible.count { !base.hasDetail($0) }
      let wanted = path.topRow(nextPrint)
      print(
        String(
          format: "%6.2f want %7.1f top %5d held %5d nodata %2d details %2d pages %d", nextPrint, wanted,
          visible.lowerBound, base.rowCount, missing, details.count, pages))
      nextPrint += every
    }
    return commands
  }

  mutating func start(now: Duration) -> [SimulationCommand] { note(base.start(now: now), now: now) }
  mutating func visibleRowsChanged(to rows: Range<Int>, now: Duration) -> [SimulationCommand] {
    visible = rows
    return note(base.visibleRowsChanged(to: rows, now: now), now: now)
  }
  mutating func pageLoaded(id: Int, rows: Range<Int>, now: Duration) -> [SimulationCommand] {
    pages -= 1
    return note(base.pageLoaded(id: id, rows: rows, now: now), now: now)
  }
  mutating func detailLoaded(id: Int, row: Int, now: Duration) -> [SimulationCommand] {
    details.remove(id)
    return note(base.detailLoaded(id: id, row: row, now: now), now: now)
  }
  mutating func woke(id: Int, now: Duration) -> [SimulationCommand] { note(base.woke(id: id, now: now), now: now) }
  mutating func scrollWillSettle(on rows: Range<Int>?, now: Duration) -> [SimulationCommand] {
    note(base.scrollWillSettle(on: rows, now: now), now: now)
  }

  /// A duration in seconds.
  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }
}
