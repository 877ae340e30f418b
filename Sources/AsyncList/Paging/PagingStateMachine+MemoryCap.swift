extension PagingStateMachine {
  /// The most rows held, if the configuration caps them: never less than the largest page
  /// plus the prefetch distance on both sides, so the rows around the user always fit.
  var memoryCap: Int? {
    configuration.maxLoadedRows.map {
      max($0, max(configuration.pageSize, configuration.initialLoadSize) + 2 * configuration.prefetchDistance)
    }
  }

  /// What a row event needs to find a page at either end far enough from the user to drop
  /// (``ScrollPosition/isTrimDue``), so that pages drop when the user moves away from them, not
  /// only when a page lands: whether the rows held pass the cap, and where the end pages are.
  ///
  /// - Parameter position: The position to update.
  func syncMemoryCap(_ position: inout ScrollPosition) {
    guard let cap = memoryCap, store.count > cap else {
      position.overCap = false
      return
    }
    syncEndPages(&position, cap: cap)
  }

  /// Over the cap: where the end pages are. Apart, so that a list under its cap never reads its
  /// pages (in code not specialised for the app's types, a function that does asks the runtime
  /// for their types on entry).
  @inline(never) private func syncEndPages(_ position: inout ScrollPosition, cap: Int) {
    guard store.pages.count > 1, let first = store.pages.first, let last = store.pages.last else {
      position.overCap = false
      return
    }
    position.overCap = true
    position.memoryCap = cap
    position.firstPageEnd = placeholdersBefore + first.count - 1
    position.lastPageStart = placeholdersBefore + store.count - last.count
  }

  /// Drops whole pages at the end farther from the user while more rows than the cap are held,
  /// by the rule of ``ScrollPosition/trimSide(firstPageEnd:lastPageStart:limit:)``, which a row
  /// event also reads: nothing on screen (or about to be) becomes a placeholder, and the edge is
  /// not due at once to load the page back (a loop). Rows on screen can hold more than the cap.
  ///
  /// Called after a page lands (the only time the rows held grow), when a stored list is
  /// restored, and when a row event finds the user far enough from a page at one end
  /// (``ScrollPosition/isTrimDue``).
  ///
  /// - Parameter position: Where the user is.
  /// - Returns: What dropping pages cancels at the edges.
  mutating func trimToMemoryCap(_ position: ScrollPosition) -> [Action] {
    guard let cap = memoryCap else { return [] }
    var actions: [Action] = []
    while store.count > cap, store.pages.count > 1, let first = store.pages.first, let last = store.pages.last,
      let side = position.trimSide(
        firstPageEnd: placeholdersBefore + first.count - 1,
        lastPageStart: placeholdersBefore + store.count - last.count, limit: cap)
    {
      actions += dropPage(side)
    }
    return actions
  }

  /// Drops the page at one end of the rows held; the edge on that side stops what it was
  /// loading and reloads this page first when the user comes back.
  private mutating func dropPage(_ side: LoadDirection) -> [Action] {
    if tracksIDsLeft { idsLeft += store.idsOfPage(at: side) }
    let slot = store.dropPage(at: side)
    let (frontier, cancellation) = settled(edges[side])
    if store.dropped(side).slots.count == 1 { edges.keepFrontier(frontier, at: side) }
    edges.set(side, .idle(.reload(slot)))
    counters.pagesDropped += 1
    rowsChanged = true
    return cancellation.map { [$0] } ?? []
  }
}
