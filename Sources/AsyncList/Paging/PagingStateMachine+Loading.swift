internal import DequeModule

extension PagingStateMachine {
  /// Whether the edges may load: the rows on screen belong to a loaded first page of this query.
  var edgesActive: Bool {
    switch head {
    case .loaded, .failed(_, _, refreshing: true): freshness != .previousQuery
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
  ///
  /// - Returns: The cancellations.
  mutating func cancelWork() -> [Action] {
    var actions: [Action] = []
    switch head {
    case .loading(let id, _, _):
      actions.append(.cancel(id))
      startedLoads[id] = nil
    case .failed(let failure, let timer?, let refreshing):
      actions.append(.cancelTimer(timer))
      head = .failed(failure.withoutRetry, timer: nil, refreshing: refreshing)
    case .notStarted, .loaded, .failed:
      break
    }
    actions += cancelEdgeWork()
    if let timer = stagger.stop() { actions.append(.cancelTimer(timer)) }
    return actions
  }

  /// Cancels the edges' loads and retry timers, leaving them idle at the key they were loading.
  ///
  /// - Returns: The cancellations.
  mutating func cancelEdgeWork() -> [Action] {
    let (append, bottom) = settled(edges.append)
    let (prepend, top) = settled(edges.prepend)
    edges.set(.append, append)
    edges.set(.prepend, prepend)
    return [bottom, top].compactMap { $0 }
  }

  /// An edge with its load or retry timer stopped, and the action that stops it.
  mutating func settled(_ edge: Edge) -> (Edge, Action?) {
    switch edge {
    case .loading(let cursor, let id, _):
      startedLoads[id] = nil
      return (.idle(cursor), .cancel(id))
    case .failed(let cursor, let failure, let timer?):
      return (.failed(cursor, failure.withoutRetry, timer: nil), .cancelTimer(timer))
    case .waiting, .idle, .failed, .end:
      return (edge, nil)
    }
  }

  /// Starts a new generation: cancels all work and loads the first page.
  ///
  /// - Returns: The cancellations and the first page's load.
  mutating func beginGeneration(
    _ position: inout ScrollPosition, keepingRows: Bool, refetching chain: Refetch<Key, Item>? = nil
  ) -> [Action] {
    let cancellations = cancelWork()
    generation += 1
    refetch = chain
    refreshAnchors.beginGeneration()
    jumps.newGeneration()
    awaitsStore = false
    refreshDue = false  // this generation is the refresh a stop put off
    counters.pagesLoadedInGeneration = 0
    if !keepingRows {
      if positionCount > 0 { rowsChanged = true }
      clearRows()
      freshness = .fresh
      startRowID = nil
      position.anchor = nil
      position.forgetPosition()
      edges.waitForFirstPage()
    }
    return cancellations + [loadHead(&position, attempts: .none, refreshing: keepingRows)]
  }

  /// Forgets the rows, their pages and placeholders, and the keys requested.
  mutating func clearRows() {
    if tracksIDsLeft { idsLeft += store.rows.ids }
    store.clear()
    edges.forgetFrontiers()
    guards.reset()
  }

  /// Loads the first page.
  ///
  /// - Returns: The load.
  mutating func loadHead(_ position: inout ScrollPosition, attempts: Attempts, refreshing: Bool) -> Action {
    let id = nextLoadID()
    head = .loading(id, attempts: attempts, refreshing: refreshing)
    counters.loadsStarted += 1
    if let slot = refetchRequest() {
      startedLoads[id] = (position.now, slot)
      return .load(id)
    }
    headKey = jumps.current?.key ?? refreshAnchors.current?.key ?? initialKey
    startedLoads[id] = (
      position.now,
      PageSlot(key: headKey.map(PageKey.init), loadSize: configuration.initialLoadSize, direction: .initial, count: 0)
    )
    return .load(id)
  }

  /// The request of a load in flight (``PagingAction/load(_:)``): what the driver starts, and
  /// what a page that lands for it is stored under.
  ///
  /// - Parameter id: The load.
  /// - Returns: Its request, or `nil` for a load not in flight.
  package func request(for id: LoadID) -> PageRequest<Key, Query>? {
    guard let page = startedLoads[id]?.page else { return nil }
    return PageRequest(
      key: page.key?.typed(as: Key.self), loadSize: page.loadSize, direction: page.direction, query: query)
  }

  /// Loads the next page at an edge.
  ///
  /// - Returns: The load.
  mutating func loadEdge(
    _ position: inout ScrollPosition, _ direction: LoadDirection, cursor: Cursor, attempts: Attempts
  ) -> Action {
    let id = nextLoadID()
    counters.loadsStarted += 1
    edges.set(direction, .loading(cursor, id, attempts: attempts))
    // What the load requests, as a page: the driver makes the request from it (request(for:)).
    let page: PageSlot
    switch cursor {
    case .key(let key):
      guards.requested(key)
      let size = configuration.maxLoadSize.map { position.pace.loadSize(pageSize: configuration.pageSize, limit: $0) }
      page = PageSlot(key: key, loadSize: size ?? configuration.pageSize, direction: direction, count: 0)
    case .reload(let slot):
      counters.pagesReloaded += 1
      page = slot
    }
    startedLoads[id] = (position.now, page)
    return .load(id)
  }

  /// Starts the loads the user's position calls for: the position's triggers, derived
  /// from the state now, decide, so the row-event fast path and this apply one rule.
  ///
  /// - Returns: The loads.
  mutating func prefetch(_ position: inout ScrollPosition) -> [Action] {
    syncPosition(&position)
    if position.isJumpDue, let anchor = position.anchor, anchor != jumps.lastAnchor {
      if let jumped = jump(&position, to: anchor) { return jumped }
      syncPosition(&position)  // declined: no jump zone until the next generation
    }
    var loads: [Action] = []
    if position.isDue(.append), case .idle(let cursor) = edges.append {
      loads.append(loadEdge(&position, .append, cursor: cursor, attempts: .none))
    }
    // Loading at the bottom changes nothing the top edge's trigger reads.
    if position.isDue(.prepend), case .idle(let cursor) = edges.prepend {
      loads.append(loadEdge(&position, .prepend, cursor: cursor, attempts: .none))
    }
    return loads
  }

  /// The edge after a page: ended by a missing key or an empty page; failed with
  /// ``PagingError/repeatedKey(_:)`` by a key already requested (a source that points back would
  /// make the list load the same pages forever, and "end of list" would hide the fault).
  mutating func edgeAfter(itemCount: Int, key: Key?) -> Edge {
    guard itemCount > 0, let key else { return .end }
    let boxed = PageKey(key)
    if guards.wasRequested(boxed) {
      counters.repeatedKeys += 1
      return stopped(.key(boxed), PagingError.repeatedKey(String(describing: key)))
    }
    return .idle(.key(boxed))
  }
}
