/// What a list tells the detail loaders attached to it.
enum RowNotification<ID: Hashable & Sendable>: Sendable {
  case appeared(ID)
  case disappeared(ID)
  case rowsChanged
  /// The user waits at an edge for a page, scrolling faster than pages land (or no longer).
  case outrunningPages(Bool)
  case newGeneration(clearCache: Bool)
  case stop
}
