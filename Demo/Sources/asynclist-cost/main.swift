import Foundation

// `asynclist-cost PATH EVENTS ROWS`: runs one cost path of `asynclist-bench`, which starts this
// under callgrind (and divides the difference of two runs' instructions by the difference of
// their events) and natively for wall time (this prints the measured loop's nanoseconds). The
// main thread stays synchronous and drives the main actor's queue through the run loop.
let arguments = CommandLine.arguments
guard arguments.count == 4, let path = CostPath(rawValue: arguments[1]), let events = Int(arguments[2]),
  let rows = Int(arguments[3]), events >= 0, rows > 0
else {
  FileHandle.standardError.write(
    Data("usage: asynclist-cost \(CostPath.allCases.map(\.rawValue).joined(separator: "|")) EVENTS ROWS\n".utf8))
  exit(2)
}
// The measured loop's wall time, for the bench's wall-clock table (callgrind ignores it).
let elapsed = path.run(events: events, rows: rows)
let (seconds, attoseconds) = elapsed.components
print("ns \(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)")
