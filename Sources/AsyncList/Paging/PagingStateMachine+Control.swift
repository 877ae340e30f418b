internal import OrderedCollections

extension PagingStateMachine {
  /// Makes a query still waiting for its debounce current, so a reset or a refresh loads what
  /// the user typed. Returns whether the query changed.
  mutating func takePendingQuery() -> Bool {
    guard let pending = debounce.take() else { return false }
    output.append(.cancelTimer(pending.timer))
    guard pending.query != query else { return false }
    query = pending.query
    return true
  }

  mutating func refresh() {
    if takePendingQuery() {
      beginGeneration(keepingRows: false)  // the rows shown belong to another query
      return
    }
    switch head {
    case .notStarted, .failed(_, _, refreshing: false):
      beginGeneration(keepingRows: false)
    case .loading:
      break  // one refresh at a time; the one under way answers this request too
    case .loaded, .failed(_, _, refreshing: true):
      beginGeneration(keepingRows: true)
    }
  }

  /// Cancels all work. A first load goes back to not started; a refresh goes back to the rows
  /// it would have replaced; a pending query change is dropped.
  mutating func stop() {
    cancelWork()
    if case .loading(_, _, let refreshing) = head {
      head = refreshing ? .loaded : .notStarted
    }
    if let timer = debounce.cancel() { output.append(.cancelTimer(timer)) }
  }

  /// Re-issues every failed load, each for exactly the key that failed.
  mutating func retry() {
    if case .failed(_, let timer, let refreshing) = head {
      if let timer { output.append(.cancelTimer(timer)) }
      cancelEdgeWork()  // the old rows stop paging while their replacement loads
      loadHead(attempts: 0, refreshing: refreshing)
    }
    guard edgesActive else { return }
    for direction in [LoadDirection.append, .prepend] {
      if case .failed(let cursor, _, let timer) = edge(direction) {
        if let timer { output.append(.cancelTimer(timer)) }
        pagesWithoutNewRows[direction] = nil  // the user asked: give the source another run
        loadEdge(direction, cursor: cursor, attempts: 0)
      }
    }
  }

  mutating func fire(_ timer: TimerID) {
    if stagger.owns(timer) {
      revealNextRow()
      return
    }
    if let query = debounce.fire(timer) {
      apply(query, force: false)
      return
    }
    if case .failed(let failure, timer?, let refreshing) = head {
      cancelEdgeWork()
      loadHead(attempts: failure.attempt, refreshing: refreshing)
      return
    }
    guard edgesActive else { return }
    for direction in [LoadDirection.append, .prepend] {
      if case .failed(let cursor, let failure, timer?) = edge(direction) {
        loadEdge(direction, cursor: cursor, attempts: failure.attempt)
        return
      }
    }
    // A timer that was cancelled but fired anyway: nothing to do.
  }

  /// Reveals one more row of a staggered first page and schedules the next.
  private mutating func revealNextRow() {
    guard let interval = configuration.staggeredReveal, let limit = stagger.limit else { return }
    guard limit + 1 < store.count else {
      _ = stagger.stop()  // the timer that fired was the last
      return
    }
    let timer = nextTimerID()
    stagger.advance(next: timer)
    output.append(.startTimer(timer, after: interval))
  }

  mutating func changeQuery(to query: Query, immediate: Bool) {
    if let timer = debounce.cancel() { output.append(.cancelTimer(timer)) }
    if immediate || configuration.queryDebounce == .zero {
      apply(query, force: immediate)
    } else {
      let timer = nextTimerID()
      debounce.wait(for: query, timer: timer)
      output.append(.startTimer(timer, after: configuration.queryDebounce))
    }
  }

  /// Makes a query current; a different query (or a forced one) starts a new generation.
  private mutating func apply(_ query: Query, force: Bool) {
    guard force || query != self.query else { return }
    self.query = query
    if case .notStarted = head { return }
    beginGeneration(keepingRows: false)
  }
}
