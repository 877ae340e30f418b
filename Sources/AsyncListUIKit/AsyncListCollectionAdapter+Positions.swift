#if canImport(UIKit)
  import AsyncList
  public import Foundation
  import UIKit

  extension AsyncListCollectionAdapter {
    /// The row at an index path.
    ///
    /// - Parameter indexPath: An index path of the collection view.
    /// - Returns: The row, or `nil` for a placeholder, an edge or the refresh banner.
    public func item(at indexPath: IndexPath) -> Item? {
      guard case .row(let id) = dataSource.itemIdentifier(for: indexPath) else { return nil }
      return appliedRows[id: id]
    }

    /// The index path of a row, for scrolling to it or reading its cell.
    ///
    /// - Parameter id: The row's id.
    /// - Returns: Its index path, or `nil` when the list does not hold it.
    public func indexPath(for id: Item.ID) -> IndexPath? {
      dataSource.indexPath(for: .row(id))
    }

    /// The section at an index, for a layout that draws each its own way.
    ///
    /// - Parameter index: A section index of the collection view.
    /// - Returns: The section, or `nil` for an index out of range.
    public func section(at index: Int) -> AsyncListSection? {
      dataSource.sectionIdentifier(for: index)
    }

    /// The positions of the rows (and placeholders) the layout places in a rect of the content,
    /// from the layout's attributes for that rect: its own sizes and estimates, so rows of any
    /// height map right.
    ///
    /// - Parameter rect: A rect in the collection view's content coordinates.
    /// - Returns: The positions from the first to the last there, or `nil` when it shows none.
    func positions(in rect: CGRect) -> Range<Int>? {
      guard let attributes = collectionView.collectionViewLayout.layoutAttributesForElements(in: rect) else {
        return nil
      }
      var lower = Int.max
      var upper = Int.min
      for attribute in attributes where attribute.representedElementCategory == .cell {
        guard dataSource.sectionIdentifier(for: attribute.indexPath.section) == .rows else { continue }
        lower = min(lower, attribute.indexPath.item)
        upper = max(upper, attribute.indexPath.item)
      }
      return lower <= upper ? lower..<upper + 1 : nil
    }

    /// Hands the rows at index paths to a prefetch callback, leaving out placeholders and edges.
    func forward(_ indexPaths: [IndexPath], to callback: @MainActor ([Item]) -> Void) {
      let items = indexPaths.compactMap(item(at:))
      if !items.isEmpty { callback(items) }
    }
  }
#endif
