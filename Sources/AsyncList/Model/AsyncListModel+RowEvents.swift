/// Row events: the calls a scrolling list makes most. The engine decides them in O(1): first in
/// its ``Viewport``, which has no generic types (a call into the generic engine would cost a row
/// event more than its decision), then, when that leaves something, in its generic part. The
/// model carries out the rare action (a page or a detail to load).
///
/// A face reports what is on screen through one public call, ``visibleRowsChanged(to:)``, and
/// the scroll's destination through ``scrollWillSettle(on:)``. The per-row calls the package's
/// own faces make (a row's `onAppear`, a cell's display) are behind `@_spi(Faces) import
/// AsyncList`: O(1) each, for a face that reports row by row and keeps its own bookkeeping
/// right (every appearance matched by its disappearance).
extension AsyncListModel {
  /// Reports that the row at an index appeared on screen. O(1).
  ///
  /// With a memory cap, positions count placeholders: a placeholder that appears loads its page
  /// back.
  ///
  /// - Parameter index: The row's position in ``rows``, in `0..<rows.totalCount`.
  @_spi(Faces) public func rowAppeared(at index: Int) {
    let time = now()
    let followUp = viewport.rowAppeared(at: index, time: time)
    if !followUp.isEmpty { finish(followUp, at: index, time: time) }
  }

  /// Reports that the row at an index left the screen. O(1).
  ///
  /// - Parameter index: The row's position in ``rows``, in `0..<rows.totalCount`.
  @_spi(Faces) public func rowDisappeared(at index: Int) {
    let followUp = viewport.rowDisappeared(at: index)
    if !followUp.isEmpty { finish(followUp, at: index, time: now()) }
  }

  /// The generic part of a row event, in a function of its own: the fast path above asks the
  /// runtime for no generic metadata.
  @inline(never)
  func finish(_ followUp: Viewport.FollowUp, at index: Int, time: ListTime) {
    if viewport.awaitsStartRow { startRowLaidOut(showing: engine.paging.rows.item(at: index)?.id) }
    // A row far among counted placeholders may start a generation (a jump): the actions say so.
    let actions = engine.followUp(followUp, at: index, time: time)
    if !actions.isEmpty { perform(actions, pagingEvent: false) }
  }

  /// Reports that a placeholder (a row of a page the memory cap dropped) left the screen. O(1).
  ///
  /// Paging counts it (the memory cap keeps as many rows around the user as are on screen);
  /// detail loaders do not hear of it: when the page has come back meanwhile, the row that took
  /// the placeholder's position may have reported appearing first, and ``rowDisappeared(at:)``
  /// would take that row off their screen.
  ///
  /// - Parameter index: The placeholder's position in ``rows``.
  @_spi(Faces) public func placeholderDisappeared(at index: Int) {
    viewport.placeholderDisappeared()
  }

  /// Reports that the row with an id appeared on screen. O(1).
  ///
  /// The model remembers the ids on screen, so a second appearance without a disappearance
  /// between counts once, and a row that leaves after the list dropped it still counts as
  /// leaving.
  ///
  /// - Parameter id: The row's id; unknown ids are ignored.
  @_spi(Faces) public func rowAppeared(id: Item.ID) {
    if viewport.awaitsStartRow { startRowLaidOut(showing: id) }
    let actions = engine.rowAppeared(id: id, at: now())
    if !actions.isEmpty { perform(actions, pagingEvent: false) }
  }

  /// Reports that the row with an id left the screen. O(1).
  ///
  /// A row the list stops holding while on screen (a reset, a refresh or a new query replaced
  /// it) leaves the count of rows on screen, which the memory cap keeps around the user, when the
  /// rows change: a view whose rows go away with the list (SwiftUI's `onDisappear`) reports them
  /// after they are gone, and that report changes nothing.
  ///
  /// - Parameter id: The row's id; ids not on screen (never reported, or gone) are ignored.
  @_spi(Faces) public func rowDisappeared(id: Item.ID) {
    let actions = engine.rowDisappeared(id: id, at: now())
    if !actions.isEmpty { perform(actions, pagingEvent: false) }
  }

  /// Reports where the scroll under way will come to rest: the positions on screen when it
  /// stops. Detail loaders start those rows at once, ahead of the rows the scroll passes (which
  /// a fling never loads), and keep them while it runs, so a fling's destination shows its data
  /// about one latency sooner.
  ///
  /// `AsyncListView` calls it by itself. UIKit gives the target in
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, SwiftUI in a
  /// `ScrollTargetBehavior`'s `updateTarget(_:context:)`: convert the offset to the rows it shows
  /// with ``ScrollSettle/rows(top:bottom:contentHeight:positions:)``. Send `nil` when the user catches the scroll (a new drag begins); the target
  /// is forgotten by itself once the screen settles. Either way, loads of target rows that end
  /// up beyond ``DetailConfiguration/prefetchDistance`` from the screen are cancelled, so a wrong
  /// target does not hold slots the rows on screen need. Without a target, the destination loads
  /// when the scroll comes to rest.
  ///
  /// - Parameter range: Positions on screen where the scroll stops, clamped to
  ///   `0..<rows.totalCount`; `nil` or empty when it will not stop anywhere known.
  public func scrollWillSettle(on range: Range<Int>?) {
    let actions = engine.scrollWillSettle(on: range, at: now())
    if !actions.isEmpty { perform(actions, pagingEvent: false) }
  }

  /// Reports the rows on screen as one range of positions, for views that know their visible
  /// range rather than each row's appearance (a lazy stack, a terminal, a collection view's
  /// index paths): the model works out which rows appeared and which left.
  ///
  /// Rows are told apart by id, so after a refresh that puts other rows at the same positions
  /// the new rows are reported as appearing; placeholders of dropped pages
  /// (``PagingConfiguration/maxLoadedRows``) by position, so one that comes into view loads its
  /// page back. New rows are reported in the direction of the scroll (bottom-most last when
  /// the range moves down, top-most last when it moves up), so the last row reported is where
  /// the user is heading. O(rows in the range) per call.
  ///
  /// - Parameter range: Positions on screen, placeholders included; clamped to
  ///   `0..<rows.totalCount`. A range wholly past the rows (a view that shows the footer, or
  ///   positions it expects) means the user is at the end: the last row counts as on screen, so
  ///   the next page loads instead of the list waiting.
  public func visibleRowsChanged(to range: Range<Int>) {
    let actions = engine.visibleRowsChanged(to: range, at: now())
    if !actions.isEmpty { perform(actions, pagingEvent: false) }
  }

  /// The row highest on screen among those the view reported with ``rowAppeared(id:)``, or `nil`:
  /// for a front end that keeps it in place when a page is added above the rows. Not observed.
  /// O(rows on screen).
  @_spi(Faces) public var topRowOnScreenID: Item.ID? { engine.topRowOnScreenID }
}
