import Foundation

// `asynclist-cost PATH EVENTS ROWS`: runs one cost path of `asynclist-bench` (which starts this
// under callgrind and divides the difference of two runs' instructions by the difference of
// their events). The main thread stays synchronous and drives the main actor's queue through
// the run loop.
let arguments = CommandLine.arguments
guard arguments.count == 4, let path = CostPath(rawValue: arguments[1]), let events = Int(arguments[2]),
  let rows = Int(arguments[3]), events >= 0, rows > 0
else {
  FileHandle.standardError.write(
    Data("usage: asynclist-cost \(CostPath.allCases.map(\.rawValue).joined(separator: "|")) EVENTS ROWS\n".utf8))
  exit(2)
}
path.run(events: events, rows: rows)
