/// The machine's one entry point for events.
extension PagingStateMachine {
  /// Handles one event.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - time: When, in seconds on the driver's clock, so the machine can measure page latency
  ///     and scroll speed and prefetch further when the user scrolls faster than pages land;
  ///     `nil` keeps the time of the last event that had one (none: the configured distance).
  ///   - position: Where the user is and when an edge is due: the engine's viewport's, for the
  ///     call (the machine keeps no copy).
  /// - Returns: What the driver must do, in order; `.publish` last when the rows changed.
  /// - Complexity: O(page size) for a page; O(n) for a prepend, an insert or a removal.
  package mutating func handle(_ event: Event, at time: Double? = nil, position: inout ScrollPosition) -> [Action] {
    if let time { position.now = time }
    rowsChanged = false
    var actions: [Action]
    switch event {
    case .start:
      running = true
      if case .notStarted = head {
        // A jump a stop interrupted loads its page; anything else starts from the first page.
        actions =
          jumps.current != nil
          ? [loadHead(&position, attempts: .none, refreshing: false)] : beginGeneration(&position, keepingRows: false)
      } else if refreshesAtStart(at: position.now) {
        refreshDue = false
        actions = refresh(&position)
      } else {
        actions = prefetch(&position)
      }
    case .stop:
      actions = stop()
    case .loaded(let id, let page):
      return landed(page, for: id, at: time, position: &position)
    case .failed(let id, let error):
      actions = receive(&position, error, for: id)
    case .timerFired(let timer):
      actions = fire(&position, timer)
    case .retry:
      actions = retry(&position)
    case .reset:
      actions = takePendingQuery().cancel + beginGeneration(&position, keepingRows: false)
    case .refresh:
      actions = running ? refresh(&position) : deferRefresh()
    case .queryChanged(let query, let immediate):
      actions = changeQuery(&position, to: query, immediate: immediate)
    case .update(let item):
      update(item)
      actions = []
    case .insert(let item, let index):
      insert(&position, item, at: index)
      actions = []
    case .remove(let id):
      actions = remove(&position, id)
    case .restore(let stored, let query, let staleAfter):
      actions = restore(&position, stored, query: query, staleAfter: staleAfter)
    }
    return finish(actions, position: &position)
  }

  /// A page landed: ``handle(_:at:position:)`` for ``PagingEvent/loaded(_:_:)``, which the engine
  /// calls without making the event (in code not specialised for the app's types, making and
  /// matching it cost runtime type lookups).
  ///
  /// - Parameters:
  ///   - page: The page.
  ///   - id: Its load.
  ///   - time: As ``handle(_:at:position:)``'s.
  ///   - position: As ``handle(_:at:position:)``'s.
  /// - Returns: What the driver must do, in order.
  package mutating func landed(
    _ page: Page<Key, Item>, for id: LoadID, at time: Double? = nil, position: inout ScrollPosition
  ) -> [Action] {
    if let time { position.now = time }
    rowsChanged = false
    return finish(receive(&position, page, for: id), position: &position)
  }

  /// Every event's end: `.publish` last when the rows changed, and the position brought up to
  /// date.
  private mutating func finish(_ actions: [Action], position: inout ScrollPosition) -> [Action] {
    var actions = actions
    if rowsChanged { actions.append(.publish) }
    // A first page that replaced the rows may have brought some back: those did not leave.
    if tracksIDsLeft, rowsChanged { keepIDsLeft() }
    syncPosition(&position)
    return actions
  }

  /// Of the ids that left, those a first page brought back did not leave. Apart, so that an event
  /// in a list without detail levels never handles ids (code not specialised for the app's types
  /// asks the runtime for their types in any function that does, on entry).
  @inline(never) private mutating func keepIDsLeft() {
    if !idsLeft.isEmpty { idsLeft.removeAll { store.index(of: $0) != nil } }
  }
}
