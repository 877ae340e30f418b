import ArgumentParser
import Foundation

/// `asynclist-bench`: figures measured side by side in one run.
@main
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "asynclist-bench",
    abstract: "Row-appear cost against seed 003's scan, and memory over a million-row scroll."
  )

  @Flag(help: "Print JSON instead of tables.")
  var json = false

  @Option(help: "List sizes for the row-appear table.")
  var sizes = "1000,100000,1000000"

  @Option(help: "Rows scrolled in the memory run.")
  var memoryRows = 1_000_000

  func run() throws {
    let sizes = self.sizes.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
    let appear = AppearBenchmark.run(sizes: sizes)
    let memory = MemoryBenchmark.run(rows: memoryRows)
    if json {
      struct Output: Codable {
        let paths: [String]
        let appear: [AppearBenchmark.Result]
        let memory: MemoryBenchmark.Result
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      print(String(decoding: try encoder.encode(Output(paths: [], appear: appear, memory: memory)), as: UTF8.self))
      return
    }
    print("Row-appeared handling (ns per event, lower is better)")
    print("rows        AsyncList   S3 scan       S3 / AsyncList")
    for size in sizes {
      let ours = appear.first { $0.rows == size && $0.strategy == "AsyncList" }!.nsPerEvent
      let scan = appear.first { $0.rows == size && $0.strategy != "AsyncList" }!.nsPerEvent
      print(
        String(size).padding(toLength: 12, withPad: " ", startingAt: 0)
          + String(format: "%9.1f   %11.1f   %10.0f×", ours, scan, scan / ours)
      )
    }
    print("")
    print(
      "Memory over a \(memory.rows)-row scroll (no memory cap yet): RSS grew \(memory.peakRSSBytesGrowth / 1_048_576) MiB"
    )
  }
}
