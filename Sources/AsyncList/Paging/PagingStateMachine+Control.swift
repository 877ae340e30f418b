extension PagingStateMachine {
  /// Makes a query still waiting for its debounce current, so a reset or a refresh loads what
  /// the user typed.
  ///
  /// - Returns: Whether the query changed, and the debounce timer to cancel.
  mutating func takePendingQuery() -> (changed: Bool, cancel: [Action]) {
    guard let pending = debounce.take() else { return (false, []) }
    let cancel: [Action] = [.cancelTimer(pending.timer)]
    guard pending.query != query else { return (false, cancel) }
    query = pending.query
    return (true, cancel)
  }

  mutating func refresh(_ position: inout ScrollPosition) -> [Action] {
    let (changed, cancel) = takePendingQuery()
    if changed {
      return cancel + beginQueryGeneration(&position)  // the rows shown belong to another query
    }
    switch head {
    case .notStarted, .failed(_, _, refreshing: false):
      return cancel + beginGeneration(&position, keepingRows: false)
    case .loading:
      return cancel  // one refresh at a time; the one under way answers this request too
    case .loaded, .failed(_, _, refreshing: true):
      // Every page again, from the pages the rows on screen came in (the chain a failure left
      // starts over: the user asked for a new refresh).
      let chain =
        configuration.refetchesEveryPage
        ? Refetch<Key, Item>(pagesHeld: store.pages, droppedAbove: store.dropped(.prepend).slots.count) : nil
      return cancel + beginGeneration(&position, keepingRows: true, refetching: chain)
    }
  }

  /// Whether the rows shown are older than ``PagingConfiguration/staleAfter``: loaded rows of
  /// this query, timed, past their freshness.
  func isStale(at now: Double?) -> Bool {
    guard let staleAfter = configuration.staleAfter, case .loaded = head, freshness == .fresh,
      let now, let loadedAt
    else { return false }
    return now - loadedAt >= staleAfter.seconds
  }

  /// Whether a start now runs a refresh: one a stop put off, or rows past their freshness. The
  /// start decides by it, and the model asks it first to give the refresh its anchor.
  func refreshesAtStart(at now: Double?) -> Bool {
    refreshDue || isStale(at: now)
  }

  /// A refresh asked for while stopped: the next start runs it (before any start, the first
  /// load does its job).
  mutating func deferRefresh() -> [Action] {
    if case .notStarted = head { return [] }
    refreshDue = true
    return []
  }

  /// Cancels all work. A first load goes back to not started; a refresh goes back to the rows
  /// it would have replaced, and runs again at the next start; a jump keeps its positions and
  /// loads its page at the next start; a pending query change is dropped.
  mutating func stop() -> [Action] {
    running = false
    var actions = cancelWork()
    if case .loading(_, _, let refreshing) = head {
      if refreshing && freshness != .previousQuery {
        head = .loaded
        refetch = nil  // the next start refreshes again, from the pages held then
        refreshDue = true
      } else if jumps.current != nil {
        head = .notStarted  // the placeholders stay where the user is; start loads the page there
      } else {
        // The rows kept belong to another query: without the load that replaces them, they go.
        if positionCount > 0 { rowsChanged = true }
        clearRows()
        freshness = .fresh
        startRowID = nil
        head = .notStarted
        edges.waitForFirstPage()
      }
    }
    if let timer = debounce.cancel() { actions.append(.cancelTimer(timer)) }
    return actions
  }

  /// Re-issues every failed load, each for exactly the key that failed.
  mutating func retry(_ position: inout ScrollPosition) -> [Action] {
    var actions: [Action] = []
    if case .failed(let failure, let timer, let refreshing) = head {
      if let timer { actions.append(.cancelTimer(timer)) }
      actions += cancelEdgeWork()  // the old rows stop paging while their replacement loads
      actions.append(loadHead(&position, attempts: failure.attempts.retriedByUser, refreshing: refreshing))
    }
    guard edgesActive else { return actions }
    for direction in [LoadDirection.append, .prepend] {
      if case .failed(let cursor, let failure, let timer) = edges[direction] {
        if let timer { actions.append(.cancelTimer(timer)) }
        guards.forgive(direction)  // the user asked: give the source another run
        actions.append(loadEdge(&position, direction, cursor: cursor, attempts: failure.attempts.retriedByUser))
      }
    }
    return actions
  }

  mutating func fire(_ position: inout ScrollPosition, _ timer: TimerID) -> [Action] {
    if stagger.owns(timer) {
      return revealNextRow()
    }
    if let query = debounce.fire(timer) {
      return apply(&position, query, force: false)
    }
    if case .failed(let failure, timer?, let refreshing) = head {
      return cancelEdgeWork() + [loadHead(&position, attempts: failure.attempts, refreshing: refreshing)]
    }
    guard edgesActive else { return [] }
    for direction in [LoadDirection.append, .prepend] {
      if case .failed(let cursor, let failure, timer?) = edges[direction] {
        return [loadEdge(&position, direction, cursor: cursor, attempts: failure.attempts)]
      }
    }
    return []  // a timer that was cancelled but fired anyway: nothing to do
  }

  /// Reveals one more row of a staggered first page and schedules the next.
  private mutating func revealNextRow() -> [Action] {
    guard let interval = configuration.staggeredReveal, let limit = stagger.limit else { return [] }
    guard limit + 1 < store.count else {
      _ = stagger.stop()  // the timer that fired was the last
      return []
    }
    let timer = nextTimerID()
    stagger.advance(next: timer)
    return [.startTimer(timer, after: interval)]
  }

  mutating func changeQuery(_ position: inout ScrollPosition, to query: Query, immediate: Bool) -> [Action] {
    var actions: [Action] = []
    if let timer = debounce.cancel() { actions.append(.cancelTimer(timer)) }
    if immediate || configuration.queryDebounce == .zero {
      return actions + apply(&position, query, force: immediate)
    }
    let timer = nextTimerID()
    debounce.wait(for: query, timer: timer)
    return actions + [.startTimer(timer, after: configuration.queryDebounce)]
  }

  /// Makes a query current; a different query (or a forced one) starts a new generation.
  private mutating func apply(_ position: inout ScrollPosition, _ query: Query, force: Bool) -> [Action] {
    guard force || query != self.query else { return [] }
    self.query = query
    if case .notStarted = head { return [] }
    return beginQueryGeneration(&position)
  }

  /// Starts the generation of a new query: the rows shown stay, marked as the previous query's,
  /// when the configuration keeps them and the list has loaded rows; otherwise they go.
  private mutating func beginQueryGeneration(_ position: inout ScrollPosition) -> [Action] {
    let keep: Bool
    switch head {
    case .loaded, .loading(_, _, refreshing: true), .failed(_, _, refreshing: true):
      keep = configuration.keepsRowsWhileQueryLoads && !store.isEmpty
    case .notStarted, .loading, .failed:
      keep = false
    }
    if keep { freshness = .previousQuery }
    return beginGeneration(&position, keepingRows: keep)
  }
}
