#if canImport(UIKit)
  @_spi(Faces) import AsyncList
  import AsyncListStrings
  import Foundation
  import Observation
  import UIKit

  extension AsyncListCollectionAdapter {
    /// Makes the cell registrations: one for the rows and one for the state cells (edges,
    /// placeholders, the refresh banner), made once, outside the data source's cell method, as
    /// UIKit requires.
    func makeCellRegistrations() {
      rowCells = UICollectionView.CellRegistration<Cell, Item.ID> { [weak self] cell, indexPath, id in
        self?.configureRow(cell, at: indexPath, id: id)
      }
      stateCells = UICollectionView.CellRegistration<UICollectionViewCell, Entry> { [weak self] cell, _, entry in
        self?.configureState(cell, entry)
      }
    }

    /// Configures a row's cell from the applied rows, every time, under observation: a staggered
    /// first page hides the row until its reveal gate opens (fading it in then), the previous
    /// query's rows are dimmed, and the app's configuration reads the row's detail; when any of
    /// these changes, this cell alone is reconfigured.
    func configureRow(_ cell: Cell, at indexPath: IndexPath, id: Item.ID) {
      guard let item = appliedRows[id: id] else { return }
      let key = ObjectIdentifier(cell)
      var record = cellRecords[key].flatMap { $0.id == id ? $0 : nil } ?? AsyncListCellRecord(id: id)
      withObservationTracking {
        let shown = model.revealGate(at: indexPath.item).isShown
        let alpha: CGFloat = shown ? (model.showsPreviousQuery ? 0.5 : 1) : 0
        let fadesIn = record.shown == false && shown
        record.shown = shown
        cellRecords[key] = record
        cell.isUserInteractionEnabled = shown
        if fadesIn {
          UIView.animate(withDuration: 0.2) { cell.contentView.alpha = alpha }
        } else {
          cell.contentView.alpha = alpha
        }
        rowConfiguration(cell, indexPath, item) { serial in cellRecords[key]?.read(serial) ?? false }
      } onChange: { [weak self] in
        Task { @MainActor in self?.needsReconfiguration(.row(id)) }
      }
    }

    /// Configures a state cell from the applied edges and refresh state.
    func configureState(_ cell: UICollectionViewCell, _ entry: Entry) {
      switch entry {
      case .header: configureEdgeCell(cell, appliedEdges.header ?? .idle, model.retry)
      case .footer: configureEdgeCell(cell, appliedEdges.footer ?? .idle, model.retry)
      case .refreshFailed:
        if case .failed(let failure) = appliedRefresh {
          configureRefreshFailedCell(cell, failure, model.retry)
        }
      case .placeholder(let position):
        // VoiceOver says which row of how many; the app's configuration may say otherwise.
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = ListStrings.loadingRow(position, of: appliedRows.totalCount)
        configurePlaceholderCell(cell, position)
      case .row: break
      }
    }

    /// A cell comes on screen: the model hears of its row or placeholder.
    func cellWillDisplay(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
      guard let entry = entry(at: indexPath) else { return }
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
