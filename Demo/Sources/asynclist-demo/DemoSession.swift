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
  /// The query when the search field opened: Esc puts it back.
  private var queryBeforeSearch = ""
  private(set) var faultsOn = false
  var message: String?
  /// The key help (`?` or `h`) is over the list until the next key.
  var showingHelp = false
  private var started: Set<Int> = []
  /// The fling in progress and when it began.
  private var fling: (motion: Fling, began: ContinuousClock.Instant)?
  /// Where the fling in progress stops, as last told to the screen.
  private var toldStop: Int?

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
    viewport.resize(height: max(1, (listHeight - screen.summaryHeight) / screen.rowHeight))
    // A window at the end of the rows stays at the end when the footer row comes after them (the
    // end of the list, or a page loading): End shows "End of list" once the last page lands.
    let footerCame = positions == screen.rowCount + 1 && viewport.count == screen.rowCount
    let atEnd = viewport.count > 0 && viewport.top == viewport.maxTop
    viewport.update(count: positions)
    if footerCame && atEnd { viewport.scroll(to: viewport.maxTop) }
    advanceFling()
    screen.setVisible(viewport.visible.clamped(to: 0..<screen.rowCount))
  }

  /// Whether a fling is moving the list.
  var isFlinging: Bool { fling != nil }

  /// Flings the list hard: 200 rows per second, slowing to a stop over 1.6 s (160 rows), or at
  /// the end of the rows loaded, as a scroll view stops at its content's edge.
  ///
  /// - Parameter down: `false` flings up.
  func fling(down: Bool) {
    fling = (Fling(velocity: down ? 200 : -200, duration: 1.6, origin: viewport.top), .now)
  }

  /// Moves the viewport to where the fling is now; ends it when it stops or meets an edge.
  private func advanceFling() {
    guard let (motion, began) = fling else { return }
    // Where it will stop, as a scroll view tells when the finger lifts: its natural end, within
    // the rows it has (`ScrollSettle.rows`, rows one unit tall, rests a target past the content
    // on the screen at its edge). Pages that land meanwhile move that edge, and the screen is
    // told again.
    let natural = Double(motion.top(after: motion.duration))
    if let stop = ScrollSettle.rows(
      top: natural, bottom: natural + Double(viewport.height), contentHeight: Double(viewport.count),
      positions: viewport.count),
      stop.lowerBound != toldStop
    {
      toldStop = stop.lowerBound
      screen.scrollWillSettle(on: stop)
    }
    let elapsed = began.duration(to: .now) / .seconds(1)
    let wanted = motion.top(after: elapsed)
    viewport.scroll(to: wanted)
    if motion.isOver(after: elapsed) || viewport.top != wanted { (fling, toldStop) = (nil, nil) }
  }

  /// Stops a fling under way, as a finger that touches the list does: the screen forgets
  /// where it was to stop.
  private func catchFling() {
    if fling != nil, toldStop != nil { screen.scrollWillSettle(on: nil) }
    (fling, toldStop) = (nil, nil)
  }

  /// The list's positions: its rows (placeholders included) and, where the core places one, the
  /// footer row after them, so End brings the footer into view.
  var positions: Int {
    let presentation = screen.presentation
    return screen.rowCount + (presentation.content == .rows && presentation.footerRow != nil ? 1 : 0)
  }

  func scroll(by rows: Int) {
    catchFling()
    viewport.scroll(by: rows)
  }
  func scrollToTop() {
    catchFling()
    viewport.scroll(to: 0)
  }
  func scrollToEnd() {
    catchFling()
    viewport.scroll(to: viewport.maxTop)
  }
  /// Half-way down every position: on a list that counts its rows (amounts), a jump to a far row
  /// that loads the page there, not the ones in between.
  func jumpHalfway() {
    catchFling()
    viewport.scroll(to: min(viewport.maxTop, screen.rowCount / 2))
  }

  func select(screen index: Int) {
    guard index != current, screens.indices.contains(index) else { return }
    catchFling()
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
    catchFling()
    screen.reset()
    viewport.scroll(to: 0)
  }

  func refresh() { screen.refresh() }

  /// A screen's own edit key (`d` delete, `u` favourite) on the rows on screen.
  func edit(_ key: Character) {
    message = screen.edit(key, visible: viewport.visible.clamped(to: 0..<screen.rowCount)) ?? message
  }
  func retry() { screen.retry() }

  func search(_ text: String) {
    guard screen.query != nil else {
      message = "search is on the songs, contacts and pages screens"
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

  /// A frame's time passed: the screen counts what its panes showed (the compare screen's
  /// counters). The list's own wait is measured by its model (``DemoScreen/waitMetrics``).
  func accountFrame(_ elapsed: Duration) {
    screen.account(elapsed, visible: viewport.visible, atEnd: viewport.isAtEnd)
  }

  // MARK: Keys

  /// Handles a key; returns false to quit.
  func handle(_ key: Key) async -> Bool {
    if searching { return handleSearch(key) }
    message = nil
    if showingHelp {
      showingHelp = false  // any key closes the help; q and Ctrl-C still quit
      if key != .interrupt && key != .character("q") { return true }
    }
    switch key {
    case .character("?"), .character("h"): showingHelp = true
    case .interrupt, .character("q"): return false
    case .up, .character("k"): scroll(by: -1)
    case .down, .character("j"): scroll(by: 1)
    case .pageUp: scroll(by: -viewport.height)
    case .pageDown, .character(" "): scroll(by: viewport.height)
    case .home, .character("g"): scrollToTop()
    case .end, .character("G"): scrollToEnd()
    case .character("J"): jumpHalfway()
    case .character("r"): reset()
    case .character("R"): refresh()
    case .character("t"): retry()
    case .character("e"): await toggleFaults()
    case .character("c"): _ = select(screenNamed: "compare")
    case .character("f"): fling(down: true)
    case .character("F"): fling(down: false)
    case .character(let digit) where digit.isNumber: select(screen: (digit.wholeNumberValue ?? 0) - 1)
    case .character(let key) where key == "d" || key == "u": edit(key)
    case .character("/"):
      if let query = screen.query {
        searching = true
        searchText = ""
        queryBeforeSearch = query
      } else {
        message = "search is on the songs, contacts and pages screens"
      }
    default: break
    }
    return true
  }

  private func handleSearch(_ key: Key) -> Bool {
    switch key {
    case .interrupt: return false
    case .escape:
      // Cancels the search: the query before it, applied at once (typing had changed it).
      searching = false
      if screen.query != queryBeforeSearch {
        screen.setQuery(queryBeforeSearch)
        screen.submitQuery()
        viewport.scroll(to: 0)
      }
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

}
