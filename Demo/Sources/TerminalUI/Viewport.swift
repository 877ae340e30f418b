/// The rows a list shows in a window of fixed height as it scrolls.
package struct Viewport: Sendable, Equatable {
  /// The first visible row.
  package private(set) var top = 0
  /// Rows the window shows.
  package private(set) var height: Int
  /// Rows in the list.
  package private(set) var count = 0

  /// Creates a viewport.
  ///
  /// - Parameter height: Rows the window shows.
  package init(height: Int) {
    self.height = max(1, height)
  }

  /// The visible rows.
  package var visible: Range<Int> { top..<min(count, top + height) }

  /// The largest top that still fills the window.
  package var maxTop: Int { max(0, count - height) }

  /// Whether the last row is visible.
  package var isAtEnd: Bool { top + height >= count }

  /// Scrolls by rows (negative is up), clamped to the list.
  package mutating func scroll(by rows: Int) { top = min(maxTop, max(0, top + rows)) }

  /// Scrolls to a top row, clamped.
  package mutating func scroll(to row: Int) { top = min(maxTop, max(0, row)) }

  /// Changes the window's height (a resize), keeping the top row.
  package mutating func resize(height: Int) {
    self.height = max(1, height)
    top = min(maxTop, top)
  }

  /// Updates the row count (rows arrived or were cleared), keeping the top row when it can.
  package mutating func update(count: Int) {
    self.count = max(0, count)
    top = min(maxTop, top)
  }
}
