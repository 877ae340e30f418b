@_spi(Faces) import AsyncList
import AsyncListHTTP
import DemoServices
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
  /// What each pane shows. Both follow the same scroll (two phones under one finger), each
  /// clamped to its own rows and footer: the one with fewer rows stops at its end, and follows
  /// the scroll again once its rows land (as the simulator's screen does, so the figures mean
  /// the same here and there).
  private var naiveShown: Range<Int> = 0..<0
  private var listShown: Range<Int> = 0..<0
  /// The shared scroll: the rows the session's viewport shows.
  private var wanted: Range<Int> = 0..<0

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
  var waitMetrics: WaitMetrics { model.waitMetrics }
  /// The status line describes the right pane, AsyncList's list.
  var statusPrefix: String? { "AsyncList's pane:" }
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
    naiveTally.newGeneration()
    listTally.newGeneration()
    naive.reset()
    model.reset()
    (naiveShown, listShown, wanted) = (0..<0, 0..<0, 0..<0)
  }
  func refresh() { reset() }
  func retry() {
    naive.retry()
    model.retry()
  }
  func setQuery(_ text: String) {}
  func edit(_ key: Character, visible: Range<Int>) -> String? { nil }
  func submitQuery() {}

  /// Moves both panes to the scroll, one row at a time as a real list scrolls (a jump passes
  /// every row between), each as far as its own rows reach.
  func setVisible(_ range: Range<Int>) {
    wanted = range
    let naiveTarget = pane(showing: range, count: naive.lines.count + 1)
    naiveShown = move(naiveShown, to: naiveTarget) { [naive, naiveTally] in
      for index in $1 where !$0.contains(index) { naive.rowAppeared(at: index) }
      naiveTally.show(Set($1.compactMap { naive.lines.indices.contains($0) ? naive.lines[$0].id : nil }))
    }
    let listTarget = pane(showing: range, count: model.rows.totalCount + 1)
    listShown = move(listShown, to: listTarget) { [model, listTally] in
      model.visibleRowsChanged(to: $1.clamped(to: 0..<model.rows.totalCount))
      listTally.show(Set($1.compactMap { model.rows.item(at: $0)?.id }))
    }
  }

  /// Tells AsyncList where its pane stops (the seed's list has no way to hear it): the shared
  /// stop, clamped to its rows.
  func scrollWillSettle(on range: Range<Int>?) {
    guard let range else { return model.scrollWillSettle(on: nil) }
    model.scrollWillSettle(on: pane(showing: range, count: model.rows.totalCount))
  }

  /// A pane's rows for the shared scroll: the same rows, clamped so they stay within its positions
  /// (rows and footer).
  private func pane(showing range: Range<Int>, count: Int) -> Range<Int> {
    let top = min(max(0, count - range.count), max(0, range.lowerBound))
    return top..<min(count, top + range.count)
  }

  /// Steps a pane from where it is to a target one row at a time, telling it each step.
  private func move(
    _ from: Range<Int>, to target: Range<Int>, show: (_ before: Range<Int>, _ now: Range<Int>) -> Void
  ) -> Range<Int> {
    let delta = target.lowerBound - from.lowerBound
    var current = from
    if target.count == from.count, abs(delta) > 1 {
      let step = delta > 0 ? 1 : -1
      for offset in stride(from: step, to: delta, by: step).suffix(500) {
        let next = from.lowerBound + offset..<from.upperBound + offset
        show(current, next)
        current = next
      }
    }
    show(current, target)
    return target
  }

  func rowIsComplete(_ index: Int) -> Bool {
    guard let line = model.rows.item(at: index) else { return index >= model.rows.totalCount }
    return details.state(for: line.id).detail != nil
  }

  /// Adds a frame to each pane's figures. A row the user wants without its data counts: on
  /// screen without it, or past the pane's rows while the scroll wants it (the simulator's
  /// missing-row-seconds, so a list that stops a fling short at its end does not look better
  /// for it).
  func account(_ elapsed: Duration, visible: Range<Int>, atEnd: Bool) {
    let seconds = elapsed / .seconds(1)
    let lines = naive.lines.count
    let naiveMissing = wanted.count { $0 >= lines ? naive.hasMore : naive.amounts[naive.lines[$0].id] == nil }
    naiveTally.account(
      seconds, rowsWithoutData: naive.lines.isEmpty ? 0 : naiveMissing,
      waitingAtEnd: naiveShown.upperBound > lines && naive.isLoading && !naive.lines.isEmpty)
    let total = model.rows.totalCount
    let listMissing = wanted.count { $0 >= total ? model.presentation.footer != .end : !rowIsComplete($0) }
    listTally.account(
      seconds, rowsWithoutData: total == 0 ? 0 : listMissing,
      waitingAtEnd: listShown.upperBound > total && model.presentation.footer == .loading)
  }

  func lines(at index: Int, width: Int, now: ContinuousClock.Instant) -> [Line] {
    let half = max(10, (width - 1) / 2)
    // Each pane draws its own rows: where it waits at its end, they are above the wanted ones.
    let naiveIndex = index - wanted.lowerBound + naiveShown.lowerBound
    let listIndex = index - wanted.lowerBound + listShown.lowerBound
    return [
      pane(naiveLine(at: naiveIndex), half) + Line([Span("│", Style(dim: true))]) + pane(listLine(at: listIndex), half)
    ]
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
        " the article's list: all amounts at once ", " AsyncList: visible rows, bounded, cancelled", Style(bold: true))
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
      let state = details.state(for: line.id)
      if case .failed = state {
        // The seed drops a failed amount and shows "Loading…" for ever; AsyncList says so.
        return Line([
          Span(line.description.padding(toLength: 12, withPad: " ", startingAt: 0), Style(bold: true)),
          Span("failed (t: retry)", Style(foreground: RGB(230, 90, 90))),
        ])
      }
      return amountLine(line.description, state.detail)
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
