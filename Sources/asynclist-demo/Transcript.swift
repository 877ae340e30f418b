import AsyncList

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes what the list shows as plain lines, flushed at once so pipes see them.
@MainActor
struct Transcript {
  func write(_ line: String) {
    fputs(line + "\n", stdout)
    fflush(stdout)
  }

  /// One screen: the visible rows, the footer and a status line.
  func screen(_ label: String, model: AsyncListModel<some PageSource>, top: Int, height: Int) {
    write("── \(label)")
    let presentation = model.presentation
    switch presentation.content {
    case .firstLoad:
      write("   Loading…")
    case .firstLoadFailed(let failure):
      write("   Could not load: \(failure.message) (press t to retry)")
    case .empty:
      write("   Nothing here")
    case .rows:
      let rows = model.rows
      let visible = rows.indices.clamped(to: top..<min(rows.count, top + height))
      if let first = visible.first, let last = visible.last {
        write("   rows \(first)…\(last) of \(rows.count): \(rows[first]) … \(rows[last])")
      }
      if visible.upperBound == rows.count { write("   footer: \(describe(presentation.footer))") }
    }
    let metrics = model.metrics
    write(
      "   [state \(describe(presentation.content)) · rows \(presentation.rowCount) · pages \(metrics.pagesLoaded)"
        + " · in flight \(metrics.loadsInFlight) · generation \(metrics.generation)]"
    )
  }

  func describe(_ status: EdgeStatus) -> String {
    switch status {
    case .idle: "—"
    case .loading: "Loading more…"
    case .failed(let failure): "Error: \(failure.message) — press t to retry"
    case .end: "End of list"
    }
  }

  func describe(_ content: ListPresentation.Content) -> String {
    switch content {
    case .firstLoad: "first load"
    case .firstLoadFailed: "first load failed"
    case .empty: "empty"
    case .rows: "rows"
    }
  }
}
