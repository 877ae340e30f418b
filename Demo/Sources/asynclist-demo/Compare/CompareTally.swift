import AsyncList

/// What one pane of the compare screen counts, live: requests sent, detail loads wasted (the
/// row was on screen while its load ran and left before the data came), rows on screen without
/// data (now, and summed over time), and time spent at the end of the list waiting for more
/// rows.
///
/// A load for a row that was never on screen while it ran is not wasted here, whether it lands
/// (prefetch) or not; a reset starts every count over, so the loads it cancels are not counted
/// either.
@MainActor
final class CompareTally {
  /// One detail load, as the source counted it.
  struct Ticket: Sendable {
    let id: Int
    let generation: Int
  }

  private(set) var pageRequests = 0
  private(set) var detailRequests = 0
  private(set) var wastedDetails = 0
  /// Of the wasted loads, those cancelled before their data came (they cost the server less).
  private(set) var cancelledDetails = 0
  private(set) var rowSecondsWithoutData = 0.0
  private(set) var secondsWaitingAtEnd = 0.0
  private var onScreen: Set<Int> = []
  /// Loads running per row, and the rows that were on screen while one ran.
  private var running: [Int: Int] = [:]
  private var seenWhileLoading: Set<Int> = []
  private var generation = 0

  func pageRequested() { pageRequests += 1 }

  /// A detail load started for a row.
  func detailRequested(for id: Int) -> Ticket {
    detailRequests += 1
    running[id, default: 0] += 1
    if onScreen.contains(id) { seenWhileLoading.insert(id) }
    return Ticket(id: id, generation: generation)
  }

  /// A detail load ended (data, error or cancellation): wasted if its row was on screen while it
  /// ran and is gone now.
  func detailEnded(_ ticket: Ticket, cancelled: Bool = false) {
    guard ticket.generation == generation, let count = running[ticket.id] else { return }
    let id = ticket.id
    if seenWhileLoading.contains(id) && !onScreen.contains(id) {
      wastedDetails += 1
      if cancelled { cancelledDetails += 1 }
    }
    if count > 1 {
      running[id] = count - 1
    } else {
      running[id] = nil
      seenWhileLoading.remove(id)
    }
  }

  /// The rows on screen now.
  func show(_ ids: Set<Int>) {
    onScreen = ids
    for id in ids where running[id] != nil { seenWhileLoading.insert(id) }
  }

  /// A reset or refresh: the loads still running belong to the old list, and the counts start
  /// over with the new one.
  func newGeneration() {
    generation += 1
    running = [:]
    seenWhileLoading = []
    (pageRequests, detailRequests, wastedDetails, cancelledDetails) = (0, 0, 0, 0)
    (rowSecondsWithoutData, secondsWaitingAtEnd) = (0, 0)
  }

  /// Adds a frame's time: rows on screen without their data, and whether the user waits at the end.
  func account(_ seconds: Double, rowsWithoutData: Int, waitingAtEnd: Bool) {
    rowSecondsWithoutData += seconds * Double(rowsWithoutData)
    if waitingAtEnd { secondsWaitingAtEnd += seconds }
  }
}
