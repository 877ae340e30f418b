/// Details that grow stale (``DetailConfiguration/staleAfter``): a row on screen whose detail is
/// older than the level's time loads it again, showing the old one meanwhile.
extension DetailScheduler {
  /// Whether a row's kept detail is past the level's freshness, with no load of it under way
  /// (a row that failed is not reloaded here: its retry does).
  func isStale(_ id: ID, at now: Duration) -> Bool {
    guard let staleAfter = configuration.staleAfter, inFlight[id] == nil, failures[id] == nil,
      let landed = landedAt[id]
    else { return false }
    return now - landed >= staleAfter
  }

  /// A detail landed at `now`: it is fresh from then; the ones the cache let go are forgotten.
  mutating func noteFreshness(of id: ID, evicted: [ID], at now: Duration) {
    guard configuration.staleAfter != nil else { return }
    for gone in evicted { landedAt[gone] = nil }
    if cache.contains(id) { landedAt[id] = now }
  }
}
