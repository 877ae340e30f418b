/// Row events and ``ScrollPosition``: the fast path and what keeps it right.
extension PagingStateMachine {
  /// Starts the loads that ``position`` says are due, or a jump.
  ///
  /// - Returns: The loads to start; for a jump, the cancellations first and `.publish` last.
  package mutating func prefetchDue() -> [Action] {
    rowsChanged = false
    var actions = prefetch()
    if rowsChanged { actions.append(.publish) }  // a jump: the rows became placeholders
    syncPosition()
    return actions
  }

  /// Derives ``position``'s triggers and range from the state: after every event, so a row
  /// event can decide from ``position`` alone.
  package mutating func syncPosition() {
    position.positionCount = positionCount
    position.placeholdersBefore = placeholdersBefore
    position.heldCount = store.count
    position.appendLoading = appendPhase == .loading
    position.prependLoading = prependPhase == .loading
    position.append = trigger(.append)
    position.prepend = trigger(.prepend)
    (position.jumpBelow, position.jumpAbove) = jumpZone
  }

  private func trigger(_ direction: LoadDirection) -> ScrollPosition.Trigger {
    guard (direction == .prepend ? prependPhase : appendPhase) == .idle, edgesActive else { return .never }
    if store.isEmpty { return .always }
    return .near(direction == .prepend ? placeholdersBefore : placeholdersBefore + store.count - 1)
  }
}
