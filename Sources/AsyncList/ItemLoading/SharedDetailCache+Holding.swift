extension SharedDetailCache {
  /// When each entry of a ``SharedDetailCache`` landed, which lists hold it, and since when no
  /// list has: the ages a list's freshness reads and the grace before an entry goes.
  struct Holding: Sendable {
    private var landedAt: [Key: Duration] = [:]
    private var holders: [Key: Set<Int>] = [:]
    private var releasedAt: [Key: Duration] = [:]

    /// The entries some list holds.
    var heldCount: Int { holders.count }

    /// How old an entry is: since it landed.
    func age(of key: Key, now: Duration) -> Duration {
      landedAt[key].map { now - $0 } ?? .zero
    }

    /// A fresh value landed for a key.
    mutating func landed(_ key: Key, at now: Duration) {
      landedAt[key] = now
      if holders[key, default: []].isEmpty { releasedAt[key] = now }
    }

    /// A list holds the key's entry (or will, once it lands).
    mutating func hold(_ key: Key, by holder: Int) {
      holders[key, default: []].insert(holder)
      releasedAt[key] = nil
    }

    /// A list no longer holds the key's entry; with no list left, its grace starts (for an entry
    /// kept: one still loading has none yet, and starts it when it lands unheld).
    mutating func release(_ key: Key, by holder: Int, at now: Duration) {
      guard holders[key]?.remove(holder) != nil else { return }
      if holders[key]?.isEmpty == true {
        holders[key] = nil
        if landedAt[key] != nil { releasedAt[key] = now }
      }
    }

    /// A list holds nothing any more.
    mutating func releaseAll(by holder: Int, at now: Duration) {
      for key in holders.keys where holders[key]?.contains(holder) == true { release(key, by: holder, at: now) }
    }

    /// The cache let the entry go: no list holds what is not kept.
    mutating func forget(_ key: Key) {
      landedAt[key] = nil
      releasedAt[key] = nil
      holders[key] = nil
    }

    /// The entries no list has held for `grace`: forgotten here, for the cache to remove.
    mutating func expired(after grace: Duration, now: Duration) -> [Key] {
      let gone = releasedAt.filter { now - $0.value >= grace }.map(\.key)
      for key in gone { forget(key) }
      return gone
    }
  }
}
