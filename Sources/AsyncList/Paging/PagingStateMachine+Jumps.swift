/// Counted placeholders and jumps: a source that says how many items lie around its pages
/// (``Page/itemsBefore``, ``Page/itemsAfter``) gets positions for all of them, and a user who
/// lands far from the rows held gets the page under them (``PageSource/key(forPosition:query:)``).
extension PagingStateMachine {
  /// Whether the current generation started with a jump.
  package var jumped: Bool { jumps.current != nil }

  /// Where a row must appear for a jump: further than the threshold before the first row held
  /// or after the last, among placeholders. `(.min, .max)` when the list cannot jump: no key
  /// function, declined, no rows of this query held, or no placeholders on that side.
  var jumpZone: (below: Int, above: Int) {
    guard jumps.mayJump, case .loaded = head, freshness != .previousQuery, !store.isEmpty
    else { return (.min, .max) }
    let threshold = configuration.jumpThreshold
    let first = placeholdersBefore
    let last = placeholdersBefore + store.count - 1
    return (
      first > threshold ? first - threshold : .min,
      placeholdersAfter > threshold ? last + threshold : .max
    )
  }

  /// Jumps to a position: a new generation whose first page is the one the source keys for the
  /// position (centred on it when the source honours the size), with every position kept as a
  /// placeholder meanwhile, so the screen stays where it is.
  ///
  /// - Parameters:
  ///   - position: Where the user is: the engine's viewport's, for the call.
  ///   - index: The position the user landed on.
  /// - Returns: The cancellations and the page's load, or `nil` when the source gave no key
  ///   (the edges load the pages in between; it is not asked again in this generation).
  mutating func jump(_ position: inout ScrollPosition, to index: Int) -> [Action]? {
    let size = configuration.initialLoadSize
    let total = positionCount
    let start = max(0, min(index - size / 2, total - size))
    guard let key = jumps.key(at: start, query: query) else { return nil }
    let cancellations = cancelWork()
    generation += 1
    refreshAnchors.jumped()
    counters.pagesLoadedInGeneration = 0
    counters.jumps += 1
    clearRows()
    store.setCounted(total, at: .append)
    startRowID = nil
    edges.waitForFirstPage()
    jumps.began(Jump(key: key, position: start, total: total), from: index)
    position.forgetMotion()  // the anchor crossed the list in one step no scroll made
    rowsChanged = true
    return cancellations + [loadHead(&position, attempts: .none, refreshing: false)]
  }

  /// Counts the placeholders around a generation's first page, once its edges are set: what
  /// the page says, else for a jump the position it was asked for; none past an ended edge.
  mutating func countAroundFirstPage(_ page: Page<Key, Item>) {
    let before = page.itemsBefore ?? jumps.current?.position ?? 0
    let after = page.itemsAfter ?? jumps.current.map { max(0, $0.total - before - page.items.count) } ?? 0
    store.setCounted(prependPhase == .end ? 0 : before, at: .prepend)
    store.setCounted(appendPhase == .end ? 0 : after, at: .append)
    // Known when the page counted the side or the list ended there; a jump's estimate is not.
    store.setKnown(prependPhase == .end || page.itemsBefore != nil, at: .prepend)
    store.setKnown(appendPhase == .end || page.itemsAfter != nil, at: .append)
  }

  /// Counts the placeholders on an edge's side after a page landed there, once the edge is set:
  /// what the page says lies beyond it; else, for a page from a key, as many fewer as it had
  /// items; none once the edge ended.
  mutating func countAfterEdgePage(_ page: Page<Key, Item>, _ direction: LoadDirection, fromKey: Bool) {
    let said = direction == .prepend ? page.itemsBefore : page.itemsAfter
    let dropped = store.dropped(direction)
    let total = dropped.rows
    if edges[direction].phase == .end {
      store.setPlaceholders(0, at: direction)
      store.setKnown(true, at: direction)
    } else if let said {
      store.setPlaceholders(said, at: direction)
      store.setKnown(true, at: direction)
    } else if fromKey {
      store.setCounted(max(0, dropped.counted - page.items.count), at: direction)
    }
    if store.dropped(direction).rows != total { rowsChanged = true }
  }
}
