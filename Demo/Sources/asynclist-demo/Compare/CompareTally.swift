import AsyncList

/// What one pane of the compare screen counts, live: requests sent, detail loads wasted (the
/// row had been on screen and left before its data came), rows on screen without data (now,
/// and summed over time), and time spent at the end of the list waiting for more rows.
@MainActor
final class CompareTally {
  private(set) var pageRequests = 0
  private(set) var detailRequests = 0
  private(set) var wastedDetails = 0
  /// Of the wasted loads, those cancelled before their data came (they cost the server less).
  private(set) var cancelledDetails = 0
  private(set) var rowSecondsWithoutData = 0.0
  private(set) var secondsWaitingAtEnd = 0.0
  private var seen: Set<Int> = []
  private var onScreen: Set<Int> = []

  func pageRequested() { pageRequests += 1 }
  func detailRequested() { detailRequests += 1 }

  /// A detail load ended (data, error or cancellation): wasted if its row came and went.
  func detailEnded(for id: Int, cancelled: Bool = false) {
    guard seen.contains(id) && !onScreen.contains(id) else { return }
    wastedDetails += 1
    if cancelled { cancelledDetails += 1 }
  }

  /// The rows on screen now.
  func show(_ ids: Set<Int>) {
    onScreen = ids
    seen.formUnion(ids)
  }

  /// Adds a frame's time: rows on screen without their data, and whether the user waits at the end.
  func account(_ seconds: Double, rowsWithoutData: Int, waitingAtEnd: Bool) {
    rowSecondsWithoutData += seconds * Double(rowsWithoutData)
    if waitingAtEnd { secondsWaitingAtEnd += seconds }
  }
}
