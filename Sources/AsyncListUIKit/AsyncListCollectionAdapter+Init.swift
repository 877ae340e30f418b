#if canImport(UIKit)
  public import AsyncList
  public import Foundation
  public import UIKit

  extension AsyncListCollectionAdapter {
    /// Creates an adapter for rows without details and installs it on the collection view.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view, with any layout (a list layout shows the states
    ///     as a list does). The adapter becomes its data source.
    ///   - model: The model to show.
    ///   - cell: The class of the rows' cells.
    ///   - installsDelegate: Whether the adapter becomes the collection view's `delegate` and
    ///     `prefetchDataSource` (the default). Pass `false` to keep them yours and call the
    ///     adapter's delegate methods from your own.
    ///   - refreshControl: Whether to install a `UIRefreshControl` that calls
    ///     ``AsyncList/AsyncListModel/refresh()`` (the default).
    ///   - configure: Configures a row's cell from its item, each time it shows one.
    public convenience init(
      _ collectionView: UICollectionView, model: AsyncListModel<Source>, cell: Cell.Type,
      installsDelegate: Bool = true, refreshControl: Bool = true,
      configure: @escaping @MainActor (Cell, IndexPath, Item) -> Void
    ) {
      self.init(
        collectionView, model: model, installsDelegate: installsDelegate, refreshControl: refreshControl,
        revealSerial: nil
      ) { cell, indexPath, item, _ in
        configure(cell, indexPath, item)
      }
    }

    /// Creates an adapter for rows with a detail level and installs it on the collection view.
    /// Each row's cell is configured with its item and its detail: reading the detail's state in
    /// the configuration reconfigures the cell when it changes, and
    /// ``AsyncListRowDetail/playReveal(on:_:)`` plays the reveals the model decides.
    ///
    /// ```swift
    /// adapter = AsyncListCollectionAdapter(
    ///   collectionView, model: model, cell: AmountCell.self  // model: DetailListModel<LineSource, AmountSource>
    /// ) { cell, _, line, amount in
    ///   cell.show(line, amount)  // reads amount.state, calls amount.playReveal(on: cell.bar)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - collectionView: The collection view, with any layout. The adapter becomes its data
    ///     source.
    ///   - model: The model to show, made with one detail source. With more levels, use the
    ///     initializer without details and read ``AsyncList/DetailListModel/loaders`` in
    ///     `configure`.
    ///   - cell: The class of the rows' cells.
    ///   - installsDelegate: Whether the adapter becomes the collection view's `delegate` and
    ///     `prefetchDataSource` (the default).
    ///   - refreshControl: Whether to install a `UIRefreshControl` (the default).
    ///   - configure: Configures a row's cell from its item and its detail, each time it shows one.
    public convenience init<Details: DetailSource>(
      _ collectionView: UICollectionView, model: DetailListModel<Source, Details>, cell: Cell.Type,
      installsDelegate: Bool = true, refreshControl: Bool = true,
      configure: @escaping @MainActor (Cell, IndexPath, Item, AsyncListRowDetail<Details.Detail>) -> Void
    ) {
      let loader = model.rowDetails
      self.init(
        collectionView, model: model, installsDelegate: installsDelegate, refreshControl: refreshControl,
        revealSerial: { loader($0).reveal?.serial },
        rowConfiguration: { cell, indexPath, item, revealChanged in
          let detail = loader(item.id)
          let reveals = revealChanged(detail.reveal?.serial)
          configure(cell, indexPath, item, AsyncListRowDetail(detail: detail, revealsNow: reveals))
        })
    }
  }
#endif
