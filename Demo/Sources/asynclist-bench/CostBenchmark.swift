import AsyncList
import AsyncListTesting
import Foundation

/// Instructions per event through the public API, counted by callgrind (repeatable, unlike wall
/// time): the bench runs `asynclist-cost` (built beside it) under `valgrind --tool=callgrind`
/// twice per path, with two event counts, and divides the difference in instructions by the difference in events, so process
/// start and set-up cancel out. The floor — a dictionary lookup and a compare per event — is
/// measured the same way in the same run.
enum CostBenchmark {
  /// One measured path (`asynclist-cost` runs it).
  enum Path: String, CaseIterable, Codable {
    /// `rowAppeared(at:)` on a loaded list, starting nothing.
    case appear
    /// `rowDisappeared(at:)`.
    case disappear
    /// A row appearing and one leaving (a one-row scroll step) with a `DetailLoader` attached,
    /// while the screen moves: the settle delay holds new loads, so a step is the loader's
    /// bookkeeping (positions, reveal decision, cancellation check), not a load.
    case detailStep
    /// The detail step over rows whose details are all cached: each row that comes into view
    /// plays its reveal.
    case detailStepWarm
    /// A row appearing and one leaving without a detail loader.
    case step
    /// A 30-row page landing end to end (request, task, response, publish), given per row.
    case pageLanding
    /// A 100-row page landing, given per row.
    case pageLanding100
    /// A 30-row page through a bare observable list (a task, the hop back, one publish), given
    /// per row: the floor of a page's cost.
    case barePage
    /// The same with 100-row pages.
    case barePage100
    /// The bare page generic over its source and compiled in a module of its own, so that it
    /// runs unspecialised, as the library does for an app: the least a page costs in any list
    /// a library could ship.
    case genericBarePage
    /// The same with 100-row pages.
    case genericBarePage100
    /// A `[Int: Int]` lookup and a compare: the floor.
    case floor

    /// Events per unit the figure is given in (a page landing is given per row).
    var rowsPerEvent: Int {
      switch self {
      case .pageLanding, .barePage, .genericBarePage: 30
      case .pageLanding100, .barePage100, .genericBarePage100: 100
      default: 1
      }
    }
    /// Whether an event is a page (its figure is given per row).
    var isPage: Bool { rowsPerEvent > 1 }
    /// Whether the path is measured at the first list size only (its set-up grows with the list:
    /// pages, or a warm-up that loads every row's detail).
    var firstSizeOnly: Bool { isPage || self == .detailStepWarm }
    /// Event counts of the two runs.
    var counts: (Int, Int) { isPage ? (100, 300) : (10_000, 30_000) }

    /// The target the project holds this path to, in instructions per event (per row for a
    /// page), or `nil` for none.
    var target: Double? {
      switch self {
      case .appear: 400
      case .step: 600
      case .detailStep: 3_000
      case .pageLanding100: 1_200
      default: nil
      }
    }
  }

  /// The cost of a page apart from its rows, from the two page sizes: a page of n rows costs
  /// about `perPage + n × perRow`.
  ///
  /// - Parameters:
  ///   - results: The measured paths.
  ///   - smallPath: The path of 30-row pages.
  ///   - largePath: The path of 100-row pages.
  /// - Returns: Instructions per page and per row, or `nil` without both page figures.
  static func pageCost(
    _ results: [Result], small smallPath: Path = .pageLanding, large largePath: Path = .pageLanding100
  ) -> (perPage: Double, perRow: Double)? {
    guard let small = results.first(where: { $0.path == smallPath }),
      let large = results.first(where: { $0.path == largePath })
    else { return nil }
    let (a, b) = (30 * small.instructionsPerEvent, 100 * large.instructionsPerEvent)
    let perRow = (b - a) / 70
    return (a - 30 * perRow, perRow)
  }

  /// The target for a page's fixed cost (apart from its rows), in instructions. The bare page
  /// (a task, the hop back, one publish) measures about 37,000, and the same list generic over
  /// its source, as a library's list is, about 41,000: the target is at the floor of a list that
  /// decides nothing (see docs/Benchmarks.md, "A page's floor in a library").
  static let perPageTarget = 40_000.0

  struct Result: Codable {
    let path: Path
    let rows: Int
    let instructionsPerEvent: Double
    /// This path's figure over the floor's.
    let timesFloor: Double
  }

  // MARK: - The driver

  /// Wall-clock time per event of one path, over repeated native runs.
  struct WallResult: Codable {
    let path: Path
    let rows: Int
    /// Nanoseconds per event (per row for a page landing): the fastest run.
    let minNanoseconds: Double
    /// The median run.
    let medianNanoseconds: Double
    /// This path's fastest over the floor's fastest.
    let timesFloor: Double
  }

