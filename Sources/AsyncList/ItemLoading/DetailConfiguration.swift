/// How a ``DetailLoader`` schedules per-item loads.
///
/// Defaults:
/// - ``maxConcurrentLoads`` 8: above Nuke's prefetcher (2) and data queue (6), because the first
///   screen matters most: a phone shows 10–15 rows, and in `asynclist-bench`'s simulation of a
///   12-row screen over a 0.5–2 s source, steady reading stalls 9.7 s with 4 loads at a time,
///   3.9 s with 8 and 2.9 s with 12 (the oracle: 2.5 s). Eight fills a screen in about two
///   rounds and stays a bounded load on the server and the radio.
/// - ``prefetchDistance`` 10: rows beyond the screen, in the scroll direction, that load once
///   every visible row is served.
/// - ``cancelDistance`` 30: an in-flight load whose row is more than this far from the screen is
///   cancelled (at least ``prefetchDistance`` + 1, so prefetched rows are not cancelled at once).
/// - ``cacheCostLimit`` 500: with the default cost of 1, the last 500 details stay in memory.
///   A source that costs details in bytes (images) needs a byte budget, such as `32 << 20`.
///   Details of rows on screen or within the prefetch distance are never evicted, so the cache
///   can exceed its budget by that window rather than load its rows again in a loop.
/// - ``settleDelay`` 50 ms: loads start once no new row has appeared for this long. A fling
///   shows a new row every few milliseconds, reading every few hundred; so rows that only flash
///   by during a fling never load, and a reader waits at most one or two settle delays more.
public struct DetailConfiguration: Sendable, Equatable {
  /// The most loads running at once.
  public var maxConcurrentLoads: Int
  /// Rows beyond the visible ones whose details load when the visible rows are served.
  public var prefetchDistance: Int
  /// How far, in rows, from the visible rows an in-flight load's row may be before it is
  /// cancelled.
  public var cancelDistance: Int
  /// The total cost of the details kept in memory; the least recently shown go first.
  public var cacheCostLimit: Int
  /// How long the screen must be still (no row appearing) before loads start; `.zero` starts
  /// them at once.
  public var settleDelay: Duration

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - maxConcurrentLoads: Parallel loads, at least 1. Defaults to 8.
  ///   - prefetchDistance: Rows ahead of the screen to load. Defaults to 10.
  ///   - cancelDistance: Rows away from the screen at which a load is cancelled. Defaults to 30.
  ///   - cacheCostLimit: Memory cache budget. Defaults to 500.
  ///   - settleDelay: Stillness before loads start, on the model's clock. Defaults to 50 ms.
  public init(
    maxConcurrentLoads: Int = 8,
    prefetchDistance: Int = 10,
    cancelDistance: Int = 30,
    cacheCostLimit: Int = 500,
    settleDelay: Duration = .milliseconds(50)
  ) {
    self.maxConcurrentLoads = max(1, maxConcurrentLoads)
    self.prefetchDistance = max(0, prefetchDistance)
    self.cancelDistance = max(self.prefetchDistance + 1, cancelDistance)
    self.cacheCostLimit = max(0, cacheCostLimit)
    self.settleDelay = max(.zero, settleDelay)
  }
}
