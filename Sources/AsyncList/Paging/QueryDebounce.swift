/// A query the user typed, waiting for its debounce: a part of ``PagingStateMachine`` with state
/// of its own. The machine gives it timer ids and carries out the timers it names.
struct QueryDebounce<Query: Equatable & Sendable>: Sendable {
  private var pending: (query: Query, timer: TimerID)?

  /// Waits for a query: it applies when `timer` fires, unless another query replaces it.
  mutating func wait(for query: Query, timer: TimerID) {
    pending = (query, timer)
  }

  /// Drops the query waiting.
  ///
  /// - Returns: Its timer, to cancel.
  mutating func cancel() -> TimerID? {
    defer { pending = nil }
    return pending?.timer
  }

  /// Takes the query waiting now (a reset or a refresh applies what the user typed).
  ///
  /// - Returns: The query and its timer, to cancel.
  mutating func take() -> (query: Query, timer: TimerID)? {
    defer { pending = nil }
    return pending
  }

  /// A timer fired.
  ///
  /// - Returns: The query to apply, when the timer was this query's.
  mutating func fire(_ timer: TimerID) -> Query? {
    guard let pending, pending.timer == timer else { return nil }
    self.pending = nil
    return pending.query
  }
}
