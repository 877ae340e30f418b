/// Which loads were worth it: a load is used when its detail reaches the screen, when it lands
/// while its row is on screen or when its row comes on screen with it later, from the cache.
/// Every other load (cancelled, failed, evicted or dropped unseen, or not seen yet) is waste,
/// as the simulator counts it: loads started less loads in flight less loads used.
extension DetailScheduler {
  /// Loads not used (yet): started, ended, and their detail never on screen.
  package var loadsWasted: Int { max(0, counters.loadsStarted - inFlight.count - loadsSeen) }

  /// Of ``loadsWasted``, loads landed for a row not seen yet whose detail is still cached: they
  /// may still be used. Linear in them (at most about twice the cache): for reports, not for
  /// every event.
  package var loadsNotSeenYet: Int { unseen.count { cache.contains($0) } }

  /// A load landed: used now when its row is on screen, else remembered until its row appears.
  mutating func noteLanded(_ view: ScrollPosition, _ id: ID, _ rows: some RowIndexing<ID>) {
    if let index = rows.index(id), view.rows.positions.contains(index) {
      loadsSeen += 1
      return
    }
    unseen.insert(id)
    // Only ids still cached can be seen later: forget the rest now and then, so the set stays
    // within about twice the cache.
    if unseen.count > 2 * cache.count + 64 { unseen = unseen.filter(cache.contains) }
  }

  /// A row came on screen with its detail cached: its load is used if it had landed unseen.
  mutating func noteSeen(_ id: ID) {
    if unseen.remove(id) != nil { loadsSeen += 1 }
  }
}
