import AsyncList
import AsyncListHTTP
import Foundation
import TerminalUI

/// Seed 000's list twice, side by side, over the same server: on the left as the seed writes it
/// (``NaiveAmountsList``), on the right with AsyncList. Both scroll together; each pane counts
/// its requests, wasted loads, rows without data and time waiting at the end.
@MainActor
final class CompareScreen: DemoScreen {
  let name = "compare"
  let naiveTally = CompareTally()
  let listTally = CompareTally()
  let naive: NaiveAmountsList
  let model: AsyncListModel<ServerLineSource>
  let details: DetailLoader<TalliedAmountSource>
  private var shown: Range<Int> = 0..<0

  /// Each pane gets its own HTTP client (`makeFetcher`), as two apps would: on one shared
  /// session the seed's burst of requests would queue AsyncList's behind it.
  init(baseURL: URL, makeFetcher: () -> HTTPFetcher) {
    let (naiveFetcher, listFetcher) = (makeFetcher(), makeFetcher())
    naive = NaiveAmountsList(
      pages: ServerLineSource(baseURL: baseURL, fetcher: naiveFetcher, tally: naiveTally),
      details: TalliedAmountSource(base: AmountSource(baseURL: baseURL, fetcher: naiveFetcher), tally: naiveTally),
      pageSize: 40)
    model = AsyncListModel(
      source: ServerLineSource(baseURL: baseURL, fetcher: listFetcher, tally: listTally),
      configuration: PagingConfiguration(pageSize: 40))
    details = model.details(
      from: TalliedAmountSource(base: AmountSource(baseURL: baseURL, fetcher: listFetcher), tally: listTally),
      configuration: DetailConfiguration(maxConcurrentLoads: 32))
  }

  /// AsyncList's presentation; each pane draws its own footer in its half of the line.
  var presentation: ListPresentation {
    let real = model.presentation
    return ListPresentation(
      content: real.content == .firstLoad && !naive.lines.isEmpty ? .rows : real.content, rowCount: real.rowCount)
  }
  var pageMetrics: ListMetrics { model.metrics }
  var detailMetrics: DetailMetrics? { details.metrics }
  var query: String? { nil }
  var dataAge: Duration? { nil }
  var rowHeight: Int { 1 }
  var summaryHeight: Int { 5 }
  var rowCount: Int { max(naive.lines.count, model.rows.totalCount) + 1 }

  func start() {
    naive.start()
    model.start()
  }
  func reset() {
    naive.reset()
    model.reset()
  }
  func refresh() { reset() }
  func retry() {
    naive.retry()
    model.retry()
  }
  func setQuery(_ text: String) {}
  func edit(_ key: Character, visible: Range<Int>) -> String? { nil }
  func submitQuery() {}

  /// Moves both panes, one row at a time as a real list scrolls (a jump of the viewport passes
  /// every row between), so both see the same rows come and go.
  func setVisible(_ range: Range<Int>) {
    let start = shown
    let delta = range.lowerBound - start.lowerBound
    if range.count == start.count, abs(delta) > 1 {
      let step = delta > 0 ? 1 : -1
      for offset in stride(from: step, to: delta, by: step).suffix(500) {
        show(start.lowerBound + offset..<start.upperBound + offset)
      }
    }
    show(range)
  }

  private func show(_ range: Range<Int>) {
    for index in range where !shown.contains(index) { naive.rowAppeared(at: index) }
    shown = range
    model.visibleRowsChanged(to: range.clamped(to: 0..<model.rows.totalCount))
    naiveTally.show(Set(range.compactMap { naive.lines.indices.contains($0) ? naive.lines[$0].id : nil }))
    listTally.show(Set(range.compactMap { model.rows.item(at: $0)?.id }))
  }

  func rowIsComplete(_ index: Int) -> Bool {
    guard let line = model.rows.item(at: index) else { return index >= model.rows.totalCount }
    return details.state(for: line.id).detail != nil
  }

