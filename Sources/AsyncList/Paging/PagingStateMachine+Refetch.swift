internal import DequeModule

/// A refresh that fetches every page held again, in order, keeping the rows on screen until the
/// fresh chain has landed and replacing them in one publish (TanStack Query's refetch of an
/// infinite query). Each page of the chain is the head's load, so a failure, a retry, a stop and
/// a stale answer follow the head's rules; a retry resumes at the page that failed.
extension PagingStateMachine {
  /// A page of the chain landed: ask for the next one, or put the whole chain in place.
  ///
  /// - Returns: The next page's load, or what the rows' replacement leads to.
  mutating func continueRefetch(_ position: inout ScrollPosition, _ page: Page<Key, Item>, id: LoadID) -> [Action] {
    guard var chain = refetch else { return [] }
    if let start = startedLoads.removeValue(forKey: id)?.time, let now = position.now {
      position.pace.pageLoaded(after: now - start)
      pageLatencies.record(now - start)
    }
    chain.land(page)
    let more = chain.next() != nil
    refetch = chain
    if more { return [loadHead(&position, attempts: .none, refreshing: true)] }
    return finishRefetch(&position, chain, id: id)
  }

  /// The request of the chain's next page, for the head's load.
  mutating func refetchRequest() -> PageSlot? {
    guard var chain = refetch else { return nil }
    defer { refetch = chain }
    return chain.next()
  }

  /// Replaces the rows with the fresh chain's pages, in one publish: the first as a generation's
  /// first page, the others at the bottom as if they had loaded there.
  private mutating func finishRefetch(_ position: inout ScrollPosition, _ chain: Refetch<Key, Item>, id: LoadID)
    -> [Action]
  {
    refetch = nil
    guard let first = chain.landed.first else { return [] }
    let anchor = position.anchor
    let placeholdersAbove = placeholdersBefore
    let startBefore = startRowID
    // The pages the memory cap dropped above the rows held, and what the top edge loads after
    // them: a first page that does not count what lies above it leaves them standing, if the
    // old rows still start where the chain did (they page on while a failed page waits).
    let droppedAbove = store.dropped(.prepend)
    let keepsDropped = chain.startsWhereItBegan(
      firstPage: store.pages.first?.key, droppedAbove: droppedAbove.slots.count)
    let topEdge = (edges[.prepend], edges.frontier(at: .prepend))
    headKey = first.slot.key?.typed(as: Key.self)
    var actions = applyFirstPage(&position, first.page, refreshing: true, id: id, prefetching: false)
    // A dropped first page loads again with the request that brought it.
    store.pages[0].loadSize = first.slot.loadSize
    store.pages[0].direction = first.slot.direction
    for landed in chain.landed.dropFirst() {
      if let key = landed.slot.key { guards.requested(key) }
      let added = addRows(of: landed.page, at: .append)
      var slot = landed.slot
      slot.count = added
      store.addPage(slot, at: .append)
      edges.set(.append, edgeAfter(itemCount: landed.page.items.count, key: landed.page.nextKey))
      countAfterEdgePage(landed.page, .append, fromKey: true)
      counters.pagesLoaded += 1
      counters.pagesLoadedInGeneration += 1
    }
    if keepsDropped, !droppedAbove.slots.isEmpty, first.page.itemsBefore == nil {
      store.restoreDropped(droppedAbove, at: .prepend)
      edges.set(.prepend, topEdge.0)
      if let frontier = topEdge.1 { edges.keepFrontier(frontier, at: .prepend) }
    }
    // The start row stays while the list holds it: a view that scrolls to a new start row would
    // take the user to the first row held.
    if let startBefore, store.index(of: startBefore) != nil { startRowID = startBefore }
    // The user stays on the same rows: positions move only by the placeholders above that the
    // fresh first page counted differently (pages the memory cap had dropped above).
    position.anchor = anchor.map { max(0, min($0 - placeholdersAbove + placeholdersBefore, positionCount - 1)) }
    actions += trimToMemoryCap(position)
    return actions + prefetch(&position)
  }
}
