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
    let appearance = machine.position.appear(index, at: elapsedSeconds())
    if appearance.due { prefetchDue() }
    if hasRowObservers {
      // A load that just started may change whether the user outruns the pages: read again.
      tellLoaders(appearedAt: index, isRow: appearance.isRow, outrunning: appearance.due ? nil : appearance.outrunning)
    }
  }

  /// Reports that the row at an index left the screen. O(1).
  ///
  /// - Parameter index: The row's position in ``rows``, in `0..<rows.totalCount`.
  public func rowDisappeared(at index: Int) {
    // Paging only notes it (the memory cap keeps the pages of rows on screen): nothing the
    // model shows changes, so nothing is published.
    machine.position.rowDisappeared()
    if hasRowObservers { tellLoaders(disappearedAt: index) }
  }

  /// Reports that a placeholder (a row of a page the memory cap dropped) left the screen. O(1).
  ///
  /// Paging counts it (the memory cap keeps as many rows around the user as are on screen);
  /// detail loaders do not hear of it: when the page has come back meanwhile, the row that took
  /// the placeholder's position may have reported appearing first, and ``rowDisappeared(at:)``
  /// would take that row off their screen.
  ///
  /// - Parameter index: The placeholder's position in ``rows``.
  public func placeholderDisappeared(at index: Int) {
    machine.position.rowDisappeared()
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
    if let index = rowIndex(of: id) { rowDisappeared(at: index) }
  }

  @inline(never)
  func tellLoaders(appearedAt index: Int, isRow: Bool, outrunning: Bool?) {
    // Placeholders (pages the memory cap dropped) are no rows for the detail loaders.
    if isRow {
      // By index: iterating copies each weak reference, which costs more than the call.
      for slot in rowListeners.indices { rowListeners[slot].listener?.rowAppeared(at: index) }
    }
    if (outrunning ?? machine.position.isOutrunningPages) != link.outrunning { tellOutrunning() }
  }

  @inline(never)
  func tellLoaders(disappearedAt index: Int) {
    for slot in rowListeners.indices { rowListeners[slot].listener?.rowDisappeared(at: index) }
  }
}
