/// What a list holds when a refresh starts: where the user is and the pages loaded, for a source
/// that picks the refreshed list's first key (``PageSource/refreshKey(in:)``).
///
/// Positions count every row the list shows, placeholders included: position 0 is the top of the
/// whole list when the source counts the items before its pages (``Page/itemsBefore``), else the
/// first position the list shows.
///
/// ```swift
/// func refreshKey(in state: RefreshState<Int, Number>) -> Int? {
///   guard let anchor = state.anchorPosition else { return nil }
///   return max(0, anchor - 15)  // offsets as keys: the anchor lands in the middle of a page
/// }
/// ```
public struct RefreshState<Key: Hashable & Sendable, Item: Identifiable & Sendable>: Sendable
where Item.ID: Sendable {
  /// A page the list holds: the key that loaded it and its rows now.
  public struct HeldPage: Sendable {
    /// The key the page was loaded with; `nil` for a list's first page loaded from the top.
    public let key: Key?
    /// The page's rows the list holds, in order (duplicates dropped, local edits applied).
    public let items: [Item]
    /// The position of the page's first row.
    public let position: Int

    /// Creates a page, as the list does; tests of a source's refresh key make their own.
    ///
    /// - Parameters:
    ///   - key: The key the page was loaded with.
    ///   - items: Its rows, in order.
    ///   - position: The position of its first row.
    public init(key: Key?, items: [Item], position: Int) {
      self.key = key
      self.items = items
      self.position = position
    }
  }

  /// The position the user is at: the row highest on screen, or the top placeholder on screen
  /// when only placeholders show. `nil` when nothing has been on screen.
  public let anchorPosition: Int?
  /// The pages the list holds, in order. With a memory cap
  /// (``PagingConfiguration/maxLoadedRows``), only those around the user.
  public let pages: [HeldPage]
  /// The positions the list shows: rows and placeholders.
  public let positionCount: Int
  /// The number of items in the whole list, when it is known: the source counted both sides
  /// (``Page/itemsBefore``, ``Page/itemsAfter``) or the list reached its ends.
  public let totalCount: Int?

  /// Creates a state, as the list does when a refresh starts; tests of a source's refresh key
  /// make their own.
  ///
  /// - Parameters:
  ///   - anchorPosition: The position the user is at.
  ///   - pages: The pages held, in order: their keys, rows and first positions.
  ///   - positionCount: The positions the list shows.
  ///   - totalCount: The items in the whole list, if known.
  public init(anchorPosition: Int?, pages: [HeldPage], positionCount: Int, totalCount: Int?) {
    self.anchorPosition = anchorPosition
    self.pages = pages
    self.positionCount = positionCount
    self.totalCount = totalCount
  }

  /// The row at a position, or `nil` for a placeholder or a position out of range.
  ///
  /// - Parameter position: A position in the list.
  /// - Returns: The row there.
  public func item(at position: Int) -> Item? {
    guard let page = page(holding: position) else { return nil }
    return page.items[position - page.position]
  }

  /// The row held nearest to a position: the row there, else the nearest row on either side (the
  /// one above on a tie). `nil` when the list holds no row.
  ///
  /// - Parameter position: A position in the list, such as ``anchorPosition``.
  /// - Returns: The nearest row held.
  public func closestItem(to position: Int) -> Item? {
    guard let page = closestPage(to: position), !page.items.isEmpty else { return nil }
    let offset = min(max(position - page.position, 0), page.items.count - 1)
    return page.items[offset]
  }

  /// The page held nearest to a position: the page holding it, else the nearest page with rows on
  /// either side (the one above on a tie).
  ///
  /// - Parameter position: A position in the list.
  /// - Returns: The nearest page, or `nil` when the list holds no row.
  public func closestPage(to position: Int) -> HeldPage? {
    var best: (page: HeldPage, distance: Int)?
    for page in pages where !page.items.isEmpty {
      let last = page.position + page.items.count - 1
      let distance = position < page.position ? page.position - position : max(0, position - last)
      if best.map({ distance < $0.distance }) ?? true { best = (page, distance) }
      if distance == 0 { break }
    }
    return best?.page
  }

  /// The row at the anchor position, if a row is there.
  public var anchorItem: Item? { anchorPosition.flatMap(item(at:)) }

  private func page(holding position: Int) -> HeldPage? {
    pages.first { position >= $0.position && position < $0.position + $0.items.count }
  }
}
