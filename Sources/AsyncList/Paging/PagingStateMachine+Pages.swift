internal import DequeModule
internal import OrderedCollections

extension PagingStateMachine {
  /// A page arrived for a load: applied as the first page or at its edge if the machine waits
  /// for that load, else counted as stale.
  mutating func receive(_ page: Page<Key, Item>, for id: LoadID) {
    if case .loading(let current, _, let refreshing) = head, current == id {
      applyFirstPage(page, refreshing: refreshing, id: id)
    } else if case .loading(_, let current, _) = append, current == id {
      applyEdgePage(page, direction: .append)
    } else if case .loading(_, let current, _) = prepend, current == id {
      applyEdgePage(page, direction: .prepend)
    } else {
      counters.staleResponsesDiscarded += 1
    }
  }

  private mutating func applyFirstPage(_ page: Page<Key, Item>, refreshing: Bool, id: LoadID) {
    if let start = startedLoads.removeValue(forKey: id)?.time, let now {
      pace.pageLoaded(after: now - start)
    }
    var rows = OrderedDictionary<Item.ID, Item>(minimumCapacity: page.items.count)
    for item in page.items {
      if rows[item.id] == nil {
        rows[item.id] = item
      } else {
        counters.duplicatesDropped += 1
      }
    }
    clearRows()
    storage = rows
    pages = [PageSlot(key: nil, loadSize: configuration.initialLoadSize, direction: .initial, count: rows.count)]
    head = .loaded
    append = edgeAfter(itemCount: page.items.count, key: page.nextKey)
    prepend = edgeAfter(itemCount: page.items.count, key: page.previousKey)
    anchor = refreshing && !storage.isEmpty ? anchor.map { min($0, storage.count - 1) } : nil
    if !refreshing, storage.count > 1, let interval = configuration.staggeredReveal {
      let timer = nextTimerID()
      stagger = (limit: 1, timer: timer)
      output.append(.startTimer(timer, after: interval))
    }
    counters.pagesLoaded += 1
    rowsChanged = true
    prefetch()
  }

  private mutating func applyEdgePage(_ page: Page<Key, Item>, direction: LoadDirection) {
    guard case .loading(let cursor, let id, _) = edge(direction) else { return }
    let started = startedLoads.removeValue(forKey: id)
    let loadSize = started?.size ?? configuration.pageSize
    if let start = started?.time, let now {
      pace.pageLoaded(after: now - start)
    }
    // New rows only: not held, not removed by the user, the first of their id in the page.
    // At the bottom they go straight into the storage, one hash lookup each (a row is the
    // unit of a page's cost); at the top they are collected and go in front.
    var fresh: [Item] = []
    let freshCount: Int
    if direction == .prepend {
      fresh.reserveCapacity(page.items.count)
      var ids = Set<Item.ID>(minimumCapacity: page.items.count)
      for item in page.items
      where storage.index(forKey: item.id) == nil && !removed.contains(item.id) && ids.insert(item.id).inserted {
        fresh.append(item)
      }
      freshCount = fresh.count
    } else {
      let held = storage.count
      for item in page.items where removed.isEmpty || !removed.contains(item.id) {
        storage.updateValue(forKey: item.id, default: item) { _ in }  // a held id keeps its row
      }
      freshCount = storage.count - held
    }
    counters.duplicatesDropped += page.items.count - freshCount
    let slot: PageSlot
    let next: Edge
    switch cursor {
    case .key(let key):
      slot = PageSlot(key: key, loadSize: loadSize, direction: direction, count: freshCount)
      let nextKey = direction == .prepend ? page.previousKey : page.nextKey
      next = stopIfBarren(edgeAfter(itemCount: page.items.count, key: nextKey), direction, added: freshCount)
    case .reload(var reloaded):
      // The page comes back where its placeholders were; if the source now holds more or
      // fewer rows for it, the positions after it move by the difference.
      let placeholders = reloaded.count
      reloaded.count = freshCount
      slot = reloaded
      let side = Self.dropped(direction)
      self[keyPath: side].slots.removeLast()
      self[keyPath: side].rows -= placeholders
      if direction == .prepend, let anchor, anchor >= placeholdersBefore + placeholders {
        self.anchor = anchor + freshCount - placeholders
      }
      next = self[keyPath: side].slots.last.map { .idle(.reload($0)) } ?? self[keyPath: side].frontier ?? .end
      if self[keyPath: side].slots.isEmpty { self[keyPath: side].frontier = nil }
      rowsChanged = true
    }
    if direction == .prepend {
      if !fresh.isEmpty {
        var rows = OrderedDictionary<Item.ID, Item>(minimumCapacity: storage.count + fresh.count)
        for item in fresh { rows[item.id] = item }
        for (id, item) in storage { rows[id] = item }
        storage = rows
        if case .key = cursor { anchor = anchor.map { $0 + fresh.count } }
      }
      pages.prepend(slot)
      prepend = next
    } else {
      pages.append(slot)
      append = next
    }
    counters.pagesLoaded += 1
    if freshCount > 0 { rowsChanged = true }
    trimToMemoryCap()
    prefetch()
  }
}
