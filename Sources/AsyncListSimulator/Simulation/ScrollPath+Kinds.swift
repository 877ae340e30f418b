extension ScrollPath {
  /// A generated path of one kind. The same kind and seed give the same path everywhere.
  ///
  /// - Parameters:
  ///   - kind: The way of scrolling.
  ///   - seed: Picks the path.
  ///   - seconds: How long it runs.
  /// - Returns: The path, named after its kind and segments.
  public static func generated(_ kind: ScrollPathKind, seed: UInt64, seconds: Double = 40) -> ScrollPath {
    var random = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 11)
    var path = ScrollPathKnots()
    switch kind {
    case .mixed:
      return generated(seed: seed, seconds: seconds)
    case .bursts:
      while path.time < seconds {
        path.add(random.uniform(2...8), to: path.row)
        let speed = random.uniform(20...60)
        let duration = random.uniform(1...3)
        path.add(duration, to: path.row + speed * duration)
        path.segments.append("burst \(Int(speed))/s")
      }
    case .flingBack:
      while path.time < seconds {
        let start = path.row
        let reading = random.uniform(1...3)
        path.add(random.uniform(2...5), to: path.row + reading * 3)
        let distance = random.uniform(150...600)
        path.fling(distance, over: random.uniform(0.6...1.5))
        path.add(random.uniform(0.5...4), to: path.row)
        path.fling(start - path.row, over: random.uniform(0.6...1.5))
        path.segments.append("fling \(Int(distance)) and back")
      }
    case .pageDown:
      let interval = random.uniform(0.25...1.2)
      while path.time < seconds {
        if random.chance(0.1) {
          path.add(random.uniform(1...3), to: path.row)
        } else {
          path.add(0.05, to: path.row + 12)
          path.add(interval, to: path.row)
        }
      }
      path.segments.append("a screen every \(Int(interval * 1_000)) ms")
    case .skimming:
      while path.time < seconds {
        let speed = random.uniform(15...50)
        let duration = random.uniform(2...6)
        path.add(duration, to: path.row + speed * duration)
        path.add(random.uniform(0.3...1), to: path.row)
        if random.chance(0.3) { path.add(0.5, to: path.row - random.uniform(5...30)) }
        path.segments.append("skim \(Int(speed))/s")
      }
    case .downUp:
      while path.time < seconds {
        let down = random.uniform(3...15)
        let downFor = random.uniform(3...10)
        path.add(downFor, to: path.row + down * downFor)
        let up = random.uniform(3...15)
        path.add(random.uniform(2...6), to: path.row - up * random.uniform(2...6))
        path.segments.append("down \(Int(down))/s, up \(Int(up))/s")
      }
    }
    return path.path(seconds: seconds, prefix: "\(kind.rawValue): ")
  }
}
