/// A run of placeholder positions a SwiftUI face draws as one view of their total height, so
/// that a list of a million counted positions costs a few views, not a million.
///
/// Next to the rows held the runs are single positions (a placeholder the user scrolls onto
/// is a row of its own, with its own label); away from them they double in size, so the runs on
/// one side number about 8 + log₂(count): 27 for a million positions. When a run shows, the
/// part of it on screen says which positions are there (``positions(visibleFrom:to:rowHeight:)``),
/// and the face reports those as placeholders on screen: the core jumps there as it does for any
/// placeholder.
public struct PlaceholderRun: Hashable, Sendable, Identifiable {
  /// Runs of one position next to the rows held, on each side.
  public static let singles = 8

  /// The positions of the run.
  public let positions: Range<Int>
  /// The run's place counted from the rows held: 0 next to them, then 1, 2…; negative before
  /// the rows (-1 next to them). It stays when pages land and the run's positions move, so a view
  /// keyed by it is updated in place, not removed and inserted.
  public let id: Int

  /// A run of positions.
  ///
  /// - Parameters:
  ///   - positions: The positions.
  ///   - id: The run's place counted from the rows held (see ``id``).
  public init(positions: Range<Int>, id: Int = 0) {
    self.positions = positions
    self.id = id
  }

  /// The number of positions.
  public var count: Int { positions.count }

  /// The positions shown by the part of the run from `top` to `bottom`, in the run's own
  /// coordinates, with rows `rowHeight` tall; empty when none is.
  public func positions(visibleFrom top: Double, to bottom: Double, rowHeight: Double) -> Range<Int> {
    guard rowHeight > 0, bottom > top, bottom > 0, top < rowHeight * Double(count) else {
      return positions.lowerBound..<positions.lowerBound
    }
    let first = max(0, Int((top / rowHeight).rounded(.down)))
    let last = min(count, Int((bottom / rowHeight).rounded(.up)))
    return positions.lowerBound + first..<positions.lowerBound + max(first, last)
  }

  /// The runs of the placeholders in a range: single positions next to the rows, then runs
  /// that double in size away from them, in ascending order.
  ///
  /// - Parameters:
  ///   - range: Placeholder positions, all on one side of the rows held.
  ///   - rowsAfter: Whether the rows held come after the range (the placeholders before them);
  ///     otherwise before it.
  /// - Returns: The runs, covering the range exactly.
  public static func runs(of range: Range<Int>, rowsAfter: Bool) -> [PlaceholderRun] {
    var runs: [PlaceholderRun] = []
    var remaining = range
    var size = 1
    var made = 0
    while !remaining.isEmpty {
      let take = min(size, remaining.count)
      if rowsAfter {
        runs.append(PlaceholderRun(positions: remaining.upperBound - take..<remaining.upperBound, id: -1 - made))
        remaining = remaining.lowerBound..<remaining.upperBound - take
      } else {
        runs.append(PlaceholderRun(positions: remaining.lowerBound..<remaining.lowerBound + take, id: made))
        remaining = remaining.lowerBound + take..<remaining.upperBound
      }
      made += 1
      if made >= singles { size *= 2 }
    }
    return rowsAfter ? runs.reversed() : runs
  }
}
