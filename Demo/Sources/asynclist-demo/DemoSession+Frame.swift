import AsyncList
import Foundation
import TerminalUI

extension DemoSession {
  // MARK: Drawing

  static let bottomLines = 4  // refresh notice, status (two lines), help

  /// Reports what a window of this height shows, without drawing it.
  func refreshVisibility(rows: Int) {
    sync(listHeight: FrameLayout.bodyRows(rows: rows, bottomCount: Self.bottomLines))
  }

  /// The frame for a window size.
  func frame(columns: Int, rows: Int, tick: Int, now: ContinuousClock.Instant) -> [Line] {
    let listHeight = FrameLayout.bodyRows(rows: rows, bottomCount: Self.bottomLines)
    sync(listHeight: listHeight)
    let presentation = screen.presentation
    var title = Line([Span(" AsyncList ", Style(bold: true, inverse: true)), Span(" ")])
    for (index, screen) in screens.enumerated() {
      title.append(
        " \(index + 1) \(screen.name) ", index == current ? Style(bold: true, inverse: true) : Style(dim: true))
    }
    if let query = screen.query { title.append("  search: \(query)", Style(bold: true)) }
    title.append("  \(serverDescription)", Style(dim: true))

    var body: [Line] = []
    var notice = Line()
    switch presentation.content {
    case .restoring:
      // Usually a frame; a slow disk (a first open, a busy machine) takes longer: say what it is.
      body = centeredBlock(["reading the stored rows…"], columns: columns, rows: listHeight)
    case .firstLoad:
      body = centeredBlock(["\(Spinner.frame(tick)) Loading…"], columns: columns, rows: listHeight)
    case .firstLoadFailed(let failure):
      body = centeredBlock(
        ["Could not load: \(failure.message)", "press t to retry"], columns: columns, rows: listHeight)
    case .empty:
      body = centeredBlock(
        screen.query != nil ? ["Nothing here", "press / to search"] : ["Nothing here"],
        columns: columns,
        rows: listHeight
      )
    case .rows:
      body = screen.summary(width: columns) + listBody(presentation, columns: columns, tick: tick, now: now)
    }
    if case .failed(let failure) = presentation.refresh {
      notice = Line([
        Span(" Refresh failed: \(failure.message) — press t to retry", Style(foreground: RGB(230, 90, 90)))
      ])
    } else if presentation.refresh == .refreshing {
      notice = Line([Span(" \(Spinner.frame(tick)) Refreshing…", Style(dim: true))])
    }

    let help: Line
    if searching {
      help = Line([
        Span(" / ", Style(bold: true, inverse: true)), Span(" \(screen.query ?? "")▏  enter: search now  esc: done"),
      ])
    } else if let message {
      help = Line([Span(" \(message)", Style(bold: true))])
    } else {
      // 74 columns: the whole line shows in an 80-column terminal, quit included; `?` lists the rest.
      help = Line([
        Span(" ↑↓ PgUp PgDn · f fling · r reset · R refresh · / search · ? help · q quit", Style(dim: true))
      ])
    }
    if showingHelp {
      body = centeredBlock(
        screen.name == "compare" ? Self.compareHelp : Self.keyHelp, columns: columns, rows: listHeight)
    }
    return FrameLayout.frame(
      title: title, body: body, bottom: [notice] + statusLines() + [help], columns: columns, rows: rows)
  }