  /// `asynclist-cost`, beside this executable: built there first, with the same configuration
  /// (`swift run` builds only the product it runs, and a binary left from an older checkout
  /// would measure the older library; the build does nothing when it is up to date).
  static func costExecutable() throws -> String {
    let binary = URL(fileURLWithPath: "/proc/self/exe".resolvingSymlink()).deletingLastPathComponent()
    let cost = binary.appendingPathComponent("asynclist-cost").path
    // The binary sits in <package>/.build/<triple>/<configuration>/.
    let configuration = binary.lastPathComponent
    let package = binary.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let command = ["swift", "build", "--package-path", package, "-c", configuration, "--product", "asynclist-cost"]
    FileHandle.standardError.write(
      Data("asynclist-bench: building asynclist-cost: \(command.joined(separator: " "))\n".utf8))
    let build = Process()
    build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    build.arguments = command
    build.standardOutput = FileHandle.standardError
    try build.run()
    build.waitUntilExit()
    guard build.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: cost) else {
      throw CostError(
        path: .floor, events: 0,
        output: "\(cost) is missing and could not be built; run: \(command.joined(separator: " "))")
    }
    return cost
  }

  /// Measures every path at each size natively, `runs` times each: the loop's own wall time
  /// (`asynclist-cost` times it, set-up excluded), per event, minimum and median.
  static func wall(sizes: [Int], runs: Int = 7) throws -> [WallResult] {
    let cost = try costExecutable()
    var raw: [(Path, Int, [Double])] = []
    for size in sizes {
      for path in Path.allCases where !(path.firstSizeOnly && size != sizes[0]) {
        let events = path.isPage ? 300 : path == .detailStepWarm ? 100_000 : 1_000_000
        let times = try (0..<runs).map { _ in
          try nanoseconds(cost: cost, path: path, events: events, rows: size) / Double(events * path.rowsPerEvent)
        }
        raw.append((path, size, times.sorted()))
      }
    }
    return raw.map { path, size, times in
      let floor = raw.first { $0.0 == .floor && $0.1 == size }?.2.first ?? 1
      return WallResult(
        path: path, rows: size, minNanoseconds: times[0], medianNanoseconds: times[times.count / 2],
        timesFloor: times[0] / floor)
    }
  }

  /// The measured loop's nanoseconds in one native run of `asynclist-cost`.
  static func nanoseconds(cost: String, path: Path, events: Int, rows: Int) throws -> Double {
    let (status, text) = try capture(cost, [path.rawValue, String(events), String(rows)], stream: .output)
    guard status == 0, let line = text.split(separator: "\n").first(where: { $0.hasPrefix("ns ") }),
      let value = Double(line.dropFirst(3))
    else {
      throw CostError(path: path, events: events, output: String(text.suffix(2_000)))
    }
    return value
  }

  enum Stream { case output, error }

  /// Runs a program and reads one of its streams (the other is discarded).
  ///
  /// - Returns: Its exit status and the stream's text.
  static func capture(_ executable: String, _ arguments: [String], stream: Stream) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = stream == .output ? pipe : FileHandle.nullDevice
    process.standardError = stream == .error ? pipe : FileHandle.nullDevice
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// Measures every path at each size; `nil` when valgrind is not installed.
  static func run(sizes: [Int]) throws -> [Result]? {
    guard let valgrind = which("valgrind") else { return nil }
    let cost = try costExecutable()
    var raw: [(Path, Int, Double)] = []
    for size in sizes {
      for path in Path.allCases where !(path.firstSizeOnly && size != sizes[0]) {
        let (small, large) = path.counts
        let low = try instructions(valgrind: valgrind, cost: cost, path: path, events: small, rows: size)
        let high = try instructions(valgrind: valgrind, cost: cost, path: path, events: large, rows: size)
        raw.append((path, size, Double(high - low) / Double((large - small) * path.rowsPerEvent)))
      }
    }
    return raw.map { path, size, cost in
      let floor = raw.first { $0.0 == .floor && $0.1 == size }?.2 ?? 1
      return Result(path: path, rows: size, instructionsPerEvent: cost, timesFloor: cost / floor)
    }
  }

  /// Instructions callgrind counted for one run of `asynclist-cost` on one path.
  static func instructions(valgrind: String, cost: String, path: Path, events: Int, rows: Int) throws -> Int {
    let (status, output) = try capture(
      valgrind,
      ["--tool=callgrind", "--callgrind-out-file=/dev/null", cost, path.rawValue, String(events), String(rows)],
      stream: .error)
    guard status == 0,
      let line = output.split(separator: "\n").first(where: { $0.contains("Collected :") }),
      let count = Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
    else {
      throw CostError(path: path, events: events, output: String(output.suffix(2_000)))
    }
    return count
  }

  struct CostError: Error, CustomStringConvertible {
    let path: Path
    let events: Int
    let output: String
    var description: String { "run of \(path) with \(events) events failed:\n\(output)" }
  }

  static func which(_ tool: String) -> String? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    return paths.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}

extension String {
  /// The file a symbolic link points to (`/proc/self/exe` → this executable).
  fileprivate func resolvingSymlink() -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: self)) ?? self
  }
}
