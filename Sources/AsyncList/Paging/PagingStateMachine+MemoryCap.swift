internal import DequeModule
internal import OrderedCollections

extension PagingStateMachine {
  /// The most rows held, if the configuration caps them: never less than the largest page
  /// plus the prefetch distance on both sides, so the rows around the user always fit.
  var memoryCap: Int? {
    configuration.maxLoadedRows.map {
      max($0, max(configuration.pageSize, configuration.initialLoadSize) + 2 * configuration.prefetchDistance)
    }
  }

  /// Drops whole pages at the end farther from the user while more rows than the cap are held.
  /// A page is dropped only if the rows held after it is gone still reach further than the
  /// prefetch distance from the row that appeared last: nothing on screen (or about to be)
  /// becomes a placeholder, and the edge is not due at once to load the page back (a loop).
  ///
  /// Called after a page lands: the only time the rows held grow.
  mutating func trimToMemoryCap() {
    guard let cap = memoryCap, let anchor else { return }
    let keep = max(configuration.prefetchDistance, effectivePrefetchDistance) + 1
    while storage.count > cap, pages.count > 1, let first = pages.first, let last = pages.last {
      let firstEnd = placeholdersBefore + first.count - 1
      let lastStart = placeholdersBefore + storage.count - last.count
      let gapBefore = anchor - firstEnd
      let gapAfter = lastStart - anchor
      if gapBefore >= gapAfter {
        guard gapBefore > keep else { return }
        dropFirstPage()
      } else {
        guard gapAfter > keep else { return }
        dropLastPage()
      }
    }
  }

  private mutating func dropFirstPage() {
    let slot = pages.removeFirst()
    storage.removeFirst(slot.count)
    placeholdersBefore += slot.count
    // The edge stops what it was loading; it reloads this page first when the user comes back.
    let edge = settled(prepend)
    if droppedBefore.isEmpty { frontierBefore = edge }
    droppedBefore.append(slot)
    prepend = .idle(.reload(slot))
    counters.pagesDropped += 1
    rowsChanged = true
  }

  private mutating func dropLastPage() {
    let slot = pages.removeLast()
    storage.removeLast(slot.count)
    placeholdersAfter += slot.count
    let edge = settled(append)
    if droppedAfter.isEmpty { frontierAfter = edge }
    droppedAfter.append(slot)
    append = .idle(.reload(slot))
    counters.pagesDropped += 1
    rowsChanged = true
  }
}
