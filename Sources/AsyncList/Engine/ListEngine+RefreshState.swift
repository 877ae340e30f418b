internal import DequeModule

/// What a source is given to pick a refresh key (``PageSource/refreshKey(in:)``).
extension ListEngine {
  /// The position the user is at: the highest row on screen (of the last range reported, else
  /// reported by id); only when no row shows, the highest placeholder of the last range, else the
  /// position that appeared last.
  package var anchorPosition: Int? {
    let range = reports.range
    if let row = range.ids.lazy.compactMap({ paging.index($0) }).min() { return row }
    if let row = topRowOnScreenID.flatMap({ paging.index($0) }) { return row }
    return range.placeholders.min() ?? viewport.position.anchor
  }

  /// Whether a start now runs a refresh: one a stop put off, or rows past their freshness.
  package func startRefreshes(at time: ListTime) -> Bool {
    paging.refreshesAtStart(at: pagingUsesTime ? time.seconds : nil)
  }

  /// The anchor position and the pages held, with their rows and positions. O(rows held).
  package var refreshState: RefreshState<Key, Item> {
    let store = paging.store
    var pages: [RefreshState<Key, Item>.HeldPage] = []
    var offset = 0
    for slot in store.pages {
      let items = Array(store.rows.items[offset..<min(offset + slot.count, store.count)])
      pages.append(.init(key: slot.key?.typed(as: Key.self), items: items, position: store.placeholdersBefore + offset))
      offset += slot.count
    }
    return RefreshState(
      anchorPosition: anchorPosition, pages: pages, positionCount: store.positionCount,
      totalCount: store.knownCount)
  }
}
