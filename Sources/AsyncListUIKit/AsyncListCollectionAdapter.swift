#if canImport(UIKit)
  public import AsyncList
  public import Foundation
  public import UIKit

  /// Drives a `UICollectionView` from an ``AsyncList/AsyncListModel``: it is the collection view's
  /// data source, applies each change the model publishes as index updates that touch the
  /// changed items only, and turns the delegate callbacks into the model's row events.
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
  /// - The rows: each change the model publishes to its rows comes with what changed
  ///   (``AsyncList/AsyncListModel/rowChanges(since:)``), planned in the core as deletions,
  ///   insertions and reloads of the changed positions, applied in one batch update: a page
  ///   landing in a list of a million counted positions touches the page's items, never a
  ///   snapshot of every position. A new generation (refresh, new query, reset) reloads once,
  ///   without animation. A cell is configured from its item every time, and reconfigured alone
  ///   when something it read changes: a detail, its reveal during a staggered first page, the
  ///   dimming of the previous query's rows. The edges and the background follow their own
  ///   observed values, so the footer's spinner touches the footer only.
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
    UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDataSourcePrefetching
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
    /// The collection view. The adapter is its data source: keep it so.
    public let collectionView: UICollectionView
    /// Whether updates animate while the list shows rows before and after
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

    /// The cell registrations of the rows and of the state cells, made once.
    var rowCells: UICollectionView.CellRegistration<Cell, Item.ID>!
    var stateCells: UICollectionView.CellRegistration<UICollectionViewCell, Entry>!
    let rowConfiguration: RowConfiguration
    /// A row's reveal serial now, for a loader's rows; `nil` for rows without details.
    let revealSerial: (@MainActor (Item.ID) -> Int?)?
    /// What the collection view shows: the rows and the version of them applied, the state
    /// cells of the header and footer sections, the failed refresh, and the list's state.
    var appliedRows: Rows<Item>
    var appliedVersion: Int
    var appliedHeader: [Entry] = []
    var appliedFooter: [Entry] = []
    var appliedEdges = EdgeRows()
    var appliedRefresh: ListPresentation.RefreshStatus = .idle
    var appliedContent: ListPresentation.Content = .restoring
    var backgroundContent: ListPresentation.Content?
    var cellRecords: [ObjectIdentifier: AsyncListCellRecord<Item.ID>] = [:]
    /// What each cell on screen shows, from `willDisplay`: `didEndDisplaying`'s index path may be
    /// stale.
    var displayed: [ObjectIdentifier: Entry] = [:]
    var pendingReconfiguration: Set<Entry> = []
    /// The start row last applied: a new start row is scrolled to once.
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
      self.appliedVersion = -1  // no version: the first update reloads
      super.init()
      makeCellRegistrations()
      collectionView.dataSource = self
      if installsDelegate {
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
      }
      if refreshControl { installRefreshControl() }
      update()
    }

    /// Three sections, always: ``AsyncListSection/header``, ``AsyncListSection/rows`` and
    /// ``AsyncListSection/footer``.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }

    /// The items of a section: the state cells of the header or footer, or every position of the
    /// rows (placeholders included) as last applied.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      switch section {
      case 0: appliedHeader.count
      case 1: appliedRows.totalCount
      case 2: appliedFooter.count
      default: 0
      }
    }

    /// The cell of an item: a row's cell configured by the app, or a state cell (an edge, a
    /// placeholder, the refresh banner).
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let entry = entry(at: indexPath) ?? .footer
      if case .row(let id) = entry {
        return collectionView.dequeueConfiguredReusableCell(using: rowCells, for: indexPath, item: id)
      }
      return collectionView.dequeueConfiguredReusableCell(using: stateCells, for: indexPath, item: entry)
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
