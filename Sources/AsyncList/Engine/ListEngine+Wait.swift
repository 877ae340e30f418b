/// The wait meter's hooks: each event with a time first counts the screen's state since the
/// last one, then notes the state it leaves (``WaitMeter``).
extension ListEngine {
  /// Counts the state since the last event, up to `time`: call first in an event.
  mutating func waitBefore(_ time: ListTime) {
    viewport.wait.advance(to: time)
  }

  /// Notes the state an event leaves: call last in an event.
  mutating func waitAfter() {
    if viewport.position.heldCount == 0 {
      switch paging.presentation.content {
      case .firstLoad, .restoring: viewport.wait.listSettled = false
      default: viewport.wait.listSettled = true
      }
    }
    viewport.measureWait()
  }

  /// What the user has waited for up to `time`.
  ///
  /// - Parameter time: Now (the figures count the current state up to it).
  /// - Returns: The figures.
  package func waitMetrics(at time: ListTime) -> WaitMetrics {
    let (stall, missingRows) = viewport.wait.figures(at: time)
    var metrics = WaitMetrics(stallSeconds: stall, missingRowSeconds: missingRows)
    for level in levelIndices {
      let counters = levels[level].metrics
      metrics.rowsShownWithoutDetail += viewport.screens[level].shownWithoutData
      metrics.detailLoadsStarted += counters.loadsStarted
      metrics.detailLoadsCancelled += counters.loadsCancelled
      metrics.detailLoadsWasted += levels[level].loadsWasted
      metrics.detailLoadsNotSeenYet += levels[level].loadsNotSeenYet
    }
    metrics.pageLatency = paging.pageLatencies.summary()
    if let first = viewport.screens.first {
      metrics.detailLatency = first.latencies.summary(with: viewport.screens.dropFirst().map(\.latencies))
    }
    return metrics
  }
}
