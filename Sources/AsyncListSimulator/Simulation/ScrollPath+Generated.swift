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
    var path = ScrollPathKnots()
    if random.chance(0.25) {
      let speed = random.logUniform(1...30)
      path.add(seconds, to: speed * seconds)
      path.segments.append("steady \(Int(speed.rounded()))/s")
    }
    while path.time < seconds {
      let kind = random.unit()
      if kind < 0.35 {
        let speed = random.logUniform(1...30)
        let duration = random.uniform(2...10)
        let up = random.chance(0.25)
        path.add(duration, to: path.row + (up ? -1 : 1) * speed * duration)
        path.segments.append("\(up ? "up" : "read") \(Int(speed.rounded()))/s")
      } else if kind < 0.55 {
        let distance = random.uniform(50...400) * (random.chance(0.15) ? -1 : 1)
        path.fling(distance, over: random.uniform(0.4...1.5))
        path.segments.append("fling \(Int(distance))")
      } else if kind < 0.75 {
        path.add(random.uniform(0.5...5), to: path.row)
        path.segments.append("pause")
      } else {
        let burst = random.uniform(40...100)
        path.add(1, to: path.row + burst)
        let speed = random.uniform(2...4)
        let duration = random.uniform(3...6)
        path.add(duration, to: path.row + speed * duration)
        path.segments.append("burst \(Int(burst))")
      }
    }
    return path.path(seconds: seconds)
  }
}
