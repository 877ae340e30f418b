import AsyncList
import AsyncListHTTP
import Foundation
import TerminalUI

/// Seed 003: numbered pages of 20 items, each page's first row marked with its number; the
/// next page loads when a row within 5 of the end appears (the seed's threshold), with a
/// loading row below the last item.
@MainActor
final class NumberedPagesScreen: SearchableListScreen<NumberedPageSource> {
  init(baseURL: URL, fetcher: HTTPFetcher, maxLoadedRows: Int?) {
    super.init(
      name: "pages",
      model: AsyncListModel(
        source: NumberedPageSource(baseURL: baseURL, fetcher: fetcher), query: "",
        configuration: PagingConfiguration(
          pageSize: NumberedPageSource.perPage, prefetchDistance: 5, maxLoadedRows: maxLoadedRows)))
  }

  override func line(at index: Int, width: Int, now: ContinuousClock.Instant) -> Line {
    guard let item = model.rows.item(at: index) else { return Self.placeholderLine }
    let previous = index > 0 ? model.rows.item(at: index - 1) : nil
    let startsPage = previous?.page != item.page
    var line = Line([
      Span(
        startsPage ? String(format: " page %-4d┃ ", item.page) : "          ┃ ", Style(foreground: RGB(120, 180, 120)))
    ])
    line.append(item.title, Style(bold: startsPage))
    return line
  }
}
