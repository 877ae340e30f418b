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

/// Pages of numbered lines, made on the device (only the amounts are slow).
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
  /// - Returns: The lines and the next line number.
  public func loadPage(_ request: PageRequest<Int, String>) async -> Page<Int, NumberedLine> {
    let start = min(request.key ?? 0, count)
    let end = min(start + max(1, request.loadSize), count)
    return Page(items: (start..<end).map(NumberedLine.init(id:)), nextKey: end < count ? end : nil)
  }
}
