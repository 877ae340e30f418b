internal import DequeModule

extension PagingStateMachine {
  /// A page arrived for a load: applied as the first page or at its edge if the machine waits
  /// for that load, else counted as stale.
  ///
  /// - Returns: What the page leads to: the next loads, a reveal timer, a memory cap's drops.
  mutating func receive(_ position: inout ScrollPosition, _ page: Page<Key, Item>, for id: LoadID) -> [Action] {
    if case .loading(let current, _, let refreshing) = head, current == id {
      if refetch != nil { return continueRefetch(&position, page, id: id) }
      return applyFirstPage(&position, page, refreshing: refreshing, id: id)
    } else if let direction = edges.direction(awaiting: id) {
      return applyEdgePage(&position, page, direction: direction)
    }
    counters.staleResponsesDiscarded += 1
    return []
  }

  /// A generation's first page: the rows, the edges and the counts around it, then the loads
  /// the position calls for, unless `prefetching` is `false` (the caller adds pages first).
  mutating func applyFirstPage(
    _ position: inout ScrollPosition, _ page: Page<Key, Item>, refreshing: Bool, id: LoadID, prefetching: Bool = true
  ) -> [Action] {
    if let start = startedLoads.removeValue(forKey: id)?.time, let now = position.now {
      position.pace.pageLoaded(after: now - start)
      pageLatencies.record(now - start)
    }
    clearRows()
    freshness = .fresh
    loadedAt = position.now
    let items = rows(of: page)
    // A refresh at the user's place starts at the row that was on screen, when the page holds it.
    var anchorRow = refreshAnchors.current?.id.flatMap { kept in items.contains { $0.id == kept } ? kept : nil }
    startRowID = anchorRow ?? items.first?.id
    counters.duplicatesDropped += store.replace(
      with: items,
      slot: PageSlot(
        key: headKey.map(PageKey.init), loadSize: configuration.initialLoadSize, direction: .initial, count: 0))
    head = .loaded
    edges.set(.append, edgeAfter(itemCount: page.items.count, key: page.nextKey))
    edges.set(.prepend, edgeAfter(itemCount: page.items.count, key: page.previousKey))
    countAroundFirstPage(page)
    // A refresh from a placeholder the user was on: a counted page puts its rows at their own
    // positions, so the row now at the user's position is where the user stays.
    if anchorRow == nil, page.itemsBefore != nil, let at = refreshAnchors.current?.position, let id = store.id(at: at) {
      anchorRow = id
      startRowID = id
    }
    if let anchorRow, let index = store.index(of: anchorRow) {
      position.anchor = index  // the view scrolls to it: the user is there
      position.forgetPosition()
    } else if jumps.current != nil || (refreshing && !store.isEmpty) {
      position.anchor = position.anchor.map { min($0, positionCount - 1) }  // the positions stayed
    } else {
      position.anchor = nil
    }
    var actions: [Action] = []
    if !refreshing, jumps.current == nil, store.count > 1, let interval = configuration.staggeredReveal {
      let timer = nextTimerID()
      stagger.start(timer: timer)
      actions.append(.startTimer(timer, after: interval))
    }
    counters.pagesLoaded += 1
    counters.pagesLoadedInGeneration += 1
    rowsChanged = true
    return prefetching ? actions + prefetch(&position) : actions
  }

  private mutating func applyEdgePage(
    _ position: inout ScrollPosition, _ page: Page<Key, Item>, direction: LoadDirection
  ) -> [Action] {
    guard case .loading(let cursor, let id, _) = edges[direction] else { return [] }
    let started = startedLoads.removeValue(forKey: id)
    let loadSize = started?.page.loadSize ?? configuration.pageSize
    if let start = started?.time, let now = position.now {
      position.pace.pageLoaded(after: now - start)
      pageLatencies.record(now - start)
    }
    let before = placeholdersBefore
    let freshCount = addRows(of: page, at: direction)
    let slot: PageSlot
    let next: Edge
    let fromKey: Bool
    switch cursor {
    case .key(let key):
      fromKey = true
      slot = PageSlot(key: key, loadSize: loadSize, direction: direction, count: freshCount)
      let nextKey = direction == .prepend ? page.previousKey : page.nextKey
      next = stopIfBarren(edgeAfter(itemCount: page.items.count, key: nextKey), direction, added: freshCount)
    case .reload(var reloaded):
      // The page comes back where its placeholders were; if the source now holds more or
      // fewer rows for it, the positions after it move by the difference.
      fromKey = false
      store.takeDroppedPage(at: direction)
      reloaded.count = freshCount
      slot = reloaded
      next = store.dropped(direction).slots.last.map { .idle(.reload($0)) } ?? edges.takeFrontier(at: direction)
      rowsChanged = true
    }
    store.addPage(slot, at: direction)
    edges.set(direction, next)
    countAfterEdgePage(page, direction, fromKey: fromKey)
    // Rows above move the rows held down, less the placeholders they replace.
    let shift = placeholdersBefore + freshCount - before
    if direction == .prepend, shift != 0, let anchor = position.anchor, anchor >= before {
      position.anchor = anchor + shift
      position.shift(by: shift)
    }
    counters.pagesLoaded += 1
    counters.pagesLoadedInGeneration += 1
    if freshCount > 0 { rowsChanged = true }
    return trimToMemoryCap(position) + prefetch(&position)
  }
}

extension PagingStateMachine {
  /// Adds a page's new rows at one end, counting the duplicates it dropped.
  ///
  /// - Returns: How many rows were new.
  mutating func addRows(of page: Page<Key, Item>, at direction: LoadDirection) -> Int {
    let items = rows(of: page)
    let added = store.add(items, at: direction)
    counters.duplicatesDropped += items.count - added
    return added
  }

  /// A page's items as rows: through the transform, when there is one. The page's own count
  /// still decides whether its edge ended (a page of filtered items is not the end).
  func rows(of page: Page<Key, Item>) -> [Item] {
    transform?.apply(page.items) ?? page.items
  }
}
