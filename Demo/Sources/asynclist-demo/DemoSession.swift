import AsyncList
import DemoServer
import Foundation
import TerminalUI

/// The demo's state: three screens, the current one, its viewport, search input, faults.
/// Both the interactive runner and the script runner drive it.
@MainActor
final class DemoSession {
  let screens: [AnyScreen]
  private(set) var current: Int
  private(set) var viewport = Viewport(height: 20)
  let serverDescription: String
  let embeddedServer: RunningDemoServer?
  private(set) var searching = false
  /// What the user typed since pressing `/`: a new search replaces the query as it is typed.
  private var searchText = ""
  private(set) var faultsOn = false
  var message: String?
  private(set) var stallTime = Duration.zero
  private var started: Set<Int> = []

  let faultRate: Double
  let baseFaults: FaultPlan

  init(
    screens: [AnyScreen],
    current: Int,
    serverDescription: String,
    embeddedServer: RunningDemoServer?,
    baseFaults: FaultPlan,
    faultRate: Double
  ) {
    self.baseFaults = baseFaults
    self.faultRate = faultRate
    self.screens = screens
    self.current = current
    self.serverDescription = serverDescription
    self.embeddedServer = embeddedServer
  }

  var screen: AnyScreen { screens[current] }

  /// Starts the current screen's list if needed and reports what is visible.
  func sync(listHeight: Int) {
    if !started.contains(current) {
      started.insert(current)
      screen.start()
    }
    viewport.resize(height: listHeight)
    viewport.update(count: screen.rowCount)
    screen.setVisible(viewport.visible)
  }

  func scroll(by rows: Int) { viewport.scroll(by: rows) }
  func scrollToTop() { viewport.scroll(to: 0) }
  func scrollToEnd() { viewport.scroll(to: viewport.maxTop) }

  func select(screen index: Int) {
    guard index != current, screens.indices.contains(index) else { return }
    screen.setVisible(0..<0)
    current = index
    searching = false
    viewport = Viewport(height: viewport.height)
  }

  func select(screenNamed name: String) -> Bool {
    guard let index = screens.firstIndex(where: { $0.name == name }) else { return false }
    select(screen: index)
    return true
  }

  func reset() {
    screen.reset()
    viewport.scroll(to: 0)
  }

  func refresh() { screen.refresh() }
  func retry() { screen.retry() }

  func search(_ text: String) {
    guard screen.query != nil else {
      message = "search is for the songs screen (3)"
      return
    }
    screen.setQuery(text)
    screen.submitQuery()
    viewport.scroll(to: 0)
  }

  func toggleFaults() async {
    guard let server = embeddedServer else {
      message = "fault injection toggles the embedded server only"
      return
    }
    faultsOn.toggle()
    var plan = baseFaults
    if faultsOn { plan.errorRate = faultRate }
    await server.setFaults(plan)
    message = faultsOn ? "faults on: \(Int(faultRate * 100))% of requests fail with 503" : "faults off"
  }

  /// Adds the time the screen showed something still loading: a first load, a loading footer
  /// at the end, or a visible row without its data.
  func accountStall(_ elapsed: Duration) {
    let presentation = screen.presentation
    let rowsShown = presentation.content == .rows
    let stalled = ScreenWait.isWaiting(
      rowsShown: rowsShown, listSettled: presentation.content != .firstLoad, userAtEnd: viewport.isAtEnd,
      moreRowsComing: presentation.footer == .loading,
      rowsWithoutData: rowsShown ? viewport.visible.count { !screen.rowIsComplete($0) } : 0)
    if stalled { stallTime += elapsed }
  }

  // MARK: Keys

  /// Handles a key; returns false to quit.
  func handle(_ key: Key) async -> Bool {
    if searching { return handleSearch(key) }
    message = nil
    switch key {
    case .interrupt, .character("q"): return false
    case .up, .character("k"): scroll(by: -1)
    case .down, .character("j"): scroll(by: 1)
    case .pageUp: scroll(by: -viewport.height)
    case .pageDown, .character(" "): scroll(by: viewport.height)
    case .home, .character("g"): scrollToTop()
    case .end, .character("G"): scrollToEnd()
    case .character("r"): reset()
    case .character("R"): refresh()
    case .character("t"): retry()
    case .character("e"): await toggleFaults()
    case .character("1"): select(screen: 0)
    case .character("2"): select(screen: 1)
    case .character("3"): select(screen: 2)
    case .character("/"):
      if screen.query != nil {
        searching = true
        searchText = ""
      } else {
        message = "search is for the songs screen (3)"
      }
    default: break
    }
    return true
  }

