extension PagingStateMachine {
  /// A load failed: shown where it happened, retried later if the policy says so, or counted
  /// as stale.
  ///
  /// - Returns: The retry timer to start, and for a failed refresh the loads of the old rows.
  mutating func receive(_ position: inout ScrollPosition, _ error: any Error, for id: LoadID) -> [Action] {
    startedLoads[id] = nil
    let retryPolicy = configuration.automaticRetry
    if case .loading(let current, let attempts, let refreshing) = head, current == id {
      counters.failures += 1
      let (failure, timer) = failureAndTimer(error, attempts: attempts.next, policy: retryPolicy)
      head = .failed(failure, timer: timer?.id, refreshing: refreshing)
      return start(timer) + prefetch(&position)  // a failed refresh lets the old rows page again
    }
    for direction in [LoadDirection.append, .prepend] {
      if case .loading(let cursor, let current, let attempts) = edges[direction], current == id {
        counters.failures += 1
        let (failure, timer) = failureAndTimer(error, attempts: attempts.next, policy: retryPolicy)
        edges.set(direction, .failed(cursor, failure, timer: timer?.id))
        return start(timer)
      }
    }
    counters.staleResponsesDiscarded += 1
    return []
  }

  private func start(_ timer: (id: TimerID, delay: Duration)?) -> [Action] {
    timer.map { [.startTimer($0.id, after: $0.delay)] } ?? []
  }

  private mutating func failureAndTimer(
    _ error: any Error,
    attempts: Attempts,
    policy: AutomaticRetry?
  ) -> (LoadFailure, (id: TimerID, delay: Duration)?) {
    guard let delay = policy?.delay(afterFailedAttempts: attempts.automatic, error: error) else {
      return (LoadFailure(error: error, attempts: attempts), nil)
    }
    return (LoadFailure(error: error, attempts: attempts, willRetry: true), (nextTimerID(), delay))
  }

  /// Counts pages in a row that added no row at an edge; past the configured limit the edge
  /// fails with ``PagingError/noNewRows(pages:)`` instead of loading the next page, so a source
  /// that repeats itself under changing keys cannot make the list load forever.
  mutating func stopIfBarren(_ next: Edge, _ direction: LoadDirection, added: Int) -> Edge {
    let barren = guards.pageLanded(at: direction, added: added)
    guard barren >= configuration.maxPagesWithoutNewRows, case .idle(let cursor) = next else { return next }
    return stopped(cursor, PagingError.noNewRows(pages: barren))
  }

  /// An edge the list stops on its own, for a fault of the source: failed at the cursor it would
  /// have loaded (``AsyncListModel/retry()`` loads it), counted, never retried automatically.
  mutating func stopped(_ cursor: Cursor, _ error: PagingError) -> Edge {
    counters.failures += 1
    return .failed(cursor, LoadFailure(error: error), timer: nil)
  }
}
