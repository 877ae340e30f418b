/// Details that grow stale (``DetailConfiguration/staleAfter``): a row that comes on screen with
/// a detail older than the level's time loads it again, showing the old one meanwhile; once per
/// appearance, so a row that stays on screen is not loaded again and again.
extension DetailScheduler {
  /// Whether the row at a position came on screen since the last planning with a kept detail
  /// past the level's freshness, and no load of it under way (a row that failed is not reloaded
  /// here: its retry does).
  func isStale(_ id: ID, _ index: Int, _ screen: DetailScreen) -> Bool {
    guard let staleAfter = configuration.staleAfter, screen.freshlyShown.contains(index), inFlight[id] == nil,
      failures[id] == nil, let landed = landedAt[id]
    else { return false }
    return screen.now - landed >= staleAfter
  }

  /// A detail landed at `now`: it is fresh from then; the ones the cache let go are forgotten.
  mutating func noteFreshness(of id: ID, evicted: [ID], at now: Duration) {
    guard configuration.staleAfter != nil else { return }
    for gone in evicted { landedAt[gone] = nil }
    if cache.contains(id) { landedAt[id] = now }
  }
}
