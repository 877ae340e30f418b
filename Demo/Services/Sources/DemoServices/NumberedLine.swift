public import AsyncList

/// A row of the amounts list: "Line N", whose amount comes from a slow store.
public struct NumberedLine: Identifiable, Sendable, Equatable, CustomStringConvertible {
  /// The line number, from 0.
  public let id: Int

  /// Creates a line.
  ///
  /// - Parameter id: The line number.
  public init(id: Int) {
    self.id = id
  }

  /// "Line N".
  public var description: String { "Line \(id)" }
}

/// Pages of numbered lines, made on the device (only the amounts are slow). Pages count the lines
/// around them and any line has a key (its number), so the list shows every line from the first
/// page and jumps to a far one without loading the pages in between.
public struct NumberedLineSource: PageSource {
  /// The number of lines.
  public let count: Int

  /// Creates a source.
  ///
  /// - Parameter count: The number of lines. Defaults to 1,000,000.
  public init(count: Int = 1_000_000) {
    self.count = max(0, count)
  }

  /// Makes one page of lines.
  ///
  /// - Parameter request: The first line's number as key (`nil` for 0).
  /// - Returns: The lines, the line numbers next to them, and how many lines lie around them.
  public func loadPage(_ request: PageRequest<Int, String>) async -> Page<Int, NumberedLine> {
    let size = max(1, request.loadSize)
    let range: Range<Int>
    if request.direction == .prepend {
      let end = min(request.key ?? 0, count)
      range = max(0, end - size)..<end
    } else {
      let start = min(request.key ?? 0, count)
      range = start..<min(start + size, count)
    }
    return Page(
      items: range.map(NumberedLine.init(id:)), nextKey: range.upperBound < count ? range.upperBound : nil,
      previousKey: request.direction != .append && range.lowerBound > 0 ? range.lowerBound : nil,
      itemsBefore: range.lowerBound, itemsAfter: count - range.upperBound)
  }

  /// A refresh starts at the line on screen: the user stays where they are, and the lines above
  /// load again as they scroll up (without it, a refresh far down would load line 0 and then
  /// jump back to the user's place).
  ///
  /// - Parameter anchor: The line highest on screen.
  /// - Returns: Its number.
  public func refreshKey(for anchor: NumberedLine) -> Int? {
    anchor.id
  }

  /// The line number itself: a page can start at any line.
  ///
  /// - Parameters:
  ///   - position: The first line wanted.
  ///   - query: Unused: the lines are not searched.
  /// - Returns: `position`, within the lines.
  public func key(forPosition position: Int, query: String) -> Int? {
    min(max(0, position), count)
  }
}
