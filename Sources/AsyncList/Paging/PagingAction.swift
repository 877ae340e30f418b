/// An output of a ``PagingStateMachine``, for its driver to carry out.
package enum PagingAction<Key: Hashable & Sendable, Query: Equatable & Sendable>: Sendable, Equatable {
  /// Start a load and report its outcome with ``PagingEvent/loaded(_:_:)`` or
  /// ``PagingEvent/failed(_:_:)``.
  case load(LoadID, PageRequest<Key, Query>)
  /// Cancel a load; its outcome, if it still arrives, is discarded.
  case cancel(LoadID)
  /// Fire ``PagingEvent/timerFired(_:)`` after a delay on the driver's clock.
  case startTimer(TimerID, after: Duration)
  /// Stop a timer.
  case cancelTimer(TimerID)
  /// The rows changed: publish them (one observable change per event).
  case publish
}
