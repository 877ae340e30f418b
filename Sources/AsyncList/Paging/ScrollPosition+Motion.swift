extension ScrollPosition {
  /// The rows moved by `delta` positions (rows went in or out above them): both paces' last rows
  /// move with them, so the next appearance is not read as a jump or a step.
  mutating func shift(by delta: Int) {
    pace.shift(by: delta)
    frames.steps.shift(by: delta)
  }

  /// Forgets the user's motion after a jump, which crossed the list in one step no scroll made:
  /// the pace in seconds keeps its page latency, and the steps start over.
  mutating func forgetMotion() {
    pace.forgetMotion()
    frames.steps = StepPace()
  }

  /// A new generation: positions start over, so the last row seen says nothing about speed or
  /// steps.
  mutating func forgetPosition() {
    pace.forgetPosition()
    frames.steps = StepPace()
  }
}
