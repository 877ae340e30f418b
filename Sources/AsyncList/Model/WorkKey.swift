/// What the model's driver runs: page loads, timers, and the store read at start.
enum WorkKey: Hashable, Sendable {
  case load(LoadID)
  case timer(TimerID)
  /// The store read at start, by attempt (a stop and a start make a new one).
  case restore(Int)
  case restoreDeadline(Int)
}
