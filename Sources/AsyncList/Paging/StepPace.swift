/// The pace of a user who moves the screen in steps: page-down, or a key or a tap that moves a
/// screen at a time. Each step is a short burst of motion about a screen from the one before,
/// and steps come at a steady interval; between two steps the screen is still, so the pace in
/// frames (``FramePace``) reads zero, yet every row on screen leaves at the step's pace. A part
/// of ``FramePace``, updated with it once per row that comes on screen.
struct StepPace: Sendable, Equatable {
  /// A burst of motion: when it started and last moved, and the first row that came on screen in
  /// it.
  struct Burst: Sendable, Equatable {
    var start: Duration
    var end: Duration
    var firstRow: Int
  }

  /// The burst under way, or the last one.
  private var burst: Burst?
  /// The last burst that was a step, while every burst since the first screen's was one.
  private var lastStep: Burst?
  /// The last step: seconds from the start of the step before to its own, and the rows it moved
  /// from it, positive down.
  private var interval = 0.0
  private var signedRows = 0
  /// The last step's rows.
  private var stepRows: Int { abs(signedRows) }
  /// Whether the last two intervals between steps agree.
  private var steady = false
  /// Whether the first screen's burst is over (it is no step).
  private var pastFirstScreen = false

  /// Stillness that separates two bursts, in seconds (a screen drawn at 20 Hz or faster is one
  /// motion).
  static let gap = 0.05
  /// The longest burst that is a step (a page-down animates for about a quarter second): a
  /// longer one is a scroll or a fling.
  static let longestStep = 0.3

  /// The rows moved by `delta` positions (rows went in or out above them): the steps move with
  /// them.
  mutating func shift(by delta: Int) {
    burst?.firstRow += delta
    lastStep?.firstRow += delta
  }

  /// Records that a row came on screen at a time.
  ///
  /// - Parameters:
  ///   - index: Its position.
  ///   - time: Now.
  mutating func rowShown(_ index: Int, at time: Duration) {
    if var current = burst, (time - current.end).seconds <= Self.gap {
      current.end = max(current.end, time)
      burst = current
      return
    }
    // A new burst: the one that ended is judged first. A step is short, and the screen rests
    // after it at least twice as long as it moved (a fling that stalls for a moment is no step).
    if let ended = burst, pastFirstScreen, (ended.end - ended.start).seconds <= Self.longestStep,
      (time - ended.end) >= (ended.end - ended.start) * 2
    {
      if let lastStep {
        let (previous, previousRows) = (interval, signedRows)
        signedRows = ended.firstRow - lastStep.firstRow
        interval = (ended.start - lastStep.start).seconds
        // Steps at a steady pace, one way: two intervals in a row within 1.5× of each other.
        steady =
          previous > 0 && max(interval, previous) <= 1.5 * min(interval, previous)
          && (signedRows > 0) == (previousRows > 0)
      }
      lastStep = ended
    } else {
      (lastStep, signedRows, interval, steady) = (pastFirstScreen ? nil : burst, 0, 0, false)
    }
    pastFirstScreen = burst != nil
    burst = Burst(start: time, end: time, firstRow: index)
  }

  /// Rows leaving the screen per second while the user steps through the list: the last step's
  /// rows over the interval between steps, while the user steps on (the last two intervals
  /// agree, the burst under way is a step, and the next is due within half an interval more); 0
  /// otherwise.
  ///
  /// - Parameters:
  ///   - time: Now.
  ///   - screenRows: Rows on screen: a step moves from three quarters of a screen to a screen and
  ///     a half (further is a jump, or a fling).
  /// - Returns: Rows per second.
  func pace(at time: Duration, screenRows: Int) -> Double {
    guard isStepping(at: time, screenRows: screenRows) else { return 0 }
    return Double(stepRows) / interval
  }

  /// How long a row stays on screen while the user steps on: every row leaves at a step, not
  /// one by one, so a row `rowsFromTop` below the screen's top leaves at the step that moves the
  /// top past it (a row at or above the top, at the next step). `nil` when the user is not
  /// stepping.
  ///
  /// - Parameters:
  ///   - rowsFromTop: The row's position less the top row's, in the direction of the steps.
  ///   - time: Now.
  ///   - screenRows: Rows on screen.
  /// - Returns: Seconds until it leaves, or `nil`.
  func secondsLeft(rowsFromTop: Int, at time: Duration, screenRows: Int) -> Double? {
    guard let burst, isStepping(at: time, screenRows: screenRows) else { return nil }
    let steps = Double(max(0, rowsFromTop) / stepRows + 1)
    return steps * interval - (time - burst.start).seconds
  }

  /// When the user counts as no longer stepping, if they step now: half an interval after the
  /// next step was due.
  ///
  /// - Parameters:
  ///   - time: Now.
  ///   - screenRows: Rows on screen.
  /// - Returns: The time, or `nil` when the user is not stepping.
  func end(at time: Duration, screenRows: Int) -> Duration? {
    guard let burst, isStepping(at: time, screenRows: screenRows) else { return nil }
    return burst.start + .seconds(1.5 * interval)
  }

  private func isStepping(at time: Duration, screenRows: Int) -> Bool {
    guard let burst, steady, stepRows > 0, 4 * stepRows >= 3 * screenRows, 2 * stepRows <= 3 * screenRows
    else { return false }
    return (burst.end - burst.start).seconds <= Self.longestStep && (time - burst.start).seconds <= 1.5 * interval
  }
}
