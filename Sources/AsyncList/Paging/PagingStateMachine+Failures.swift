extension PagingStateMachine {
  mutating func receive(_ error: any Error, for id: LoadID) {
    startedLoads[id] = nil
    let retryPolicy = configuration.automaticRetry
    if case .loading(let current, let attempts, let refreshing) = head, current == id {
      counters.failures += 1
      let (failure, timer) = failureAndTimer(error, attempt: attempts + 1, policy: retryPolicy)
      head = .failed(failure, timer: timer, refreshing: refreshing)
      prefetch()  // a failed refresh lets the old rows page again
      return
    }
    for direction in [LoadDirection.append, .prepend] {
      if case .loading(let cursor, let current, let attempts) = edge(direction), current == id {
        counters.failures += 1
        let (failure, timer) = failureAndTimer(error, attempt: attempts + 1, policy: retryPolicy)
        setEdge(direction, .failed(cursor, failure, timer: timer))
        return
      }
    }
    counters.staleResponsesDiscarded += 1
  }

  private mutating func failureAndTimer(
    _ error: any Error,
    attempt: Int,
    policy: AutomaticRetry?
  ) -> (LoadFailure, TimerID?) {
    guard let delay = policy?.delay(afterFailedAttempts: attempt, error: error) else {
      return (LoadFailure(error: error, attempt: attempt), nil)
    }
    let timer = nextTimerID()
    output.append(.startTimer(timer, after: delay))
    return (LoadFailure(error: error, attempt: attempt, willRetry: true), timer)
  }

  /// Counts pages in a row that added no row at an edge; past the configured limit the edge
  /// fails with ``PagingError/noNewRows(pages:)`` instead of loading the next page, so a source
  /// that repeats itself under changing keys cannot make the list load forever.
  mutating func stopIfBarren(_ next: Edge, _ direction: LoadDirection, added: Int) -> Edge {
    let barren = added == 0 ? pagesWithoutNewRows[direction, default: 0] + 1 : 0
    pagesWithoutNewRows[direction] = barren
    guard barren >= configuration.maxPagesWithoutNewRows, case .idle(let cursor) = next else { return next }
    counters.failures += 1
    return .failed(cursor, LoadFailure(error: PagingError.noNewRows(pages: barren)), timer: nil)
  }
}
