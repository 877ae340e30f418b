import AsyncList
import AsyncListHTTP
import DemoServices
import Foundation
import TerminalUI

/// The amounts list: "Line N", "Loading…" then "Amount: 0.7" and a bar that springs to the amount
/// when it arrives on screen or when a loaded line scrolls into view.
@MainActor
final class AmountsScreen: DetailListScreen<NumberedLineSource, AmountSource> {
  init(server: URL, fetcher: HTTPFetcher, maxLoadedRows: Int?) {
    super.init(
      name: "amounts",
      model: AsyncListModel(
        source: NumberedLineSource(), configuration: PagingConfiguration(pageSize: 40, maxLoadedRows: maxLoadedRows)),
      details: AmountSource(baseURL: server, fetcher: fetcher),
      // A screen of amounts at once: the store is slow per request (200–900 ms), not per load in
      // parallel, so after a reset the rows on screen fill within one latency.
      configuration: DetailConfiguration(maxConcurrentLoads: 32)
    )
  }

  override func line(at index: Int, width: Int, now: ContinuousClock.Instant) -> Line {
    guard let row = model.rows.item(at: index) else { return Self.placeholderLine }
    let detail = details.row(for: row.id)
    var line = Line([Span(row.description.padding(toLength: 12, withPad: " ", startingAt: 0), Style(bold: true))])
    switch detail.state {
    case .loaded(let amount):
      let progress = Easing.spring(revealProgress(row.id, detail.reveal, duration: .milliseconds(600), now: now))
      line.append(String(format: "Amount: %.1f  ", amount))
      line.append(
        Bar.text(fraction: amount * progress, width: max(0, min(40, width - 28))), Style(foreground: RGB(80, 170, 255)))
    case .failed(let failure):
      line.append("Error: \(failure.message) (t: retry)", Style(foreground: RGB(230, 90, 90)))
    case .loading:
      line.append("Loading…", Style(dim: true))
    case .notRequested:
      // Not started: the screen is moving, or every slot serves a row nearer the user.
      line.append("…", Style(dim: true))
    }
    return line
  }
}
