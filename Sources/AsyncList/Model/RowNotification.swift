/// What a list tells the detail loaders attached to it.
enum RowNotification<ID: Hashable & Sendable>: Sendable {
  /// The row with an id appeared at a position.
  case appeared(ID, index: Int)
  /// The row at a position left the screen.
  case disappeared(index: Int)
  case rowsChanged
  /// The user waits at an edge for a page, scrolling faster than pages land (or no longer).
  case outrunningPages(Bool)
  case newGeneration(clearCache: Bool)
  case stop
}
