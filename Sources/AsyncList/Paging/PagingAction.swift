/// An output of a ``PagingStateMachine``, for its driver to carry out.
///
/// Not generic: a load names its ``LoadID`` only, and the driver takes its request from the
/// machine while the load is in flight (``PagingStateMachine/request(for:)``). The actions of every event go through
/// arrays and switches in code the compiler cannot specialise for the app's types, where an
/// enum generic over them costs a runtime type lookup at each step.
package enum PagingAction: Sendable, Equatable {
  /// Start the load whose request ``PagingStateMachine/request(for:)`` gives, and report its
  /// outcome with ``PagingEvent/loaded(_:_:)`` or ``PagingEvent/failed(_:_:)``.
  case load(LoadID)
  /// Cancel a load; its outcome, if it still arrives, is discarded.
  case cancel(LoadID)
  /// Fire ``PagingEvent/timerFired(_:)`` after a delay on the driver's clock.
  case startTimer(TimerID, after: Duration)
  /// Stop a timer.
  case cancelTimer(TimerID)
  /// The rows changed: publish them (one observable change per event).
  case publish
}
