extension ScrollPath {
  /// A generated path: a quarter of the seeds read at one steady pace the whole time; the rest mix
  /// reading (1–30 rows/s, down, or back up), flings (50–400 rows in under 1.5 s, slowing down as
  /// a scroll view's deceleration does), pauses (0.5–5 s) and bursts (a second at 40–100 rows/s,
  /// then reading).
  ///
  /// The same seed gives the same path everywhere; use many seeds rather than tuning to one.
  ///
  /// - Parameters:
  ///   - seed: Picks the path.
  ///   - seconds: How long it runs.
  /// - Returns: The path, named after its segments.
  public static func generated(seed: UInt64, seconds: Double = 40) -> ScrollPath {
    var random = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 7)
    var knots: [(time: Double, row: Double)] = [(0, 0)]
    var segments: [String] = []
    func add(_ duration: Double, to row: Double) {
      knots.append((knots[knots.count - 1].time + duration, max(0, row)))
    }
    var row: Double { knots[knots.count - 1].row }
    var time: Double { knots[knots.count - 1].time }

    if random.chance(0.25) {
      let speed = random.logUniform(1...30)
      add(seconds, to: speed * seconds)
      segments.append("steady \(Int(speed.rounded()))/s")
    }
    while time < seconds {
      let kind = random.unit()
      if kind < 0.35 {
        let speed = random.logUniform(1...30)
        let duration = random.uniform(2...10)
        let up = random.chance(0.25)
        add(duration, to: row + (up ? -1 : 1) * speed * duration)
        segments.append("\(up ? "up" : "read") \(Int(speed.rounded()))/s")
      } else if kind < 0.55 {
        let distance = random.uniform(50...400) * (random.chance(0.15) ? -1 : 1)
        let duration = random.uniform(0.4...1.5)
        let start = row
        for step in 1...10 {
          let progress = Double(step) / 10
          add(duration / 10, to: start + distance * (1 - (1 - progress) * (1 - progress)))
        }
        segments.append("fling \(Int(distance))")
      } else if kind < 0.75 {
        add(random.uniform(0.5...5), to: row)
        segments.append("pause")
      } else {
        let burst = random.uniform(40...100)
        add(1, to: row + burst)
        let speed = random.uniform(2...4)
        let duration = random.uniform(3...6)
        add(duration, to: row + speed * duration)
        segments.append("burst \(Int(burst))")
      }
    }
    let path = knots
    return ScrollPath(
      name: segments.prefix(4).joined(separator: ", ") + (segments.count > 4 ? "…" : ""),
      duration: .seconds(seconds)
    ) { t in
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
