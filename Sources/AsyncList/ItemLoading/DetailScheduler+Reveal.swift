/// The reveal of a row that comes on screen, and the cache lookups it needs.
extension DetailScheduler {
  /// What a row that came on screen finds in the cache: the part of its reveal that needs the
  /// row's id (a hit counts and is touched); the engine keeps the reveal's bookkeeping on the
  /// level's screen.
  package mutating func cachedRow(at index: Int, _ rows: some RowIndexing<ID>) -> CacheLookup {
    guard let id = rows.id(index) else { return .placeholder }
    guard cache.contains(id) else { return .notCached }
    cache.touch(id)
    counters.cacheHits += 1
    if !unseen.isEmpty { noteSeen(id) }
    return .cached(id)
  }

  /// Marks which positions in a range hold a cached detail: mutating, so that an element of an
  /// array of levels is reached in place, not copied.
  ///
  /// - Parameters:
  ///   - window: The filter to rebuild.
  ///   - range: Its new positions.
  ///   - rows: The list's rows.
  mutating func rebuild(_ window: inout CacheWindow, over range: Range<Int>, _ rows: some RowIndexing<ID>) {
    window.reset(to: range)
    guard cache.count > 0 else { return }
    for index in range {
      if let id = rows.id(index), cache.contains(id) { window.mark(index, cached: true) }
    }
  }

  /// What a row that came on screen finds in the cache.
  package enum CacheLookup {
    /// No row at the position (a placeholder of a dropped page).
    case placeholder
    /// Its data is not cached: it reveals when the data arrives.
    case notCached
    /// Its data is cached: it reveals now.
    case cached(ID)
  }
}
