/// What the model's driver runs: page loads and their timers, each detail level's loads and
/// timers, and the store read at start.
enum WorkKey: Hashable, Sendable {
  case load(LoadID)
  case timer(TimerID)
  /// A detail load of the level at an index.
  case detail(Int, DetailLoadID)
  /// A timer of the detail level at an index.
  case detailTimer(Int, TimerID)
  /// The store read at start, by attempt (a stop and a start make a new one).
  case restore(Int)
  case restoreDeadline(Int)
  /// The stop after the last ``AsyncListModel/run()`` ended, once ``AsyncListModel/stopGrace``
  /// has passed.
  case stopGrace
}

extension WorkKey {
  /// Whether it is a detail level's load.
  var isDetail: Bool {
    if case .detail = self { return true }
    return false
  }
}
