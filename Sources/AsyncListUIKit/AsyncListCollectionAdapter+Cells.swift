#if canImport(UIKit)
  import AsyncList
  import Foundation
  import Observation
  import UIKit

  extension AsyncListCollectionAdapter {
    /// Makes the diffable data source, with one cell registration for the rows and one for the
    /// state cells (edges, placeholders, the refresh banner). The registrations are made once,
    /// outside the cell provider, as UIKit requires.
    func makeDataSource() {
      let rows = UICollectionView.CellRegistration<Cell, Item.ID> { [weak self] cell, indexPath, id in
        self?.configureRow(cell, at: indexPath, id: id)
      }
      let states = UICollectionView.CellRegistration<UICollectionViewCell, Entry> { [weak self] cell, _, entry in
        self?.configureState(cell, entry)
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
        collectionView, indexPath, entry in
        if case .row(let id) = entry {
          return collectionView.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: id)
        }
        return collectionView.dequeueConfiguredReusableCell(using: states, for: indexPath, item: entry)
      }
    }

    /// Configures a row's cell from the applied rows and presentation, every time: a staggered
    /// first page hides rows past its limit (fading them in as it reveals them), the previous
    /// query's rows are dimmed, and the app's configuration runs under observation, so a detail
    /// it reads that changes reconfigures this row.
    func configureRow(_ cell: Cell, at indexPath: IndexPath, id: Item.ID) {
      guard let item = appliedRows[id: id] else { return }
      let key = ObjectIdentifier(cell)
      var record = cellRecords[key].flatMap { $0.id == id ? $0 : nil } ?? AsyncListCellRecord(id: id)
      let shown = appliedPresentation.revealLimit.map { indexPath.item < $0 } ?? true
      let fadesIn = record.shown == false && shown
      record.shown = shown
      cellRecords[key] = record
      let alpha: CGFloat = shown ? (appliedPresentation.freshness == .previousQuery ? 0.5 : 1) : 0
      cell.isUserInteractionEnabled = shown
      if fadesIn {
        UIView.animate(withDuration: 0.2) { cell.contentView.alpha = alpha }
      } else {
        cell.contentView.alpha = alpha
      }
      withObservationTracking {
        rowConfiguration(cell, indexPath, item) { serial in cellRecords[key]?.read(serial) ?? false }
      } onChange: { [weak self] in
        Task { @MainActor in self?.needsReconfiguration(.row(id)) }
      }
    }

    /// Configures a state cell from the applied presentation.
    func configureState(_ cell: UICollectionViewCell, _ entry: Entry) {
      switch entry {
      case .header: configureEdgeCell(cell, appliedPresentation.headerRow ?? .idle, model.retry)
      case .footer: configureEdgeCell(cell, appliedPresentation.footerRow ?? .idle, model.retry)
      case .refreshFailed:
        if case .failed(let failure) = appliedPresentation.refresh {
          configureRefreshFailedCell(cell, failure, model.retry)
        }
      case .placeholder(let position): configurePlaceholderCell(cell, position)
      case .row: break
      }
    }

    /// A cell comes on screen: the model hears of its row or placeholder.
    func cellWillDisplay(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
      guard let entry = dataSource.itemIdentifier(for: indexPath) else { return }
      displayed[ObjectIdentifier(cell)] = entry
      switch entry {
      case .row(let id):
        model.rowAppeared(id: id)
        // A reveal decided as the row appeared (its data was there) plays now, not a turn later.
        if let cell = cell as? Cell, let serial = revealSerial?(id),
          cellRecords[ObjectIdentifier(cell)]?.serial != serial
        {
          configureRow(cell, at: indexPath, id: id)
        }
      case .placeholder(let position): model.rowAppeared(at: position)
      case .header, .footer, .refreshFailed: break
      }
    }

    /// A cell leaves the screen: the model hears of what it showed when it came.
    func cellDidEndDisplaying(_ cell: UICollectionViewCell) {
      switch displayed.removeValue(forKey: ObjectIdentifier(cell)) {
      case .row(let id): model.rowDisappeared(id: id)
      case .placeholder(let position): model.placeholderDisappeared(at: position)
      case .header, .footer, .refreshFailed, nil: break
      }
    }
  }
#endif
