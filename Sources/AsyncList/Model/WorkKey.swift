/// What the model's driver runs: page loads, timers, and the store read at start.
enum WorkKey: Hashable, Sendable {
  case load(LoadID)
  case timer(TimerID)
  case restore
  case restoreDeadline
}