  private func handleSearch(_ key: Key) -> Bool {
    switch key {
    case .interrupt: return false
    case .escape: searching = false
    case .enter:
      searching = false
      screen.submitQuery()
      viewport.scroll(to: 0)
    case .backspace:
      searchText = String(searchText.dropLast())
      screen.setQuery(searchText)
      viewport.scroll(to: 0)
    case .character(let character):
      searchText.append(character)
      screen.setQuery(searchText)
      viewport.scroll(to: 0)
    default: break
    }
    return true
  }

  // MARK: Drawing

  static let bottomLines = 3  // footer, status, help

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
    var footer = Line()
    switch presentation.content {
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
      body = viewport.visible.map { screen.line(at: $0, width: columns, now: now) }
      if viewport.isAtEnd {
        switch presentation.footer {
        case .loading: footer = Line([Span(" \(Spinner.frame(tick)) Loading more…", Style(dim: true))])
        case .failed(let failure):
          footer = Line([Span(" Error: \(failure.message) — press t to retry", Style(foreground: RGB(230, 90, 90)))])
        case .end: footer = Line([Span(" End of list", Style(dim: true))])
        case .idle: break
        }
      }
    }
    if case .failed(let failure) = presentation.refresh {
      footer = Line([
        Span(" Refresh failed: \(failure.message) — press t to retry", Style(foreground: RGB(230, 90, 90)))
      ])
    } else if presentation.refresh == .refreshing {
      footer = Line([Span(" \(Spinner.frame(tick)) Refreshing…", Style(dim: true))])
    }

    let help: Line
    if searching {
      help = Line([
        Span(" / ", Style(bold: true, inverse: true)), Span(" \(screen.query ?? "")▏  enter: search now  esc: done"),
      ])
    } else if let message {
      help = Line([Span(" \(message)", Style(bold: true))])
    } else {
      help = Line([
        Span(
          " ↑↓ j k PgUp PgDn Home End · r reset · R refresh · / search · t retry · e faults · 1 2 3 · q quit",
          Style(dim: true))
      ])
    }
    return FrameLayout.frame(
      title: title, body: body, bottom: [footer, statusLine(), help], columns: columns, rows: rows)
  }

  func statusLine() -> Line {
    let presentation = screen.presentation
    let metrics = screen.pageMetrics
    let state: String
    switch presentation.content {
    case .firstLoad: state = "first load"
    case .firstLoadFailed: state = "first load failed"
    case .empty: state = "empty"
    case .rows: state = "rows"
    }
    var text = " state \(state) · rows \(presentation.rowCount) · pages \(metrics.pagesLoaded)"
    switch presentation.freshness {
    case .cached:
      let seconds = Int((screen.dataAge ?? .zero) / .seconds(1))
      text += " · cached \(seconds) s ago" + (presentation.refresh == .refreshing ? ", refreshing" : "")
    case .previousQuery: text += " · previous search shown until the new one loads"
    case .fresh: break
    }
    if metrics.pagesDropped > 0 { text += " (\(metrics.pagesDropped) dropped, \(metrics.pagesReloaded) reloaded)" }
    text += " · loads in flight \(metrics.loadsInFlight)"
    if let details = screen.detailMetrics {
      text += " · details in flight \(details.loadsInFlight) · cache hits \(details.cacheHits)"
    }
    text += " · faults \(faultsOn ? "on" : "off")"
    return Line([Span(text, Style(inverse: true))])
  }

  private func centeredBlock(_ texts: [String], columns: Int, rows: Int) -> [Line] {
    let top = max(0, (rows - texts.count) / 2)
    return Array(repeating: Line(), count: top) + texts.map { FrameLayout.centered($0, width: columns) }
  }
}
