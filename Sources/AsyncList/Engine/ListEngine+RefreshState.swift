internal import DequeModule

/// What a source is given to pick a refresh key (``PageSource/refreshKey(in:)``).
extension ListEngine {
  /// The position the user is at: the highest row or placeholder of the last range reported, else
  /// the highest row reported on screen by id, else the position that appeared last.
  package var anchorPosition: Int? {
    let range = reports.range
    if !range.ids.isEmpty || !range.placeholders.isEmpty {
      let rows = range.ids.lazy.compactMap { paging.index($0) }.min()
      return [rows, range.placeholders.min()].compactMap { $0 }.min()
    }
    return topRowOnScreenID.flatMap { paging.index($0) } ?? viewport.position.anchor
  }

  /// The anchor position and the pages held, with their rows and positions. O(rows held).
  package var refreshState: RefreshState<Key, Item> {
    let store = paging.store
    var pages: [RefreshState<Key, Item>.HeldPage] = []
    var offset = 0
    for slot in store.pages {
      let items = Array(store.rows.items[offset..<min(offset + slot.count, store.count)])
      pages.append(.init(key: slot.key, items: items, position: store.placeholdersBefore + offset))
      offset += slot.count
    }
    return RefreshState(
      anchorPosition: anchorPosition, pages: pages, positionCount: store.positionCount,
      totalCount: store.knownCount)
  }
}
