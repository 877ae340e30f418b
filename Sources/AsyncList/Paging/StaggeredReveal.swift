/// A fresh first page revealing row by row (``PagingConfiguration/staggeredReveal``): how many
/// rows show and the timer of the next. A part of ``PagingStateMachine`` with state of its own.
struct StaggeredReveal: Sendable {
  private var state: (limit: Int, timer: TimerID)?

  /// Rows revealed so far, or `nil` when every row shows.
  var limit: Int? { state?.limit }

  /// Starts with one row; the next shows when `timer` fires.
  mutating func start(timer: TimerID) {
    state = (1, timer)
  }

  /// Shows every row now.
  ///
  /// - Returns: The timer of the next row, to cancel.
  mutating func stop() -> TimerID? {
    defer { state = nil }
    return state?.timer
  }

  /// Whether a timer is this reveal's.
  func owns(_ timer: TimerID) -> Bool { state?.timer == timer }

  /// Reveals one more row; the one after shows when `timer` fires.
  mutating func advance(next timer: TimerID) {
    if let state { self.state = (state.limit + 1, timer) }
  }
}
