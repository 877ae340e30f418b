/// Row events: the calls a scrolling list makes most, decided without generic metadata where
/// they can be (see ``ScrollPosition`` and ``DetailScreen``).
extension AsyncListModel {
  /// Reports that the row at an index appeared on screen. O(1).
  ///
  /// With a memory cap, positions count placeholders: a placeholder that appears loads its page
  /// back.
  ///
  /// - Parameter index: The row's position in ``rows``, in `0..<rows.totalCount`.
  public func rowAppeared(at index: Int) {
    // The fast path: most appearances change nothing observable and start nothing, and are
    // decided by the machine's non-generic part alone. What needs the generic types is in
    // functions of its own, so this one asks the runtime for no generic metadata.
    if machine.position.rowAppeared(index, at: elapsedSeconds()) { prefetchDue() }
    if hasRowObservers { tellLoaders(appearedAt: index) }
  }

  /// Reports that the row at an index left the screen. O(1).
  ///
  /// - Parameter index: The row's position in ``rows``, in `0..<rows.totalCount`.
  public func rowDisappeared(at index: Int) {
    // Paging does not depend on rows leaving (the last row that appeared is where the user
    // is), so this changes nothing the model shows: only detail loaders hear of it.
    if hasRowObservers { tellLoaders(disappearedAt: index) }
  }

  /// Reports that the row with an id appeared on screen. O(1).
  ///
  /// - Parameter id: The row's id; unknown ids are ignored.
  public func rowAppeared(id: Item.ID) {
    if let index = rowIndex(of: id) { rowAppeared(at: index) }
  }

  /// Reports that the row with an id left the screen. O(1).
  ///
  /// - Parameter id: The row's id; unknown ids are ignored.
  public func rowDisappeared(id: Item.ID) {
    if hasRowObservers, let index = rowIndex(of: id) { tellLoaders(disappearedAt: index) }
  }

  @inline(never)
  func tellLoaders(appearedAt index: Int) {
    // One read of the position (each read of the machine is an exclusivity check).
    let position = machine.position
    // Placeholders (pages the memory cap dropped) are no rows for the detail loaders.
    if index >= position.placeholdersBefore, index < position.placeholdersBefore + position.heldCount {
      // By index: iterating copies each weak reference, which costs more than the call.
      for slot in rowListeners.indices { rowListeners[slot].listener?.rowAppeared(at: index) }
    }
    let outrunning = position.isOutrunningPages
    if outrunning != link.outrunning { tellOutrunning() }
  }

  @inline(never)
  func tellLoaders(disappearedAt index: Int) {
    for slot in rowListeners.indices { rowListeners[slot].listener?.rowDisappeared(at: index) }
  }
}
