/// The machine's one entry point for events.
extension PagingStateMachine {
  /// Handles one event.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - time: When, in seconds on the driver's clock, so the machine can measure page latency
  ///     and scroll speed and prefetch further when the user scrolls faster than pages land;
  ///     `nil` keeps the time of the last event that had one (none: the configured distance).
  /// - Returns: What the driver must do, in order; `.publish` last when the rows changed.
  /// - Complexity: O(page size) for a page; O(n) for a prepend, an insert or a removal.
  package mutating func handle(_ event: Event, at time: Double? = nil) -> [Action] {
    if let time { position.now = time }
    rowsChanged = false
    var actions: [Action]
    switch event {
    case .start:
      running = true
      if case .notStarted = head {
        // A jump a stop interrupted loads its page; anything else starts from the first page.
        actions = jump != nil ? [loadHead(attempts: .none, refreshing: false)] : beginGeneration(keepingRows: false)
      } else if refreshDue {
        refreshDue = false
        actions = refresh()
      } else {
        actions = prefetch()
      }
    case .stop:
      actions = stop()
    case .loaded(let id, let page):
      actions = receive(page, for: id)
    case .failed(let id, let error):
      actions = receive(error, for: id)
    case .timerFired(let timer):
      actions = fire(timer)
    case .retry:
      actions = retry()
    case .reset:
      actions = takePendingQuery().cancel + beginGeneration(keepingRows: false)
    case .refresh:
      actions = running ? refresh() : deferRefresh()
    case .queryChanged(let query, let immediate):
      actions = changeQuery(to: query, immediate: immediate)
    case .update(let item):
      update(item)
      actions = []
    case .insert(let item, let index):
      insert(item, at: index)
      actions = []
    case .remove(let id):
      actions = remove(id)
    case .restore(let stored, let query, let staleAfter):
      actions = restore(stored, query: query, staleAfter: staleAfter)
    }
    if rowsChanged { actions.append(.publish) }
    // A first page that replaced the rows may have brought some back: those did not leave.
    if !idsLeft.isEmpty, rowsChanged { idsLeft.removeAll { store.index(of: $0) != nil } }
    syncPosition()
    return actions
  }
}
