/// What the user waits for, integrated over time with the simulator's definitions: the engine's
/// own measure of a list in the field (``WaitMetrics``).
///
/// Between two events the screen does not change, so the meter keeps the screen's state after
/// each event (is the user waiting? how many rows on screen lack their data?) and, at the next
/// event, adds it times the time passed. A row event costs a few additions; no clock is read.
package struct WaitMeter: Sendable {
  /// The time of the last event with a time (the engine's time starts at zero).
  var last = ListTime.zero
  /// Whether the user waits now (``ScreenWait/isWaiting(rowsShown:listSettled:userAtEnd:moreRowsComing:rowsWithoutData:)``).
  var waiting = false
  /// Rows on screen without their data now, counted as the simulator counts them.
  var missing = 0
  /// Nanoseconds the user waited.
  var stall: Int64 = 0
  /// Row-nanoseconds of rows on screen without their data.
  var missingRows: Double = 0
  /// Whether the list shows rows, and whether a list without rows has settled (empty or
  /// failed): paging's part of the state, noted after each paging event.
  var rowsShown = false
  var listSettled = false

  /// Adds the state since the last event, up to `time`.
  @inline(__always) mutating func advance(to time: ListTime) {
    let elapsed = time.nanoseconds - last.nanoseconds
    guard elapsed > 0 else { return }
    last = time
    guard waiting else { return }  // rows without data make the user wait: none, nothing to add
    stall += elapsed
    if missing > 0 { missingRows += Double(missing) * Double(elapsed) }
  }

  /// The figures up to `time`, the current state counted to then.
  func figures(at time: ListTime) -> (stall: Double, missingRows: Double) {
    var meter = self
    meter.advance(to: time)
    return (Double(meter.stall) * 1e-9, meter.missingRows * 1e-9)
  }
}
