extension PagingStateMachine {
  /// Shows what a store held before the first load: its pages become the rows, their keys the
  /// edges'. When they are at least `staleAfter` old, or the list started at another key than
  /// ``initialKey``, the first page loads again behind them, as a refresh does.
  ///
  /// - Returns: The first page's load when revalidating or when there is nothing to show; else
  ///   the edges' loads the position calls for.
  mutating func restore(
    _ position: inout ScrollPosition, _ stored: StoredList<Key, Item>?, query: Query, staleAfter: Duration
  ) -> [Action] {
    running = true
    awaitsStore = false
    guard case .notStarted = head else { return [] }  // a load started first: it wins
    guard query == self.query, let stored, let top = stored.pages.first, let bottom = stored.pages.last else {
      return beginGeneration(&position, keepingRows: false)
    }
    generation += 1
    clearRows()
    position.anchor = nil  // rows that appeared before there were rows say nothing of where the user is
    position.forgetPosition()
    counters.duplicatesDropped += store.replace(with: rows(of: top.page), slot: slot(for: top, count: 0))
    for page in stored.pages.dropFirst() {
      let items = rows(of: page.page)
      let fresh = store.add(items, at: .append)
      counters.duplicatesDropped += items.count - fresh
      store.addPage(slot(for: page, count: fresh), at: .append)
    }
    // The first page's key is not one: an offset source's key above it may equal it.
    for page in stored.pages where page.direction != .initial {
      if let key = page.key { guards.requested(PageKey(key)) }
    }
    let first = stored.pages.first { $0.direction == .initial } ?? top
    let revalidate = stored.age >= staleAfter || first.key != initialKey
    startRowID = rows(of: first.page).first.map(\.id)
    freshness = .cached
    head = .loaded
    edges.set(.prepend, edgeAfter(itemCount: top.page.items.count, key: top.page.previousKey))
    edges.set(.append, edgeAfter(itemCount: bottom.page.items.count, key: bottom.page.nextKey))
    store.setCounted(edges.prepend.phase == .end ? 0 : top.page.itemsBefore ?? 0, at: .prepend)
    store.setCounted(edges.append.phase == .end ? 0 : bottom.page.itemsAfter ?? 0, at: .append)
    store.setKnown(edges.prepend.phase == .end || top.page.itemsBefore != nil, at: .prepend)
    store.setKnown(edges.append.phase == .end || bottom.page.itemsAfter != nil, at: .append)
    jumps.restored()
    counters.pagesRestored += stored.pages.count
    counters.pagesLoadedInGeneration = 0
    rowsChanged = true
    // No row has appeared yet: the user is at the start row, which the cap keeps pages around.
    var atStart = position
    if atStart.anchor == nil, let id = startRowID { atStart.anchor = index(of: id) }
    let trimmed = trimToMemoryCap(atStart)
    if revalidate { return trimmed + beginGeneration(&position, keepingRows: true) }
    return trimmed + prefetch(&position)
  }

  private func slot(for page: StoredPage<Key, Item>, count: Int) -> PageSlot {
    PageSlot(key: page.key.map(PageKey.init), loadSize: page.loadSize, direction: page.direction, count: count)
  }
}
