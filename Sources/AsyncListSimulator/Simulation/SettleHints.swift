internal import AsyncList

/// Where a path's flings come to rest, told to a strategy the way a scroll view tells its
/// target when the finger lifts (`ScrollStrategy/scrollWillSettle(on:now:)`): at the start of a
/// motion faster than ``flingSpeed``, the top row where it next stops or turns, once that is
/// within the rows the list holds (a fling past the last row stops wherever pages take it).
struct SettleHints {
  /// Rows per second above which a motion is a fling with a known target.
  static let flingSpeed = 40.0
  /// The fling under way: its direction, where it rests, and whether that was told.
  private var motion: (direction: Double, rest: Int, told: Bool)?
  private var previousTop: Double?

  /// Follows the path to a time.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - time: Now, in seconds.
  ///   - tick: Seconds since the last call.
  ///   - rowCount: Positions the list holds now.
  ///   - viewportRows: Rows on screen.
  /// - Returns: The rows to tell the strategy it will rest on, when there is news.
  mutating func advance(path: ScrollPath, at time: Double, tick: Double, rowCount: Int, viewportRows: Int)
    -> Range<Int>?
  {
    let top = path.topRow(time)
    defer { previousTop = top }
    let speed = previousTop.map { (top - $0) / tick } ?? 0
    if let current = motion, speed * current.direction < 1 { motion = nil }  // stopped or turned
    if motion == nil, abs(speed) >= Self.flingSpeed {
      let direction: Double = speed > 0 ? 1 : -1
      motion = (direction, Self.rest(of: path, after: time, direction: direction), false)
    }
    guard let current = motion, !current.told, current.rest + viewportRows <= rowCount else { return nil }
    motion?.told = true
    return current.rest..<current.rest + viewportRows
  }

  /// The top row where the path next stops or turns after a time, in 10 ms steps.
  static func rest(of path: ScrollPath, after time: Double, direction: Double) -> Int {
    let end = path.duration.seconds
    var t = time
    while t < end, (path.topRow(t + 0.01) - path.topRow(t)) * direction >= 0.01 { t += 0.01 }
    return max(0, Int(path.topRow(t)))
  }
}
