internal import DequeModule

extension RowStore {
  // Local edits: the app's own rows, at any position among the rows held.

  /// Replaces a row in place.
  ///
  /// - Returns: Whether the id is held.
  mutating func update(_ item: Item) -> Bool {
    guard let offset = rows.offset(of: item.id) else { return false }
    rows.replace(at: offset, with: item)
    changes.replace(at: placeholdersBefore + offset, count: 1)
    return true
  }

  /// Inserts a row at a position among the rows held (placeholders count as positions).
  ///
  /// - Returns: Whether it went in: not when the id is held or the position is outside the
  ///   rows held.
  mutating func insert(_ item: Item, at index: Int) -> Bool {
    let offset = index - placeholdersBefore
    guard rows.offset(of: item.id) == nil, (0...rows.count).contains(offset) else { return false }
    rows.insert(item, at: offset)
    changes.insert(at: index, count: 1)
    removed.remove(item.id)
    adjustPageCount(containing: max(0, offset - 1), by: 1)
    return true
  }

  /// Removes a row; its id is remembered, so a later page cannot bring it back.
  ///
  /// - Returns: The position it had, or `nil` when the id is not held.
  mutating func remove(_ id: Item.ID) -> Int? {
    guard let offset = rows.offset(of: id) else { return nil }
    rows.remove(at: offset)
    changes.remove(at: offset + placeholdersBefore, count: 1)
    removed.insert(id)
    adjustPageCount(containing: offset, by: -1)
    return offset + placeholdersBefore
  }

  /// Keeps the page counts in step with the rows: the page holding a row offset grows or
  /// shrinks by `delta`.
  private mutating func adjustPageCount(containing offset: Int, by delta: Int) {
    var start = 0
    for index in pages.indices {
      let end = start + pages[index].count
      if offset < end || index == pages.count - 1 {
        pages[index].count += delta
        return
      }
      start = end
    }
  }
}
