internal import AsyncList

/// How a user scrolls: the row they want at the top of the screen, over time.
///
/// The simulator clamps the wish to the rows that exist: a user who scrolls faster than pages
/// arrive waits at the end, looking at the loading footer.
public struct ScrollPath: Sendable {
  /// A short name for tables.
  public let name: String
  /// How long the path runs.
  public let duration: Duration
  /// The wanted top row at a time in seconds.
  public let topRow: @Sendable (Double) -> Double

  /// Creates a path.
  ///
  /// - Parameters:
  ///   - name: A short name.
  ///   - duration: How long it runs.
  ///   - topRow: The wanted top row at a time in seconds.
  public init(name: String, duration: Duration, topRow: @escaping @Sendable (Double) -> Double) {
    self.name = name
    self.duration = duration
    self.topRow = topRow
  }

  /// Reading at a steady pace.
  ///
  /// - Parameters:
  ///   - rowsPerSecond: The pace.
  ///   - seconds: How long.
  /// - Returns: The path.
  public static func steadyReading(rowsPerSecond: Double = 2, seconds: Double = 60) -> ScrollPath {
    ScrollPath(name: "steady reading", duration: .seconds(seconds)) { $0 * rowsPerSecond }
  }

  /// One fast fling, then a pause where it stopped.
  ///
  /// - Parameters:
  ///   - rows: How far the fling goes.
  ///   - seconds: How long the fling takes.
  ///   - pause: How long the user then looks.
  /// - Returns: The path.
  public static func fling(rows: Double = 1_000, seconds: Double = 2, pause: Double = 5) -> ScrollPath {
    ScrollPath(name: "fling", duration: .seconds(seconds + pause)) { min(1, $0 / seconds) * rows }
  }

  /// A fling, a pause, another fling, another pause.
  ///
  /// - Returns: The path.
  public static func flingStopFling() -> ScrollPath {
    ScrollPath(name: "fling-stop-fling", duration: .seconds(8)) { t in
      if t < 0.6 { return t / 0.6 * 300 }
      if t < 3.6 { return 300 }
      if t < 4.2 { return 300 + (t - 3.6) / 0.6 * 300 }
      return 600
    }
  }

  /// A jump far ahead (dragging the scroll bar: the screen follows as rows arrive), a look, and
  /// a jump back to the top.
  ///
  /// - Parameter rows: How far the jump goes.
  /// - Returns: The path.
  public static func jumpToEndAndBack(rows: Double = 600) -> ScrollPath {
    ScrollPath(name: "jump to end and back", duration: .seconds(16)) { t in
      t < 1 ? 0 : (t < 14 ? rows : 0)
    }
  }

  /// Fast reading: skimming at a steady, brisk pace, for a source whose pages are slow.
  ///
  /// - Parameters:
  ///   - rowsPerSecond: The pace.
  ///   - seconds: How long.
  /// - Returns: The path.
  public static func fastReading(rowsPerSecond: Double = 15, seconds: Double = 40) -> ScrollPath {
    ScrollPath(name: "fast reading, slow pages", duration: .seconds(seconds)) { $0 * rowsPerSecond }
  }

  /// Slow reading, for the slow source.
  ///
  /// - Returns: The path.
  public static func slowReading() -> ScrollPath {
    ScrollPath(name: "slow reading, slow source", duration: .seconds(60)) { $0 * 0.5 }
  }

  /// The rows the user wants on screen at a time: the wanted top row, within a catalog, and the
  /// rows below it that fill the screen (whether or not they have loaded).
  ///
  /// - Parameters:
  ///   - time: The time on the path.
  ///   - catalog: Rows in the catalog.
  ///   - viewportRows: Rows on screen.
  /// - Returns: The rows.
  func wantedRows(at time: Duration, catalog: Int, viewportRows: Int) -> Range<Int> {
    let top = Int(min(max(0, topRow(time.seconds)), Double(max(0, catalog - viewportRows))))
    return top..<min(catalog, top + viewportRows)
  }
}
