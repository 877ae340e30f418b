/// A path under construction: knots of (time, top row) joined by straight lines.
struct ScrollPathKnots {
  private(set) var knots: [(time: Double, row: Double)] = [(0, 0)]
  /// What the path did, for its name.
  var segments: [String] = []

  var row: Double { knots[knots.count - 1].row }
  var time: Double { knots[knots.count - 1].time }

  /// Moves to a row (never above the top) over a duration.
  mutating func add(_ duration: Double, to row: Double) {
    knots.append((time + duration, max(0, row)))
  }

  /// A fling: `distance` rows in `duration`, slowing down as a scroll view's deceleration does.
  mutating func fling(_ distance: Double, over duration: Double) {
    let start = row
    for step in 1...10 {
      let progress = Double(step) / 10
      add(duration / 10, to: start + distance * (1 - (1 - progress) * (1 - progress)))
    }
  }

  /// The path, named after its first segments.
  func path(seconds: Double, prefix: String = "") -> ScrollPath {
    let path = knots
    let name = prefix + segments.prefix(4).joined(separator: ", ") + (segments.count > 4 ? "…" : "")
    return ScrollPath(name: name, duration: .seconds(seconds)) { t in
      // The last knot at or before t, then a straight line to the next.
      var low = 0
      var high = path.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if path[middle].time <= t { low = middle } else { high = middle - 1 }
      }
      guard low + 1 < path.count else { return path[low].row }
      let (a, b) = (path[low], path[low + 1])
      return a.row + (b.row - a.row) * (t - a.time) / max(b.time - a.time, 1e-9)
    }
  }
}
