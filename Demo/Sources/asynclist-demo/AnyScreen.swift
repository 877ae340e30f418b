import AsyncList
import TerminalUI

/// A screen of any source, as the session sees it.
@MainActor
protocol DemoScreen: AnyObject {
  var name: String { get }
  var presentation: ListPresentation { get }
  var pageMetrics: ListMetrics { get }
  var detailMetrics: DetailMetrics? { get }
  /// What the user of the list has waited for, as the engine measures it.
  var waitMetrics: WaitMetrics { get }
  /// Words before the status line, for a screen whose status describes one part of it.
  var statusPrefix: String? { get }
  var query: String? { get }
  var rowCount: Int { get }
  /// How old the rows are: shown as "cached 12 s ago" while they come from the store.
  var dataAge: Duration? { get }
  func start()
  func reset()
  func refresh()
  func retry()
  func setQuery(_ text: String)
  func submitQuery()
  func setVisible(_ range: Range<Int>)
  /// Where the scroll under way will stop (`nil`: it was caught), for ``AsyncListModel/scrollWillSettle(on:)``.
  func scrollWillSettle(on range: Range<Int>?)
  func rowIsComplete(_ index: Int) -> Bool
  /// Terminal lines per row.
  var rowHeight: Int { get }
  /// A row's lines, at most ``rowHeight``.
  func lines(at index: Int, width: Int, now: ContinuousClock.Instant) -> [Line]
  func changes() -> AsyncStream<Void>
  /// Lines drawn above the list (the compare screen's counters), and how many.
  var summaryHeight: Int { get }
  func summary(width: Int) -> [Line]
  /// A screen's own key (`d`, `u`) on the rows visible; what it did, or `nil` if the key is not
  /// the screen's.
  func edit(_ key: Character, visible: Range<Int>) -> String?
  /// A frame's time passed with these rows visible.
  func account(_ elapsed: Duration, visible: Range<Int>, atEnd: Bool)
}

extension DemoScreen {
  var statusPrefix: String? { nil }
}

extension ListScreen: DemoScreen {}

typealias AnyScreen = any DemoScreen
