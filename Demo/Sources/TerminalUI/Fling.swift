/// A fling: a scroll that starts fast and slows evenly to a stop, as a scroll view decelerates
/// after the finger lifts. Pure: the position is a function of the time since it began.
package struct Fling: Sendable, Equatable {
  /// Rows per second at the start; negative scrolls up.
  package let velocity: Double
  /// Seconds until it stops.
  package let duration: Double
  /// The top row when it began.
  package let origin: Int

  /// Creates a fling.
  ///
  /// - Parameters:
  ///   - velocity: Rows per second at the start (negative: up).
  ///   - duration: Seconds until it stops.
  ///   - origin: The top row when it began.
  package init(velocity: Double, duration: Double, origin: Int) {
    self.velocity = velocity
    self.duration = max(0.001, duration)
    self.origin = origin
  }

  /// The top row after some seconds: `velocity × (t − t² / 2T)`, still after `T`.
  ///
  /// - Parameter elapsed: Seconds since it began.
  /// - Returns: The top row.
  package func top(after elapsed: Double) -> Int {
    let t = min(max(0, elapsed), duration)
    return origin + Int((velocity * (t - t * t / (2 * duration))).rounded(.towardZero))
  }

  /// Whether it has stopped by then.
  ///
  /// - Parameter elapsed: Seconds since it began.
  /// - Returns: `true` from `duration` on.
  package func isOver(after elapsed: Double) -> Bool { elapsed >= duration }
}
