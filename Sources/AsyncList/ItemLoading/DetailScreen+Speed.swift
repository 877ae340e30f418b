/// The scroll speed the scheduler reads from row appearances: what decides whether a row stays
/// on screen long enough for its load to land, and how far ahead to look.
extension DetailScreen {
  /// Rows per second now: the pace of the instant under way, or the rate of the instants before
  /// decayed over the time since, whichever is higher; and at most one row per the time since a
  /// row last appeared (were the screen still moving faster, one would have appeared).
  ///
  /// Rows come a frame at a time: a fling drawn at 60 Hz shows three rows every 16 ms, and one
  /// row per 12 ms would read it as 83 rows/s between two frames. So while the next frame is not
  /// overdue (half as long again as the gap between the last two instants, when that gap is a
  /// frame's: at most ``motionFrame``), the bound is the last frame's rows per the time since.
  func speed(at time: Duration) -> Double {
    let still = max(0, (time - lastMovement).seconds)
    let decayed = rate * Self.decay(max(0, (time - rateTime).seconds) / Self.speedWindow)
    var rows = 1.0
    if let previousMovement, lastMovement - previousMovement <= Self.motionFrame,
      still <= 1.5 * (lastMovement - previousMovement).seconds
    {
      rows = Double(max(1, rowsAtLastMovement))
    }
    return min(max(instantPace, decayed), still > 0 ? rows / still : .infinity)
  }

  /// The pace of the rows of the instant under way over the time since the instant before.
  var instantPace: Double {
    guard let previousMovement else { return 0 }  // the first screen is no movement
    let gap = (lastMovement - previousMovement).seconds
    return gap > 0 ? Double(rowsAtLastMovement) / gap : 0
  }

  /// e^(−x).
  @inline(__always)
  static func decay(_ x: Double) -> Double { Math.exp(-x) }

  /// Folds the instant that ended at ``lastMovement`` into the rate.
  mutating func foldInstant() {
    let decayed = rate * Self.decay(max(0, (lastMovement - rateTime).seconds) / Self.speedWindow)
    rate = max(instantPace, decayed)
    rateTime = lastMovement
  }
}
