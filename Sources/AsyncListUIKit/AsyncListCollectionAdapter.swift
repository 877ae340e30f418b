#if canImport(UIKit)
  public import AsyncList
  public import Foundation
  public import UIKit

  /// Drives a `UICollectionView` from an ``AsyncList/AsyncListModel``: a diffable data source
  /// shows the rows, and the collection view's delegate callbacks become the model's row events.
  /// It decides nothing: which pages and details load, what the footer shows and which row plays
  /// its reveal all come from the model.
  ///
  /// ```swift
  /// adapter = AsyncListCollectionAdapter(collectionView, model: model, cell: UICollectionViewListCell.self) {
  ///   cell, _, photo in
  ///   var content = cell.defaultContentConfiguration()
  ///   content.text = photo.author
  ///   cell.contentConfiguration = content
  /// }
  /// ```
  ///
  /// - The rows: one snapshot per change the model publishes to its rows or presentation
  ///   (`withObservationTracking`, re-armed each time), the rows on screen reconfigured; a cell
  ///   is configured from its item every time, and again when a detail it read changes.
  /// - Row events: `collectionView(_:willDisplay:forItemAt:)` and
  ///   `collectionView(_:didEndDisplaying:forItemAt:)` report rows by id
  ///   (``AsyncList/AsyncListModel/rowAppeared(id:)``): an index path goes stale when rows are
  ///   added above or replaced, an id does not. Placeholders of dropped pages report their
  ///   position, which loads their page back.
  /// - A fling: its target content offset becomes the positions the layout puts there
  ///   (``AsyncList/AsyncListModel/scrollWillSettle(on:)``); a new drag forgets it.
  /// - Place: a list that starts at a key (or refreshes at the user's place) scrolls to its
  ///   ``AsyncList/AsyncListModel/startRowID`` once it shows; when rows land or go above the rows
  ///   on screen (a page above, the memory cap's drops), the row highest on screen stays where it
  ///   was.
  /// - States: the first load, its failure and the empty list in the collection view's
  ///   `backgroundView`; the header and footer edges and a failed refresh as cells in their own
  ///   sections (``AsyncListSection``); pull-to-refresh with a `UIRefreshControl`.
  ///
  /// Keep the adapter as long as the collection view (the collection view holds its delegate
  /// weakly). The model's lifetime is yours: call ``AsyncList/AsyncListModel/start()`` in
  /// `viewWillAppear(_:)` and ``AsyncList/AsyncListModel/stop()`` in `viewDidDisappear(_:)`, or
  /// leave it running behind a pushed view controller.
  ///
  /// Customise the state views with ``makeBackgroundView``, ``configureEdgeCell``,
  /// ``configureRefreshFailedCell`` and ``configurePlaceholderCell`` (the defaults are
  /// ``AsyncListDefaultStates``); handle taps with ``didSelectRow``. To keep the collection view's
  /// delegate yourself, pass `installsDelegate: false` and call the adapter's delegate methods
  /// from yours.
  @MainActor
  public final class AsyncListCollectionAdapter<Source: PageSource, Cell: UICollectionViewCell>: NSObject,
    UICollectionViewDelegate, UICollectionViewDataSourcePrefetching
  {
    // Delegate methods stay in this declaration: a generic class's conformance to an Objective-C
    // protocol is accepted only here, not in an extension.
    /// The rows' type.
    public typealias Item = Source.Item
    typealias Entry = AsyncListEntry<Item.ID>
    /// Configures a row's cell; the last argument records the row's reveal serial and says whether
    /// to play it.
    typealias RowConfiguration = @MainActor (Cell, IndexPath, Item, _ revealChanged: (Int?) -> Bool) -> Void

    /// The model the collection view shows.
    public let model: AsyncListModel<Source>
    /// The collection view. Its data source is the adapter's diffable data source: keep it.
    public let collectionView: UICollectionView
    /// Whether snapshots animate their differences while the list shows rows before and after
    /// (the default). A change of state (the first rows, an empty list) never animates.
    public var animatesDifferences = true
    /// Makes the view behind the rows for a full-screen state, given a retry action; `nil` for
    /// none. Called when the state changes, with `.rows` and `.restoring` too.
    public var makeBackgroundView:
      @MainActor (ListPresentation.Content, _ retry: @escaping @MainActor () -> Void) -> UIView? =
        AsyncListDefaultStates.backgroundView(for:retry:)
    {
      didSet { showBackground() }
    }
    /// Configures the cell of the header or footer edge, given its status and a retry action.
    public var configureEdgeCell:
      @MainActor (UICollectionViewCell, EdgeStatus, _ retry: @escaping @MainActor () -> Void) -> Void =
        AsyncListDefaultStates.configureEdge(_:status:retry:)
    {
      didSet { reconfigureStates() }
    }
    /// Configures the banner cell of a failed pull-to-refresh, above the rows that stay.
    public var configureRefreshFailedCell:
      @MainActor (UICollectionViewCell, LoadFailure, _ retry: @escaping @MainActor () -> Void) -> Void =
        AsyncListDefaultStates.configureRefreshFailed(_:failure:retry:)
    {
      didSet { reconfigureStates() }
    }
    /// Configures the cell of a placeholder, a row of a page the memory cap dropped, by position.
    public var configurePlaceholderCell: @MainActor (UICollectionViewCell, _ position: Int) -> Void =
      AsyncListDefaultStates.configurePlaceholder(_:position:)
    {
      didSet { reconfigureStates() }
    }
    /// Called when the user selects a row (edges and placeholders are not selectable).
    public var didSelectRow: (@MainActor (Item, IndexPath) -> Void)?
    /// Called with the rows UIKit prefetches; `nil` by default. See
    /// ``collectionView(_:prefetchItemsAt:)``.
    public var prefetchRows: (@MainActor ([Item]) -> Void)?
    /// Called with the rows whose prefetch UIKit cancels; `nil` by default.
    public var cancelPrefetchingRows: (@MainActor ([Item]) -> Void)?

    var dataSource: UICollectionViewDiffableDataSource<AsyncListSection, Entry>!
    let rowConfiguration: RowConfiguration
    /// A row's reveal serial now, for a loader's rows; `nil` for rows without details.
    let revealSerial: (@MainActor (Item.ID) -> Int?)?
    /// The rows and presentation of the last snapshot: what the cells are configured from.
    var appliedRows: Rows<Item>
    var appliedPresentation: ListPresentation
    /// The edge entries of the last snapshot, and the state the background view shows.
    var appliedEdges: [Entry] = []
    var backgroundContent: ListPresentation.Content?
    var cellRecords: [ObjectIdentifier: AsyncListCellRecord<Item.ID>] = [:]
    /// What each cell on screen shows, from `willDisplay`: `didEndDisplaying`'s index path may be
    /// stale.
    var displayed: [ObjectIdentifier: Entry] = [:]
    var pendingReconfiguration: Set<Entry> = []
    /// The generation and start row of the last snapshot: a new start row is scrolled to once.
    var appliedGeneration = 0
    var appliedStartRow: Item.ID?

    /// The designated initializer: the public ones (``init(_:model:cell:installsDelegate:refreshControl:configure:)``
    /// and the one with details) say how a row's cell is configured.
    init(
      _ collectionView: UICollectionView, model: AsyncListModel<Source>, installsDelegate: Bool,
      refreshControl: Bool, revealSerial: (@MainActor (Item.ID) -> Int?)?,
      rowConfiguration: @escaping RowConfiguration
    ) {
      self.collectionView = collectionView
      self.model = model
      self.revealSerial = revealSerial
      self.rowConfiguration = rowConfiguration
      self.appliedRows = model.rows
      self.appliedPresentation = model.presentation
      super.init()
      makeDataSource()
      if installsDelegate {
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
      }
      if refreshControl { installRefreshControl() }
      update()
    }

    /// Reports a row coming on screen: ``AsyncList/AsyncListModel/rowAppeared(id:)`` for a row,
    /// ``AsyncList/AsyncListModel/rowAppeared(at:)`` for a placeholder. A reveal the model decides
    /// on the spot (the row came with its data) plays at once.
    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
      cellWillDisplay(cell, at: indexPath)
    }

    /// Reports a row leaving the screen: ``AsyncList/AsyncListModel/rowDisappeared(id:)``, or
    /// ``AsyncList/AsyncListModel/placeholderDisappeared(at:)`` for a placeholder.
    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      cellDidEndDisplaying(cell)
    }

    /// Only rows highlight: edges, placeholders and the refresh banner do not.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
      item(at: indexPath) != nil
    }

    /// Only rows can be selected.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
      item(at: indexPath) != nil
    }

    /// Calls ``didSelectRow`` with the row.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      if let didSelectRow, let item = item(at: indexPath) { didSelectRow(item, indexPath) }
    }

    /// The user caught the scroll: the target of the last fling no longer holds
    /// (``AsyncList/AsyncListModel/scrollWillSettle(on:)`` with `nil`).
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      model.scrollWillSettle(on: nil)
    }

    /// Tells the model where the scroll will rest: the positions of the rows the layout places in
    /// the rect at the target content offset, from its attributes (the layout's own sizes and
    /// estimates, never a fixed row height).
    public func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      model.scrollWillSettle(
        on: positions(in: CGRect(origin: targetContentOffset.pointee, size: scrollView.bounds.size)))
    }

    /// Hands the rows UIKit prefetches to ``prefetchRows`` (an image cache of your own, say), and
    /// tells the model nothing. The model schedules pages and details itself from the rows on
    /// screen and the scroll's direction and pace, with its own distances; UIKit's guess is
    /// neither a row on screen (``AsyncList/AsyncListModel/rowAppeared(id:)`` would count it as
    /// seen, break the memory cap's window and the wait figures) nor where a scroll rests
    /// (``AsyncList/AsyncListModel/scrollWillSettle(on:)`` would make detail loads cancel and
    /// restart as the guesses change).
    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
      if let prefetchRows { forward(indexPaths, to: prefetchRows) }
    }

    /// Hands the rows whose prefetch UIKit cancels to ``cancelPrefetchingRows``.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {
      if let cancelPrefetchingRows { forward(indexPaths, to: cancelPrefetchingRows) }
    }
  }
#endif
