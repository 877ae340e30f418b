#if canImport(UIKit)
  import AsyncList
  import Foundation
  import UIKit

  /// Where the user is: the start row of a list that opens at a key, and the row highest on screen
  /// while pages land or go above it.
  extension AsyncListCollectionAdapter {
    /// The row highest on screen and how far below the top of the visible content it is, or `nil`
    /// when no row (only placeholders or states) is on screen.
    func topRowOnScreen() -> (id: Item.ID, offset: CGFloat)? {
      let rows = collectionView.indexPathsForVisibleItems.filter { entry(at: $0)?.isRow == true }
      guard let top = rows.min(), case .row(let id) = entry(at: top),
        let frame = collectionView.layoutAttributesForItem(at: top)?.frame
      else { return nil }
      return (id, frame.minY - collectionView.contentOffset.y)
    }

    /// Scrolls so that a row is as far below the top of the visible content as it was: after an
    /// update that added or removed rows above it. Nothing when the row is gone.
    func keepOnScreen(_ kept: (id: Item.ID, offset: CGFloat)) {
      collectionView.layoutIfNeeded()
      guard let path = indexPath(for: kept.id),
        let frame = collectionView.layoutAttributesForItem(at: path)?.frame
      else { return }
      collectionView.contentOffset.y = frame.minY - kept.offset
    }

    /// Scrolls to the model's start row when it is new and the model asks for it
    /// (``AsyncList/AsyncListModel/scrollsToStartRow``: it started at a key, or a refresh reloaded
    /// around the row on screen).
    func scrollToNewStartRow() {
      let start = model.startRowID
      defer { appliedStartRow = start }
      guard model.scrollsToStartRow, let start, start != appliedStartRow, let path = indexPath(for: start) else {
        return
      }
      // Laid out first: a scroll before the rows are in layout would be lost.
      collectionView.layoutIfNeeded()
      collectionView.scrollToItem(at: path, at: .top, animated: false)
    }
  }
#endif
