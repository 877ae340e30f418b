import ArgumentParser
@_spi(Benchmarks) import AsyncListSimulator
import AsyncListTesting
import Foundation

/// `asynclist-bench`: figures measured side by side in one run.
@main
struct BenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "asynclist-bench",
    abstract:
      "Scroll simulations against the articles' approaches and the clairvoyant schedule, cost per row event, and memory."
  )

  @Flag(help: "Print JSON instead of tables.")
  var json = false

  @Option(help: "List sizes for the row-appear table.")
  var sizes = "1000,100000,1000000"

  @Option(help: "Rows scrolled in the memory run.")
  var memoryRows = 1_000_000

  @Option(help: "Rows scrolled in the memory run with a detail loader.")
  var detailMemoryRows = 100_000

  @Flag(help: "Only the memory runs: a million-row scroll, and a scroll with a detail loader whose loads fail.")
  var memoryOnly = false

  @Option(help: "List sizes for the instructions-per-event table (callgrind).")
  var costSizes = "1000,100000"

  @Flag(help: "Only the instructions-per-event table.")
  var costOnly = false

  @Option(help: "Rows in a warm page store, for the store table.")
  var storeSizes = "1000,100000"

  @Flag(help: "Only the page store table.")
  var storeOnly = false

  @Flag(help: "Only the faces' work per change on a million counted positions (invalidations, UIKit items).")
  var facesOnly = false

  @Flag(help: "Only the scroll simulations: the six paths and the generated family.")
  var pathsOnly = false

  @Option(help: "Cases in the generated family of scroll paths.")
  var cases = 300

  @Flag(help: "Only the sweep of detail configurations around the defaults, on the family.")
  var sweep = false

  @Option(help: "Milliseconds between the family's frames (row events come a frame at a time): 10, or 16.7 for 60 Hz.")
  var frame = 10.0

  @Flag(help: "Tell AsyncList where each fling of the family comes to rest (scrollWillSettle), as a scroll view can.")
  var hints = false

  @Flag(help: "Only the price of the rest range: the clairvoyant schedule held to it, by kind of scrolling.")
  var restRangeEvidence = false

  @Option(help: "Only one case of the family, by number: every strategy's figures on it.")
  var familyCase: Int?

  @Option(help: "Only a trace of one case of the family, by number: AsyncList's and the clairvoyant schedule's.")
  var traceCase: Int?

  @Option(help: "Seconds between the lines of --trace-case.")
  var traceEvery = 0.25

  @Flag(help: "Only the table of the family by kind of scrolling, in Markdown (.ci/figures).")
  var readmeFigures = false

  @Flag(help: "The headline table only, on a fifth of the family's cases: under a minute.")
  var quick = false

  @MainActor
  func run() async throws {
    if quick {
      let count = max(6, cases / 5)
      progress("the family of generated scroll paths, \(count) cases (a fifth of a full run)")
      let family = FamilyBenchmark.run(count: count, frame: .microseconds(Int(frame * 1000)), hints: hints)
      print("AsyncList against the articles' approaches and the clairvoyant schedule, \(count) generated cases")
      print("(a quick run; the full run and docs/Benchmarks.md use \(cases)):")
      print("")
      print(FamilyTargets.markdown(family), terminator: "")
      return
    }
    let storeSizes = self.storeSizes.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
    if storeOnly {
      try printStore(try await StoreBenchmark.run(sizes: storeSizes))
      return
    }
    if facesOnly {
      let faces = try await FaceBenchmark.run()
      if json { try printJSON(faces) } else { printFaces(faces) }
      return
    }
    if memoryOnly {
      let memory = try await MemoryBenchmark.run(rows: memoryRows)
      let details = try await DetailMemoryBenchmark.run(rows: detailMemoryRows, failureRates: [0, 0.3])
      if json {
        struct Output: Codable {
          let memory: MemoryBenchmark.Result
          let memoryWithoutCap: MemoryBenchmark.Result
          let detailMemory: [DetailMemoryBenchmark.Result]
        }
        try printJSON(Output(memory: memory.capped, memoryWithoutCap: memory.uncapped, detailMemory: details))
        return
      }
      printMemory(memory)
      print("")
      printDetailMemory(details)
      return
    }
    if let traceCase {
      FamilyBenchmark.trace(
        case: traceCase, count: cases, frame: .microseconds(Int(frame * 1000)), hints: hints, every: traceEvery)
      return
    }
    if let familyCase {
      FamilyBenchmark.show(case: familyCase, count: cases, frame: .microseconds(Int(frame * 1000)), hints: hints)
      return
    }
    if restRangeEvidence {
      RestRangeEvidence.run(count: cases, frame: .microseconds(Int(frame * 1000)), hints: hints)
      return
    }
    if sweep {
      FamilyBenchmark.sweep(count: cases, frame: .microseconds(Int(frame * 1000)))
      return
    }
    if readmeFigures {
      let family = FamilyBenchmark.run(count: cases, frame: .microseconds(Int(frame * 1000)), hints: hints)
      print(FamilyTargets.markdown(family), terminator: "")
      return
    }
    if pathsOnly {
      let paths = ScrollBenchmark.run()
      let family = FamilyBenchmark.run(count: cases, frame: .microseconds(Int(frame * 1000)), hints: hints)
      if json {
        struct Output: Codable {
          let paths: [SimulationResult]
          let family: [FamilyBenchmark.Entry]
        }
        try printJSON(Output(paths: paths, family: family))
        return
      }
      printPaths(paths)
      print("")
      FamilyBenchmark.report(family)
      FamilyTargets.report(family)
      return
    }
    let costSizes = self.costSizes.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
    let sections = costOnly ? 2 : 10
    progress("instructions per row event under callgrind (1 of \(sections); the longest, minutes)")
    let cost = try CostBenchmark.run(sizes: costSizes)
    progress("wall-clock time per row event (2 of \(sections))")
    let wall = try CostBenchmark.wall(sizes: costSizes)
    if costOnly {
      try printCost(cost, wall: wall)
      return
    }
    let sizes = self.sizes.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
    progress("the six hand-made scroll paths (3 of \(sections))")
    let paths = ScrollBenchmark.run()
    progress("the family of \(cases) generated scroll paths (4 of \(sections))")
    let family = FamilyBenchmark.run(count: cases, frame: .microseconds(Int(frame * 1000)), hints: hints)
    progress("row-appear handling against a list scan (5 of \(sections))")
    let appear = try await AppearBenchmark.run(sizes: sizes)
    progress("memory of a \(memoryRows)-row scroll (6 of \(sections))")
    let memory = try await MemoryBenchmark.run(rows: memoryRows)
    progress("memory with a detail loader whose loads fail (7 of \(sections))")
    let detailMemory = try await DetailMemoryBenchmark.run(rows: detailMemoryRows, failureRates: [0, 0.3])
    progress("the page store (8 of \(sections))")
    let store = try await StoreBenchmark.run(sizes: storeSizes)
    progress("the faces' work per change (9 of \(sections))")
    let faces = try await FaceBenchmark.run()
    progress("done; the tables follow (10 of \(sections))")
    if json {
      struct Output: Codable {
        let paths: [SimulationResult]
        let family: [FamilyBenchmark.Entry]
        let appear: [AppearBenchmark.Result]
        let memory: MemoryBenchmark.Result
        let memoryWithoutCap: MemoryBenchmark.Result
        let detailMemory: [DetailMemoryBenchmark.Result]
        let publicCost: [CostBenchmark.Result]?
        let publicWallClock: [CostBenchmark.WallResult]
        let store: [StoreBenchmark.Result]
        let faces: [FaceBenchmark.Result]
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      print(
        String(
          decoding: try encoder.encode(
            Output(
              paths: paths, family: family, appear: appear, memory: memory.capped, memoryWithoutCap: memory.uncapped,
              detailMemory: detailMemory, publicCost: cost, publicWallClock: wall, store: store, faces: faces)),
          as: UTF8.self))
      return
    }
    printPaths(paths)
    print("")
    FamilyBenchmark.report(family)
    FamilyTargets.report(family)
    print("")
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
    try printCost(cost, wall: wall)
    print("")
    printMemory(memory)
    print("")
    printDetailMemory(detailMemory)
    print("")
    try printStore(store)
    print("")
    printFaces(faces)
  }

  func printFaces(_ faces: [FaceBenchmark.Result]) {
    print("The faces per change, \(FaceBenchmark.positions) counted positions (30-row pages, a staggered first page,")
    print("12 rows on screen): invalidations of the SwiftUI face's reads and items the UIKit face touches, per event,")
    print("now and, on the same events, as the faces read before (the whole presentation in the rows' body, the")
    print("reveal limit in each row, a snapshot of every position per change). A UIKit cell is reconfigured alone")
    print("when its row's reads change (the rows column); a new generation reloads once, without animation.")
    print("event            n   structure     rows   edges   UIKit items   | before: structure   rows   UIKit items")
    for face in faces {
      let n = Double(max(1, face.occurrences))
      func per(_ value: Int) -> String { String(format: "%.2f", Double(value) / n) }
      print(
        face.event.padding(toLength: 15, withPad: " ", startingAt: 0)
          + String(format: "%3d", face.occurrences)
          + per(face.structure).leftPadded(12) + per(face.rows).leftPadded(9) + per(face.edges).leftPadded(8)
          + (face.reloads ? "reload" : per(face.planned)).leftPadded(14) + "   |"
          + per(face.oldStructure).leftPadded(19)
          + per(face.oldRows).leftPadded(7) + per(face.oldSnapshotItems).leftPadded(14))
    }
  }

  func printJSON(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
  }

  func printPaths(_ paths: [SimulationResult]) {
    print("Scroll paths in virtual time (12-row screen; stall = loading footer or a row without its data;")
    print("missing = rows the user wants on screen without their data, in row·seconds)")
    print("AsyncList: defaults (30-row pages, 4…32 detail loads adapting). AL no time: paging without")
    print("the clock (fixed page prefetch, no hold; details still timed). AL offsets: loads grow to 120")
    print("rows while the user outruns the pages (offset-keyed sources). AL cap 200: at most 200 rows")
    print("held. AL 100·16: 100-row pages, 4…16 detail loads.")
    print("S0–S4: the articles' approaches (SeedStrategy). bound: no strategy with 30-row cursor pages can")
    print("do better (each page after the one before, each detail after its page; unlimited detail loads).")
    print("clairvoyant: a heuristic that knows the path and each detail's latency (it starts no load that")
    print("would land after its row left), with AsyncList's limits; not a bound. clairvoyant ∞: 100-row")
    print("pages, unbounded loads.")
    for path in Dictionary(grouping: paths, by: \.path).sorted(by: { $0.key < $1.key }) {
      let results = path.value
      let bound = results.first { $0.strategy == "bound" }!.stallSeconds
      let bestSeed = results.filter { $0.strategy.hasPrefix("S") }.map(\.stallSeconds).min() ?? 0
      print("")
      print(path.key)
      print("strategy       stall s  ×bound  ×best seed  missing row·s  pages  details  wasted  updates  peak rows")
      for result in results {
        print(
          result.strategy.padding(toLength: 14, withPad: " ", startingAt: 0)
            + String(
              format: "%7.2f %7.2f %11.2f %14.1f %6d %8d %7d %8d %10d",
              result.stallSeconds,
              bound > 0 ? result.stallSeconds / bound : 0,
              bestSeed > 0 ? result.stallSeconds / bestSeed : 0,
              result.missingRowSeconds,
              result.pageRequests,
              result.detailLoads,
              result.wastedDetailLoads,
              result.notifications,
              result.peakRows
            )
        )
      }
    }
  }

  func printStore(_ results: [StoreBenchmark.Result]) throws {
    if storeOnly && json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      print(String(decoding: try encoder.encode(["store": results]), as: UTF8.self))
      return
    }
    print("Page store (GRDB file) through the public model; µs, min / median of \(StoreBenchmark.runs) starts")
    print("stored rows  first row: GRDB     in memory    no store, instant source   write/page: GRDB  in memory")
    for result in results {
      let f = { (figures: StoreBenchmark.Figures) in String(format: "%.0f / %.0f", figures.min, figures.median) }
      print(
        String(result.storedRows).padding(toLength: 13, withPad: " ", startingAt: 0)
          + f(result.firstRowMicroseconds).padding(toLength: 17, withPad: " ", startingAt: 0)
          + f(result.firstRowInMemoryMicroseconds).padding(toLength: 13, withPad: " ", startingAt: 0)
          + f(result.firstRowNoStoreMicroseconds).padding(toLength: 27, withPad: " ", startingAt: 0)
          + String(format: "%-18.0f%.1f", result.writeMicrosecondsPerPage, result.writeInMemoryMicrosecondsPerPage))
    }
    for result in results {
      print(
        "\(result.storedRows) rows: file \(result.fileBytesPer1000Rows) bytes per 1,000 rows "
          + "(their JSON alone: \(result.jsonBytesPer1000Rows))")
    }
  }

  func printCost(_ cost: [CostBenchmark.Result]?, wall: [CostBenchmark.WallResult]) throws {
    if costOnly && json {
      struct Output: Encodable {
        let publicCost: [CostBenchmark.Result]?
        let publicWallClock: [CostBenchmark.WallResult]
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      print(String(decoding: try encoder.encode(Output(publicCost: cost, publicWallClock: wall)), as: UTF8.self))
      return
    }
    if let cost {
      print("Instructions per event through the public API (callgrind; floor = [Int: Int] lookup + compare)")
      print("path                rows       instructions  × floor")
      for result in cost {
        print(
          result.path.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0)
            + String(result.rows).padding(toLength: 11, withPad: " ", startingAt: 0)
            + String(format: "%12.0f  %7.1f", result.instructionsPerEvent, result.timesFloor)
            + (result.path.isPage ? "   (per row)" : ""))
      }
      print("")
      print("Against the targets (instructions; ratio ≤ 1 meets the target)")
      for result in cost where result.rows == cost[0].rows {
        guard let target = result.path.target else { continue }
        let ratio = result.instructionsPerEvent / target
        print(
          result.path.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0)
            + String(
              format: "%8.0f  target %6.0f  ratio %5.2f  %@", result.instructionsPerEvent, target, ratio,
              ratio <= 1 ? "met" : "not met"))
      }
      if let page = CostBenchmark.pageCost(cost) {
        let target = CostBenchmark.perPageTarget
        print(
          "per page            "
            + String(
              format: "%8.0f  target %6.0f  ratio %5.2f  %@  (apart from its rows; %.0f per row)",
              page.perPage, target, page.perPage / target, page.perPage <= target ? "met" : "not met", page.perRow))
        if let bare = CostBenchmark.pageCost(cost, small: .barePage, large: .barePage100) {
          print(
            "bare page           "
              + String(
                format: "%8.0f  (a task, the hop back, one publish; the model's page costs %.2f× it; %.0f per row)",
                bare.perPage, page.perPage / bare.perPage, bare.perRow))
        }
        if let generic = CostBenchmark.pageCost(cost, small: .genericBarePage, large: .genericBarePage100) {
          print(
            "generic bare page   "
              + String(
                format: "%8.0f  (the bare page, generic and unspecialised as a library runs: %+.0f against the"
                  + " target; the model's page costs %.2f× it; %.0f per row)",
                generic.perPage, generic.perPage - target, page.perPage / generic.perPage, generic.perRow))
        }
      }
    } else {
      print("Instructions per event: valgrind is not installed (apt-get install valgrind)")
    }
    print("")
    print("Wall clock per event through the public API (7 native runs; ns, min and median)")
    print("path                rows         min ns   median ns  × floor (min)")
    for result in wall {
      print(
        result.path.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0)
          + String(result.rows).padding(toLength: 11, withPad: " ", startingAt: 0)
          + String(format: "%8.1f  %10.1f  %7.1f", result.minNanoseconds, result.medianNanoseconds, result.timesFloor)
          + (result.path.isPage ? "   (per row)" : ""))
    }
  }

  func printMemory(_ memory: (capped: MemoryBenchmark.Result, uncapped: MemoryBenchmark.Result)) {
    print("Memory over a \(memory.capped.rows)-row scroll (RSS growth, MiB)")
    let marks = memory.capped.checkpoints.map { "at \($0.rows / 1_000)k" }
    print(
      "".padding(toLength: 16, withPad: " ", startingAt: 0)
        + marks.map { $0.padding(toLength: 9, withPad: " ", startingAt: 0) }.joined() + "peak     rows held")
    for result in [memory.capped, memory.uncapped] {
      let cap = result.maxLoadedRows.map { "cap \($0) rows" } ?? "no cap"
      let figures = result.checkpoints.map { String(format: "%-9.1f", Double($0.rssBytesGrowth) / 1_048_576) }
      print(
        cap.padding(toLength: 16, withPad: " ", startingAt: 0) + figures.joined()
          + String(format: "%-9.1f%d", Double(result.peakRSSBytesGrowth) / 1_048_576, result.rowsHeld))
    }
  }

  func printDetailMemory(_ results: [DetailMemoryBenchmark.Result]) {
    guard let first = results.first else { return }
    print(
      "Memory with a detail loader over a \(first.rows)-row scroll (cap \(first.maxLoadedRows) rows; failed details"
        + " never retried; goal: growth after the first tenth under 1 MiB)")
    print(
      "failing  detail loads  failed   rows held  warm-up MiB  per held row B  growth after it KiB"
        + "  per row passed B")
    for result in results {
      print(
        String(format: "%3.0f %%    ", result.failureRate * 100)
          + String(
            format: "%-14d%-9d%-11d%-13.2f%-16.0f%-20.1f%.2f", result.detailLoads, result.detailFailures,
            result.rowsHeld, Double(result.warmUpBytes) / 1_048_576, result.warmUpBytesPerHeldRow,
            Double(result.growthBytes) / 1_024, result.bytesPerRowPassed))
    }
    print("(the runs share one process: only the first one's warm-up includes the allocator's own growth)")
  }

  /// One line on standard error, at once, as a section starts: the tables come at the end, on
  /// standard output, and a run takes minutes.
  ///
  /// - Parameter section: What is being measured.
  func progress(_ section: String) {
    guard !json else { return }
    FileHandle.standardError.write(Data("asynclist-bench: measuring \(section)…\n".utf8))
  }
}
