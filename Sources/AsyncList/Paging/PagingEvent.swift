/// An input to a ``PagingStateMachine``. Rows appearing and leaving are not among them: they
/// reach paging's position through the engine's row-event path (``ListEngine/rowAppeared(at:time:)``).
package enum PagingEvent<Key: Hashable & Sendable, Item: Identifiable & Sendable, Query: Equatable & Sendable>:
  Sendable
where Item.ID: Sendable {
  /// Load the first page, or resume paging after ``stop``.
  case start
  /// Cancel every load and timer; rows stay.
  case stop
  /// A load finished with a page.
  case loaded(LoadID, Page<Key, Item>)
  /// A load failed.
  case failed(LoadID, any Error)
  /// A timer started by ``PagingAction/startTimer(_:after:)`` fired.
  case timerFired(TimerID)
  /// Retry every failed load now.
  case retry
  /// Clear the rows and load the first page of a new generation (with a pending query, if any).
  case reset
  /// Load the first page of a new generation, keeping the rows until it lands (a pending query
  /// is applied first, and then the rows are cleared since they belong to another query).
  case refresh
  /// The query changed; `immediate` skips the debounce.
  case queryChanged(Query, immediate: Bool)
  /// Replace the row with the item's id.
  case update(Item)
  /// Insert a row at an index.
  case insert(Item, at: Int)
  /// Remove the row with an id.
  case remove(Item.ID)
  /// What a ``PageStore`` held for a query when the list started (`nil`: nothing); when the
  /// pages are at least `staleAfter` old, or started at another key than the list's, the first
  /// page loads again behind them. Applies only before the first load started and for the
  /// current query; otherwise the list just starts.
  case restore(StoredList<Key, Item>?, query: Query, staleAfter: Duration)
}
