import AsyncList
import TerminalUI

/// One screen of the demo: a list model (and maybe a detail loader) drawn as terminal lines.
/// Subclasses draw rows; this class reports visibility, forwards commands and answers the
/// status line. It decides nothing about loading: the core does.
@MainActor
class ListScreen<Source: PageSource> {
  let name: String
  let model: AsyncListModel<Source>
  /// When each row's latest reveal started, by its serial.
  private var revealStarts: [Source.Item.ID: (serial: Int, start: ContinuousClock.Instant)] = [:]

  init(name: String, model: AsyncListModel<Source>) {
    self.name = name
    self.model = model
  }

  /// Positions: rows and the placeholders of pages the memory cap dropped.
  var rowCount: Int { model.rows.totalCount }
  var presentation: ListPresentation { model.presentation }
  var pageMetrics: ListMetrics { model.metrics }
  var waitMetrics: WaitMetrics { model.waitMetrics }
  /// Per-row data counters, for screens with a second level.
  var detailMetrics: DetailMetrics? { nil }
  var query: String? { nil }
  var dataAge: Duration? { model.dataAge }

  func start() { model.start() }
  func reset() { model.reset() }
  func retry() { model.retry() }
  func refresh() { Task { await model.refresh() } }
  func setQuery(_ text: String) {}
  func submitQuery() {}

  /// Reports the rows on screen; the core works out which came and went (by id, so a refresh
  /// that swaps rows at the same positions reports the new rows; placeholders by position).
  func setVisible(_ range: Range<Int>) {
    model.visibleRowsChanged(to: range)
  }

  func scrollWillSettle(on range: Range<Int>?) {
    model.scrollWillSettle(on: range)
  }

  /// The line of a placeholder: a row the memory cap dropped, loading again.
  static var placeholderLine: Line { Line([Span("·", Style(dim: true))]) }

  /// Whether the row shows everything it will show (its detail, for two-level screens).
  func rowIsComplete(_ index: Int) -> Bool { true }

  /// The row's line.
  func line(at index: Int, width: Int, now: ContinuousClock.Instant) -> Line { Line() }

  /// No keys of its own.
  func edit(_ key: Character, visible: Range<Int>) -> String? { nil }

  /// No lines above the list.
  var summaryHeight: Int { 0 }
  func summary(width: Int) -> [Line] { [] }
  /// Nothing to count beyond the session's own figures.
  func account(_ elapsed: Duration, visible: Range<Int>, atEnd: Bool) {}

  /// Terminal lines per row: one, unless a screen draws more.
  var rowHeight: Int { 1 }

  /// The row's lines: its one line, unless a screen draws more.
  func lines(at index: Int, width: Int, now: ContinuousClock.Instant) -> [Line] {
    [line(at: index, width: width, now: now)]
  }

  /// Wake-ups: the model's updates (subclasses add their loaders').
  func changes() -> AsyncStream<Void> {
    let updates = model.updates()
    return AsyncStream { continuation in
      let task = Task { @MainActor in
        for await _ in updates { continuation.yield() }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// How far a row's reveal animation has run, 0...1 (1 when there is none).
  func revealProgress(
    _ id: Source.Item.ID,
    _ reveal: Reveal?,
    duration: Duration,
    now: ContinuousClock.Instant
  ) -> Double {
    guard let reveal else { return 1 }
    if revealStarts[id]?.serial != reveal.serial {
      // Forget the rows the list no longer holds (a reset, a new query, pages dropped): kept,
      // they grew by every row ever revealed, about 0.4 MiB a minute in the soak.
      if revealStarts.count > 2 * model.rows.count + 256 {
        let rows = model.rows
        revealStarts = revealStarts.filter { rows[id: $0.key] != nil }
      }
      revealStarts[id] = (reveal.serial, now)
    }
    let elapsed = revealStarts[id].map { $0.start.duration(to: now) } ?? duration
    return min(1, elapsed / duration)
  }
}
