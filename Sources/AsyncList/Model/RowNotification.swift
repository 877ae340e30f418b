/// What a list tells the detail loaders attached to it.
enum RowNotification<ID: Hashable & Sendable>: Sendable {
  /// The list is about to handle an event that may change its rows.
  case rowsWillChange
  /// The user asked to retry what failed.
  case retryFailedDetails
  case rowsChanged
  /// The user waits at an edge for a page, scrolling faster than pages land (or no longer).
  case outrunningPages(Bool)
  case newGeneration(clearCache: Bool)
  case stop
}