  /// The status in two lines, each within 80 columns on a list of ordinary size: the list's state
  /// and loads, then what the user waited for.
  func statusLines() -> [Line] {
    let presentation = screen.presentation
    let metrics = screen.pageMetrics
    var parts: [String] = []
    switch presentation.content {
    case .restoring: parts.append("reading the stored rows")
    case .firstLoad: parts.append("loading the first page")
    case .firstLoadFailed: parts.append("first page failed")
    case .empty: parts.append("empty list")
    case .rows: break
    }
    parts.append("rows \(presentation.rowCount)")
    var pages = "pages \(metrics.pagesLoadedInGeneration)"
    if metrics.pagesLoaded != metrics.pagesLoadedInGeneration { pages += " (\(metrics.pagesLoaded) since start)" }
    if metrics.pagesDropped > 0 { pages += " (\(metrics.pagesDropped) dropped, \(metrics.pagesReloaded) reloaded)" }
    if metrics.jumps > 0 { pages += " · jumped \(metrics.jumps)×" }
    parts.append(pages)
    switch presentation.freshness {
    case .cached:
      let seconds = Int((screen.dataAge ?? .zero) / .seconds(1))
      parts.append("cached \(seconds) s ago" + (presentation.refresh == .refreshing ? ", refreshing" : ""))
    case .previousQuery: parts.append("previous search shown until the new one loads")
    case .fresh: break
    }
    var loading = "loading \(metrics.loadsInFlight) pages"
    if let details = screen.detailMetrics { loading += ", \(details.loadsInFlight) details" }
    parts.append(loading)
    parts.append("faults \(faultsOn ? "on" : "off")")
    // What the user waited for, as the engine measures it in the field: the time the user
    // waited (stalled), the row·s without data, and the detail loads lost of those started ("lost",
    // not "wasted": the compare screen's panes count wasted loads by the simulator's rule).
    let wait = screen.waitMetrics
    var waited = ["waited: stalled \(String(format: "%.1f", wait.stallSeconds)) s"]
    if screen.detailMetrics != nil {
      waited.append("no data \(String(format: "%.0f", wait.missingRowSeconds)) row·s")
      // Lost for good: the loads whose data may still be seen (landed, cached, their row not on
      // screen yet) are not counted, so the figure never rises while nobody touches the list.
      let lost = wait.detailLoadsWasted - wait.detailLoadsNotSeenYet
      waited.append("lost \(lost) of \(wait.detailLoadsStarted) detail loads")
    }
    let text = ([screen.statusPrefix].compactMap { $0 } + [parts.joined(separator: " · ")]).joined(separator: " ")
    return [
      Line([Span(" " + text, Style(inverse: true))]),
      Line([Span(" " + waited.joined(separator: " · "), Style(inverse: true))]),
    ]
  }

  /// The visible rows, each `rowHeight` lines, and the footer row where the core places one.
  private func listBody(_ presentation: ListPresentation, columns: Int, tick: Int, now: ContinuousClock.Instant)
    -> [Line]
  {
    let height = screen.rowHeight
    var body: [Line] = []
    for index in viewport.visible {
      var lines: [Line]
      if index < screen.rowCount {
        lines = screen.lines(at: index, width: columns, now: now)
      } else {
        lines = [(presentation.footerRow ?? .idle).footerLine(tick: tick)]
      }
      lines = Array(lines.prefix(height))
      lines += Array(repeating: Line(), count: height - lines.count)
      body += lines
    }
    return body
  }

  private func centeredBlock(_ texts: [String], columns: Int, rows: Int) -> [Line] {
    let top = max(0, (rows - texts.count) / 2)
    return Array(repeating: Line(), count: top) + texts.map { FrameLayout.centered($0, width: columns) }
  }

  /// Every key, for the help `?` shows over the list: one block, its lines padded to one width
  /// so that they center together, at most 72 columns.
  static let keyHelp = helpBlock(
    "Keys (any key closes this help)",
    "",
    "↑ ↓  j k      one row        PgUp PgDn space  one screen",
    "Home End g G  top, end       f F              fling down, up",
    "J             jump half-way (the pages between do not load)",
    "r             reset          R                refresh (rows stay)",
    "/             search         t                retry what failed",
    "e             faults on/off  d u              delete, favourite",
    "1-6           screens        c                compare",
    "q  Ctrl-C     quit",
  )

  /// What the compare screen shows and how to run it again, for `?` on that screen: at most 72
  /// columns, padded like ``keyHelp``.
  static let compareHelp = helpBlock(
    "The compare screen (any key closes this help)",
    "",
    "Left: the amounts list as the first article writes it. The next page loads",
    "when the last row appears, every new row's amount is asked for at once,",
    "and nothing is ever cancelled. Right: AsyncList, over the same server with",
    "the same latency and faults. The keys scroll both to the same rows; each",
    "stops at the end of its own rows until its next page lands.",
    "",
    "requests          page and amount requests sent to the server",
    "wasted            amounts loaded that never showed on screen",
    "rows without data rows on screen waiting for an amount, in row·seconds",
    "waiting ... end   time spent at the end of the rows while a page loaded",
    "",
    "Run it again: r resets both lists (e first turns faults on or off).",
    "From a shell: asynclist-demo --compare --latency 50-120",
  )

  /// Lines padded to one width, so that they center together.
  ///
  /// - Parameter lines: The help's lines.
  /// - Returns: Each padded to the longest.
  static func helpBlock(_ lines: String...) -> [String] {
    let width = lines.map(\.count).max() ?? 0
    return lines.map { $0.padding(toLength: width, withPad: " ", startingAt: 0) }
  }
}
