import AsyncList
import AsyncListTesting

/// A headless walk through the core: pages load as a simulated viewport scrolls over an
/// in-memory source with real latency, then refresh, search and reset run.
///
/// This is the interim demo; the full-screen terminal front end replaces it.
@main
@MainActor
struct DemoCommand {
  static func main() async {
    let arguments = CommandLine.arguments.dropFirst()
    func value(_ flag: String, default fallback: Int) -> Int {
      guard let index = arguments.firstIndex(of: flag), arguments.index(after: index) < arguments.endIndex,
        let value = Int(arguments[arguments.index(after: index)]), value >= 0
      else { return fallback }
      return value
    }
    let total = value("--rows", default: 200)
    let latency = Duration.milliseconds(value("--latency-ms", default: 120))
    let rowsPerSecond = max(1, value("--speed", default: 100))
    let height = 12
    let out = Transcript()

    let source = ArrayPageSource(
      items: (0..<total).map(DemoLine.init(id:)),
      latency: latency,
      matches: { line, query in line.title.contains(query) }
    )
    let model = AsyncListModel(source: source, configuration: PagingConfiguration(pageSize: 30))
    out.write(
      "AsyncList demo: \(total) lines, \(latency) per page, viewport of \(height) rows,"
        + " scrolling \(rowsPerSecond) rows/s"
    )
    model.start()
    out.screen("start", model: model, top: 0, height: height)
    await model.settle { $0.presentation.content != .firstLoad }
    out.screen("first page", model: model, top: 0, height: height)

    // Scroll a row at a time, as fast as the rows arrive.
    var top = 0
    var stalls = 0
    while true {
      let bottom = min(model.rows.count, top + height)
      for index in top..<bottom { model.rowAppeared(at: index) }
      if bottom == model.rows.count {
        if model.presentation.footer == .end { break }
        stalls += 1
        out.screen("waiting at row \(bottom)", model: model, top: top, height: height)
        await model.settle { $0.rows.count > bottom || $0.presentation.footer == .end }
        continue
      }
      model.rowDisappeared(at: top)
      top += 1
      try? await Task.sleep(for: .milliseconds(1_000 / rowsPerSecond))
      if top % 50 == 0 { out.screen("scrolled", model: model, top: top, height: height) }
    }
    out.screen("bottom", model: model, top: top, height: height)

    out.write("pull to refresh: old rows stay until the new first page lands")
    await model.refresh()
    out.screen("refreshed", model: model, top: 0, height: height)

    out.write("search \"7\"")
    model.query = "7"
    model.submitQuery()
    await model.settle { $0.presentation.content != .firstLoad }
    out.screen("search results", model: model, top: 0, height: height)

    out.write("reset")
    model.query = ""
    model.reset()  // applies the typed query at once
    out.screen("after reset", model: model, top: 0, height: height)
    await model.settle { $0.presentation.content != .firstLoad }
    out.screen("reloaded", model: model, top: 0, height: height)

    let metrics = model.metrics
    out.write(
      "summary: rows \(model.rows.count), pages \(metrics.pagesLoaded), loads \(metrics.loadsStarted),"
        + " errors \(metrics.failures), stalls at the end of the list \(stalls),"
        + " stale responses discarded \(metrics.staleResponsesDiscarded)"
    )
  }
}

extension AsyncListModel {
  /// Waits until a condition holds, re-checking after every update.
  func settle(_ condition: (AsyncListModel) -> Bool) async {
    for await _ in updates() where condition(self) { return }
  }
}
