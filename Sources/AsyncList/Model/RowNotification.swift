/// What a list tells the detail loaders attached to it, besides row events (those go by
/// position through ``RowEventListener``). ``LevelLink`` decides which; the model and the
/// simulator send them.
package enum RowNotification: Sendable, Equatable {
  /// The list is about to handle an event that may change its rows.
  case rowsWillChange
  /// The user asked to retry what failed.
  case retryFailedDetails
  /// Rows were added, removed or replaced.
  case rowsChanged
  /// The user waits at an edge for a page, scrolling faster than pages land (or no longer).
  case outrunningPages(Bool)
  /// A reset, refresh or new query started a new generation; a reset also clears the cache.
  case newGeneration(clearCache: Bool)
  /// The list stopped.
  case stop

  /// The detail scheduler's event for this notification, at a time on the loader's clock.
  ///
  /// - Parameter time: Now, on the detail level's clock.
  /// - Returns: The event.
  package func detailEvent<ID, Detail>(at time: Duration) -> DetailEvent<ID, Detail> {
    switch self {
    case .rowsWillChange: .rowsWillChange
    case .retryFailedDetails: .retryAll
    case .rowsChanged: .rowsChanged
    case .outrunningPages(let outrunning): .holdLoads(outrunning, at: time)
    case .newGeneration(let clearCache): .newGeneration(clearCache: clearCache)
    case .stop: .stop
    }
  }
}
