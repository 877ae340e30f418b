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
  /// The model remembers the ids on screen, so a second appearance without a disappearance
  /// between counts once, and a row that leaves after the list dropped it still counts as
  /// leaving.
  ///
  /// - Parameter id: The row's id; unknown ids are ignored.
  public func rowAppeared(id: Item.ID) {
    guard let index = rowIndex(of: id), lifecycle.idsOnScreen.insert(id).inserted else { return }
    if lifecycle.idsOnScreen.count > lifecycle.idsOnScreenLimit {
      forgetIDsOnScreenGone()
      lifecycle.idsOnScreenLimit = max(1_024, 2 * lifecycle.idsOnScreen.count)
    }
    rowAppeared(at: index)
  }

  /// Rows the view reported on screen by id that the list no longer holds (the rows changed, or a
  /// view that reports appearances only): they leave the screen now, once, so a disappearance the
  /// view reports later, or never, changes nothing. O(rows reported on screen).
  @inline(never)
  func forgetIDsOnScreenGone() {
    guard !lifecycle.idsOnScreen.isEmpty else { return }
    let before = lifecycle.idsOnScreen.count
    lifecycle.idsOnScreen = lifecycle.idsOnScreen.filter { rowIndex(of: $0) != nil }
    for _ in 0..<before - lifecycle.idsOnScreen.count { machine.position.rowDisappeared() }
  }

  /// Reports that the row with an id left the screen. O(1).
  ///
  /// A row the list stops holding while on screen (a reset, a refresh or a new query replaced
  /// it) leaves the count of rows on screen, which the memory cap keeps around the user, when the
  /// rows change: a view whose rows go away with the list (SwiftUI's `onDisappear`) reports them
  /// after they are gone, and that report changes nothing.
  ///
  /// - Parameter id: The row's id; ids not on screen (never reported, or gone) are ignored.
  public func rowDisappeared(id: Item.ID) {
    guard lifecycle.idsOnScreen.remove(id) != nil, let index = rowIndex(of: id) else { return }
    rowDisappeared(at: index)
  }

  /// Reports where the scroll under way will come to rest: the positions on screen when it
  /// stops. Detail loaders start those rows at once, ahead of the rows the scroll passes (which
  /// a fling never loads), and keep them while it runs, so a fling's destination shows its data
  /// about one latency sooner.
  ///
  /// UIKit gives the target in `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
  /// SwiftUI in a `ScrollTargetBehavior`'s `updateTarget(_:context:)`: convert the offset to the
  /// rows it shows. Send `nil` when the user catches the scroll (a new drag begins); the target
  /// is forgotten by itself once the screen settles. Either way, loads of target rows that end
  /// up beyond ``DetailConfiguration/prefetchDistance`` from the screen are cancelled, so a wrong
  /// target does not hold slots the rows on screen need. Without a target, the destination loads
  /// when the scroll comes to rest.
  ///
  /// - Parameter range: Positions on screen where the scroll stops, clamped to
  ///   `0..<rows.totalCount`; `nil` or empty when it will not stop anywhere known.
  public func scrollWillSettle(on range: Range<Int>?) {
    let range = range?.clamped(to: 0..<rows.totalCount)
    for slot in rowListeners.indices { rowListeners[slot].listener?.scrollWillSettle(on: range) }
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
