import AsyncList
import DemoServer
import Foundation
import TerminalUI

/// The plain front end for pipes and scripts: reads commands, prints what the screen shows
/// after each, then a summary.
///
/// Commands: `scroll N`, `fling down|up`, `wait MS`, `reset`, `refresh`, `search TEXT`, `retry`,
/// `screen NAME`, `faults on|off`, `end`, `top`, `delete`, `favourite`, `snapshot FILE` (the frame
/// as an SVG picture). Blank lines and lines starting with `#` are skipped.
@MainActor
enum ScriptRunner {
  static let columns = 100
  static let rows = 30

  /// Runs the commands, again and again until `repeatFor` has passed when it is given, sampling
  /// memory every `sampleEvery`.
  static func run(
    _ session: DemoSession, lines script: [String], repeatFor: Duration? = nil, sampleEvery: Duration = .seconds(60)
  ) async -> Int32 {
    var status: Int32 = 0
    var tick = 0
    var memory = MemorySamples(every: sampleEvery)
    let started = ContinuousClock.now
    let lines = script
    emit(transcript(session, tick: tick, label: "start"))
    emit(memory.sample(caches: await cachedBytes(session)))
    // Resident memory after a tenth of the commands (lists, caches and the allocator warm) and at
    // the end: what a long session keeps growing by.
    let warmUpLine = max(1, lines.count / 10)
    var warmResident: Int?
    var number = 0
    var executed = 0
    while number < lines.count {
      let raw = lines[number]
      number += 1
      executed += 1
      if executed == warmUpLine { warmResident = MemorySamples.residentBytes() }
      if memory.isDue { emit(memory.sample(caches: await cachedBytes(session))) }
      // Repeating: once the script has run, run it again until the time is up (each pass ends
      // with the script's own closing commands).
      if number == lines.count, let repeatFor, ContinuousClock.now - started < repeatFor { number = 0 }
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
      let argument = parts.count > 1 ? parts[1] : ""
      switch parts[0] {
      case "scroll":
        guard let rows = Int(argument) else {
          status = fail("scroll needs a number: \(line)")
          continue
        }
        session.scroll(by: rows)
        await settle(session)
      case "wait":
        guard let milliseconds = Int(argument), milliseconds >= 0 else {
          status = fail("wait needs milliseconds: \(line)")
          continue
        }
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(milliseconds))
        while ContinuousClock.now < deadline {
          try? await Task.sleep(for: .milliseconds(20))
          session.accountFrame(.milliseconds(20))
          tick += 1
          session.refreshVisibility(rows: rows)
        }
      case "fling":
        guard argument == "down" || argument == "up" else {
          status = fail("fling needs down or up: \(line)")
          continue
        }
        session.fling(down: argument == "down")
        // Frames at 60 Hz until it stops, as a display would draw them.
        while session.isFlinging {
          try? await Task.sleep(for: .milliseconds(16))
          session.accountFrame(.milliseconds(16))
          session.refreshVisibility(rows: rows)
        }
      case "reset": session.reset()
      case "refresh": session.refresh()
      case "retry": session.retry()
      case "search": session.search(argument)
      case "delete", "favourite": session.edit(parts[0] == "delete" ? "d" : "u")
      case "top": session.scrollToTop()
      case "end": session.scrollToEnd()
      case "jump": session.jumpHalfway()
      case "screen":
        if !session.select(screenNamed: argument) { status = fail("unknown screen: \(argument)") }
      case "snapshot":
        // The script draws no frame while it waits, so reveals start with the first frame that
        // shows them: draw one now, and picture the screen once they have played (2 s later).
        let now = ContinuousClock.now
        _ = session.frame(columns: columns, rows: rows, tick: tick, now: now)
        let frame = session.frame(columns: columns, rows: rows, tick: tick + 100, now: now.advanced(by: .seconds(2)))
        do {
          try SVGFrame.render(frame, columns: columns).write(toFile: argument, atomically: true, encoding: .utf8)
        } catch {
          status = fail("cannot write \(argument): \(error)")
        }
      case "faults":
        let on = argument == "on"
        if on != session.faultsOn { await session.toggleFaults() }
      default:
        status = fail("unknown command: \(line)")
        continue
      }
      emit(transcript(session, tick: tick, label: line))
    }
    let page = session.screen.pageMetrics
    let details = session.screen.detailMetrics
    let seconds = session.screen.waitMetrics.stallSeconds
    emit(
      "summary: screen \(session.screen.name), rows \(session.screen.rowCount), pages \(page.pagesLoaded),"
        + " loads \(page.loadsStarted + (details?.loadsStarted ?? 0)),"
        + " errors \(page.failures + (details?.failures ?? 0)),"
        + " stall \(String(format: "%.2f", seconds)) s\n"
    )
    emit(memory.sample(caches: await cachedBytes(session)))
    emit(memory.lastHalf)
    let end = MemorySamples.residentBytes()
    let mebibytes = { (bytes: Int) in String(format: "%.1f", Double(bytes) / 1_048_576) }
    emit(
      "memory: rss \(mebibytes(warmResident ?? end)) MiB after the first tenth of the commands,"
        + " \(mebibytes(end)) MiB at the end (growth \(mebibytes(end - (warmResident ?? end))) MiB)\n")
    return status
  }

  /// What the bounded caches hold: the embedded server's encoded images and the pictures'
  /// detail cache (its cost is bytes).
  private static func cachedBytes(_ session: DemoSession) async -> Int {
    let images = await session.embeddedServer?.cachedImageBytes ?? 0
    let pictures = session.screens.first { $0.name == "pictures" }?.detailMetrics?.cachedCost ?? 0
    return images + pictures
  }

  /// Lets the model react to visibility before the transcript is printed.
  private static func settle(_ session: DemoSession) async {
    session.refreshVisibility(rows: rows)
    await Task.yield()
  }

  private static func transcript(_ session: DemoSession, tick: Int, label: String) -> String {
    let frame = session.frame(columns: columns, rows: rows, tick: tick, now: .now)
    var text = "── \(label)\n"
    for line in frame {
      let plain = line.plainText
      text += plain.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) + "\n"
    }
    return text
  }

  /// Writes straight to standard output, so a pipe sees each transcript at once.
  private static func emit(_ text: String) {
    Terminal.write(text.hasSuffix("\n") ? text : text + "\n")
  }

  private static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("asynclist-demo: \(message)\n".utf8))
    return 2
  }
}
