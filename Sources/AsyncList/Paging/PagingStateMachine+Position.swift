/// Row events and ``ScrollPosition``: what keeps the position right. The position is the
/// engine's viewport's, passed `inout` for each call.
extension PagingStateMachine {
  /// Starts the loads that the position says are due, or a jump.
  ///
  /// - Parameter position: Where the user is: the engine's viewport's, for the call.
  /// - Returns: The loads to start; for a jump, the cancellations first and `.publish` last.
  package mutating func prefetchDue(_ position: inout ScrollPosition) -> [Action] {
    rowsChanged = false
    var actions = position.isTrimDue ? trimToMemoryCap(position) : []
    actions += prefetch(&position)
    if rowsChanged { actions.append(.publish) }  // a jump or a dropped page: rows became placeholders
    syncPosition(&position)
    return actions
  }

  /// Derives the position's triggers and range from the state: after every event, so a row
  /// event can decide from the position alone.
  ///
  /// - Parameter position: Where the user is: the engine's viewport's, for the call.
  package mutating func syncPosition(_ position: inout ScrollPosition) {
    position.positionCount = positionCount
    position.placeholdersBefore = placeholdersBefore
    position.heldCount = store.count
    position.appendLoading = appendPhase == .loading
    position.prependLoading = prependPhase == .loading
    position.append = trigger(.append)
    position.prepend = trigger(.prepend)
    (position.jumpBelow, position.jumpAbove) = jumpZone
    syncMemoryCap(&position)
  }

  private func trigger(_ direction: LoadDirection) -> ScrollPosition.Trigger {
    guard (direction == .prepend ? prependPhase : appendPhase) == .idle, edgesActive else { return .never }
    if store.isEmpty { return .always }
    return .near(direction == .prepend ? placeholdersBefore : placeholdersBefore + store.count - 1)
  }
}
