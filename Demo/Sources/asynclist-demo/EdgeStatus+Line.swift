import AsyncList
import TerminalUI

extension EdgeStatus {
  /// The footer row: more rows coming (with a spinner frame when a tick is given), a failed
  /// page, or the end. Every screen and both compare panes draw it.
  func footerLine(tick: Int? = nil) -> Line {
    switch self {
    case .loading: Line([Span(" \(tick.map { Spinner.frame($0) + " " } ?? "")Loading more…", Style(dim: true))])
    case .failed(let failure):
      Line([Span(" Error: \(failure.message) — press t to retry", Style(foreground: RGB(230, 90, 90)))])
    case .end: Line([Span(" End of list", Style(dim: true))])
    case .idle: Line()
    }
  }
}
