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
      indexPath.section == 1 ? appliedRows.item(at: indexPath.item) : nil
    }

    /// The index path of a row, for scrolling to it or reading its cell.
    ///
    /// - Parameter id: The row's id.
    /// - Returns: Its index path, or `nil` when the list does not hold it.
    public func indexPath(for id: Item.ID) -> IndexPath? {
      appliedRows.index(of: id).map { IndexPath(item: $0, section: 1) }
    }

    /// The section at an index, for a layout that draws each its own way.
    ///
    /// - Parameter index: A section index of the collection view.
    /// - Returns: The section, or `nil` for an index out of range.
    public func section(at index: Int) -> AsyncListSection? {
      switch index {
      case 0: .header
      case 1: .rows
      case 2: .footer
      default: nil
      }
    }

    /// What the collection view shows at an index path, as last applied. O(1).
    func entry(at indexPath: IndexPath) -> Entry? {
      switch indexPath.section {
      case 0: return appliedHeader.indices.contains(indexPath.item) ? appliedHeader[indexPath.item] : nil
      case 1:
        guard (0..<appliedRows.totalCount).contains(indexPath.item) else { return nil }
        return appliedRows.item(at: indexPath.item).map { .row($0.id) } ?? .placeholder(indexPath.item)
      case 2: return appliedFooter.indices.contains(indexPath.item) ? appliedFooter[indexPath.item] : nil
      default: return nil
      }
    }

    /// Where the collection view shows an entry, as last applied; `nil` when it does not. O(1).
    func indexPath(of entry: Entry) -> IndexPath? {
      switch entry {
      case .row(let id): indexPath(for: id)
      case .placeholder(let position):
        appliedRows.item(at: position) == nil && position < appliedRows.totalCount
          ? IndexPath(item: position, section: 1) : nil
      case .header, .refreshFailed: appliedHeader.firstIndex(of: entry).map { IndexPath(item: $0, section: 0) }
      case .footer: appliedFooter.firstIndex(of: entry).map { IndexPath(item: $0, section: 2) }
      }
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
        guard attribute.indexPath.section == 1 else { continue }
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
