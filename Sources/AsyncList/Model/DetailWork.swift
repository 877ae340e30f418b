/// What a detail loader's driver runs: loads and the settle timer.
enum DetailWork: Hashable, Sendable {
  case load(DetailLoadID)
  case timer(TimerID)
}
