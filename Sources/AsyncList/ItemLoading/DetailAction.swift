/// An output of a ``DetailScheduler``, for its driver.
package enum DetailAction<ID: Hashable & Sendable>: Sendable, Equatable {
  /// Start loading a row's detail.
  case load(DetailLoadID, ID)
  /// Cancel a load; its result, if it still arrives, is discarded.
  case cancel(DetailLoadID)
  /// A row's ``DetailState`` changed: update that row only.
  case changed(ID)
  /// A row plays its reveal.
  case reveal(ID, Reveal.Kind)
  /// Fire ``DetailEvent/timerFired(_:)`` after a delay on the driver's clock.
  case startTimer(TimerID, after: Duration)
}
