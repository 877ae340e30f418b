/// What the model's driver runs: page loads and timers.
enum WorkKey: Hashable, Sendable {
  case load(LoadID)
  case timer(TimerID)
}
