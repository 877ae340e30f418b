internal import DequeModule
internal import OrderedCollections

extension PagingStateMachine {
  /// Whether the edges may load: the rows on screen belong to a loaded first page.
  var edgesActive: Bool {
    switch head {
    case .loaded, .failed(_, _, refreshing: true): true
    case .notStarted, .loading, .failed: false
    }
  }

  mutating func nextLoadID() -> LoadID {
    serial += 1
    return LoadID(generation: generation, serial: serial)
  }

  mutating func nextTimerID() -> TimerID {
    serial += 1
    return TimerID(serial: serial)
  }

  /// Cancels every load and retry timer, leaving edges idle at the key they were loading.
  mutating func cancelWork() {
    switch head {
    case .loading(let id, _, _):
      output.append(.cancel(id))
      startedLoads[id] = nil
    case .failed(let failure, let timer?, let refreshing):
      output.append(.cancelTimer(timer))
      head = .failed(LoadFailure(error: failure.error, attempt: failure.attempt), timer: nil, refreshing: refreshing)
    case .notStarted, .loaded, .failed:
      break
    }
    cancelEdgeWork()
    if let stagger {
      output.append(.cancelTimer(stagger.timer))
      self.stagger = nil
    }
  }

  /// Cancels the edges' loads and retry timers, leaving them idle at the key they were loading.
  mutating func cancelEdgeWork() {
    append = settled(append)
    prepend = settled(prepend)
  }

  mutating func settled(_ edge: Edge) -> Edge {
    switch edge {
    case .loading(let cursor, let id, _):
      output.append(.cancel(id))
      startedLoads[id] = nil
      return .idle(cursor)
    case .failed(let cursor, let failure, let timer?):
      output.append(.cancelTimer(timer))
      return .failed(cursor, LoadFailure(error: failure.error, attempt: failure.attempt), timer: nil)
    case .waiting, .idle, .failed, .end:
      return edge
    }
  }

  /// Starts a new generation: cancels all work and loads the first page.
  mutating func beginGeneration(keepingRows: Bool) {
    cancelWork()
    generation += 1
    if !keepingRows {
      if positionCount > 0 { rowsChanged = true }
      clearRows()
      anchor = nil
      append = .waiting
      prepend = .waiting
    }
    loadHead(attempts: 0, refreshing: keepingRows)
  }

  /// Forgets the rows, their pages and placeholders, and the keys requested.
  mutating func clearRows() {
    storage = [:]
    removed = []
    requestedKeys = []
    pagesWithoutNewRows = [:]
    pages = []
    droppedBefore = DroppedPages()
    droppedAfter = DroppedPages()
  }

  mutating func loadHead(attempts: Int, refreshing: Bool) {
    let id = nextLoadID()
    head = .loading(id, attempts: attempts, refreshing: refreshing)
    counters.loadsStarted += 1
    startedLoads[id] = (now, configuration.initialLoadSize)
    output.append(
      .load(
        id,
        PageRequest(key: nil, loadSize: configuration.initialLoadSize, direction: .initial, query: query)))
  }

  mutating func loadEdge(_ direction: LoadDirection, cursor: Cursor, attempts: Int) {
    let id = nextLoadID()
    counters.loadsStarted += 1
    setEdge(direction, .loading(cursor, id, attempts: attempts))
    let request: PageRequest<Key, Query>
    switch cursor {
    case .key(let key):
      requestedKeys.insert(key)
      let size = configuration.maxLoadSize.map { pace.loadSize(pageSize: configuration.pageSize, limit: $0) }
      request = PageRequest(
        key: key, loadSize: size ?? configuration.pageSize, direction: direction, query: query)
    case .reload(let slot):
      counters.pagesReloaded += 1
      request = PageRequest(key: slot.key, loadSize: slot.loadSize, direction: slot.direction, query: query)
    }
    startedLoads[id] = (now, request.loadSize)
    output.append(.load(id, request))
  }

  func edge(_ direction: LoadDirection) -> Edge {
    direction == .prepend ? prepend : append
  }

  mutating func setEdge(_ direction: LoadDirection, _ edge: Edge) {
    if direction == .prepend { prepend = edge } else { append = edge }
  }

  /// Whether the user's position calls for a load at an edge, given the prefetch distance in
  /// force: the one rule behind both ``needsPrefetch`` and ``prefetch()``. It reads no key, so it
  /// stays cheap in unspecialized generic code.
  ///
  /// Positions are counted from the first row held, so a user among the placeholders of
  /// dropped pages is always due for the page next to them.
  @inline(__always)
  func isDue(_ direction: LoadDirection, distance: Int) -> Bool {
    if direction == .prepend {
      guard case .idle = prepend else { return false }
      return storage.isEmpty || anchor.map({ $0 - placeholdersBefore <= distance }) == true
    }
    guard case .idle = append else { return false }
    return storage.isEmpty || anchor.map({ placeholdersBefore + storage.count - 1 - $0 <= distance }) == true
  }

  /// Whether ``prefetch()`` would start a load now: cheap, no allocation.
  var needsPrefetch: Bool {
    guard edgesActive else { return false }
    let distance = effectivePrefetchDistance
    return isDue(.append, distance: distance) || isDue(.prepend, distance: distance)
  }

  /// Starts the loads the user's position calls for.
  mutating func prefetch() {
    guard edgesActive else { return }
    let distance = effectivePrefetchDistance
    if isDue(.append, distance: distance), case .idle(let cursor) = append {
      loadEdge(.append, cursor: cursor, attempts: 0)
    }
    if isDue(.prepend, distance: distance), case .idle(let cursor) = prepend {
      loadEdge(.prepend, cursor: cursor, attempts: 0)
    }
  }

  /// The edge after a page: ended by a missing key, an empty page or a key already requested.
  mutating func edgeAfter(itemCount: Int, key: Key?) -> Edge {
    guard itemCount > 0, let key else { return .end }
    if requestedKeys.contains(key) {
      counters.repeatedKeys += 1
      return .end
    }
    return .idle(.key(key))
  }

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
    var fresh: [Item] = []
    fresh.reserveCapacity(page.items.count)
    var ids = Set<Item.ID>(minimumCapacity: page.items.count)
    for item in page.items {
      if storage[item.id] == nil, !removed.contains(item.id), ids.insert(item.id).inserted {
        fresh.append(item)
      } else {
        counters.duplicatesDropped += 1
      }
    }
    let slot: PageSlot
    let next: Edge
    switch cursor {
    case .key(let key):
      slot = PageSlot(key: key, loadSize: loadSize, direction: direction, count: fresh.count)
      let nextKey = direction == .prepend ? page.previousKey : page.nextKey
      next = stopIfBarren(edgeAfter(itemCount: page.items.count, key: nextKey), direction, added: fresh.count)
    case .reload(var reloaded):
      // The page comes back where its placeholders were; if the source now holds more or
      // fewer rows for it, the positions after it move by the difference.
      let placeholders = reloaded.count
      reloaded.count = fresh.count
      slot = reloaded
      let side = Self.dropped(direction)
      self[keyPath: side].slots.removeLast()
      self[keyPath: side].rows -= placeholders
      if direction == .prepend, let anchor, anchor >= placeholdersBefore + placeholders {
        self.anchor = anchor + fresh.count - placeholders
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
      for item in fresh { storage[item.id] = item }
      pages.append(slot)
      append = next
    }
    counters.pagesLoaded += 1
    if !fresh.isEmpty { rowsChanged = true }
    trimToMemoryCap()
    prefetch()
  }
}