  func account(_ elapsed: Duration, visible: Range<Int>, atEnd: Bool) {
    let seconds = elapsed / .seconds(1)
    let naiveMissing = visible.count { naive.lines.indices.contains($0) && naive.amounts[naive.lines[$0].id] == nil }
    naiveTally.account(
      seconds, rowsWithoutData: naiveMissing, waitingAtEnd: visible.upperBound > naive.lines.count && naive.hasMore)
    let total = model.rows.totalCount
    listTally.account(
      seconds, rowsWithoutData: visible.count { $0 < total && !rowIsComplete($0) },
      waitingAtEnd: visible.upperBound > total && model.presentation.footer == .loading)
  }

  func lines(at index: Int, width: Int, now: ContinuousClock.Instant) -> [Line] {
    let half = max(10, (width - 1) / 2)
    return [pane(naiveLine(at: index), half) + Line([Span("│", Style(dim: true))]) + pane(listLine(at: index), half)]
  }

  func summary(width: Int) -> [Line] {
    let half = max(10, (width - 1) / 2)
    func row(_ left: String, _ right: String, _ style: Style = .plain) -> Line {
      pane(Line([Span(left, style)]), half) + Line([Span("│", Style(dim: true))])
        + pane(Line([Span(right, style)]), half)
    }
    func figures(_ tally: CompareTally) -> [String] {
      [
        " requests \(tally.pageRequests + tally.detailRequests) (\(tally.pageRequests) pages, \(tally.detailRequests) amounts)",
        " wasted amount loads \(tally.wastedDetails) (\(tally.cancelledDetails) cancelled)",
        String(format: " rows without data %.1f row·s", tally.rowSecondsWithoutData),
        String(format: " waiting for rows at the end %.1f s", tally.secondsWaitingAtEnd),
      ]
    }
    var lines = [
      row(
        " seed 000 as written: all amounts at once", " AsyncList: visible rows, bounded, cancelled", Style(bold: true))
    ]
    for (left, right) in zip(figures(naiveTally), figures(listTally)) { lines.append(row(left, right)) }
    return lines
  }

  func changes() -> AsyncStream<Void> {
    let updates = model.updates()
    let stream = AsyncStream<Void> { continuation in
      let task = Task { @MainActor in for await _ in updates { continuation.yield() } }
      continuation.onTermination = { _ in task.cancel() }
    }
    return merge(stream, observe { [details] in _ = details.metrics })
  }

  private func naiveLine(at index: Int) -> Line {
    if index < naive.lines.count {
      let line = naive.lines[index]
      return amountLine(line.description, naive.amounts[line.id])
    }
    guard index == naive.lines.count else { return Line() }
    let status: EdgeStatus = naive.failure.map { .failed(LoadFailure(error: $0)) } ?? (naive.hasMore ? .loading : .end)
    return status.footerLine()
  }

  private func listLine(at index: Int) -> Line {
    let total = model.rows.totalCount
    if index < total {
      guard let line = model.rows.item(at: index) else { return Line([Span("·", Style(dim: true))]) }
      return amountLine(line.description, details.state(for: line.id).detail)
    }
    return index == total ? model.presentation.footer.footerLine() : Line()
  }

  private func amountLine(_ title: String, _ amount: Double?) -> Line {
    var line = Line([Span(title.padding(toLength: 12, withPad: " ", startingAt: 0), Style(bold: true))])
    if let amount {
      line.append(String(format: "%.1f ", amount))
      line.append(Bar.text(fraction: amount, width: 12), Style(foreground: RGB(80, 170, 255)))
    } else {
      line.append("Loading…", Style(dim: true))
    }
    return line
  }

  /// A line cut or padded to a width.
  private func pane(_ line: Line, _ width: Int) -> Line {
    let cut = line.truncated(to: width)
    return cut + Line([Span(String(repeating: " ", count: max(0, width - cut.width)))])
  }
}
