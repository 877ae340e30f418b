/// How a ``DetailLoader`` schedules per-item loads.
///
/// The figures below are medians over the 200 generated cases of `asynclist-bench --sweep`
/// (seeded scroll paths over uniform, heavy-tailed, load-dependent, fast and very slow
/// sources), as ratios of each case's best seed strategy: below 1 is better than the seeds.
///
/// Defaults:
/// - ``maxConcurrentLoads`` 32 and ``minConcurrentLoads`` 4: the number of loads at once adapts
///   between them. It starts at 16, or at the first screen's rows and prefetch if they are more
///   (so no row of the first screen waits a latency), grows by one per load until the
///   latency climbs, then by one per round of loads while the latency stays within twice the
///   source's unloaded latency, and shrinks in proportion when it climbs past. Missing
///   row-seconds: 0.86 (fixed 8 loads: 1.12; fixed 32: 0.85; 4…16: 0.95; 4…64: 0.84). A fixed
///   32 is as good on sources that do not slow down under load and overloads those that do: on
///   a source that slows by a quarter per load past 6, the adaptive limit keeps loads 1.5–2×
///   faster than a fixed 32 and misses fewer rows (the simulator tests show it). It does not
///   find such a knee exactly: it overshoots by slow start and drifts with noisy latencies. On
///   a heavy-tailed image server (lognormal 400 ms, σ 0.8) slowing past 6 loads, over 20 cases
///   of the family, the defaults missed 1.15× the row-seconds of a fixed 8 (loads 0.95 s
///   against 0.58 s). If you know your server's capacity, set ``maxConcurrentLoads`` near it.
/// - ``prefetchDistance`` 10: rows beyond the screen, in the scroll direction, that load once
///   every visible row is served; while the user scrolls it grows to the rows they will reach
///   within one and a half detail latencies, up to 6×. Prefetch 5: missing 0.91, wasted share
///   0.19; 10: 0.86, 0.21; 20: 0.84, 0.25.
/// - ``cancelDistance`` 30: a load keeps running wherever the user went until a row on screen
///   needs its slot (every slot taken); then the farthest gives way. Within this many rows
///   behind the screen (at least ``prefetchDistance`` + 1; ahead in the scroll direction,
///   twice the farthest look-ahead), a load that has run half a latency is about to land and
///   keeps its slot; farther off, the user left its row and it gives way whatever its age.
/// - ``cacheCostLimit`` 500: with the default cost of 1, the last 500 details stay in memory.
///   A source that costs details in bytes (images) needs a byte budget, such as `32 << 20`.
///   Details of rows on screen or within the prefetch distance are never evicted, so the cache
///   can exceed its budget by that window rather than load its rows again in a loop.
/// - ``settleDelay`` 50 ms: until a load has landed or run for a settle delay, loads start once no new row has
///   appeared for this long (the first screen's rows, which came with the first page, start at once); after, the scheduler plans once per settle delay while the screen
///   moves and starts the rows that will stay on screen for 0.8 × the recent latency plus
///   0.2 s, so a fling starts nothing and a skim loads the rows it will reach. Settle 20 ms:
///   missing 0.84, wasted 0.21; 50 ms: 0.86, 0.21; 100 ms: 0.90, 0.19.
public struct DetailConfiguration: Sendable, Equatable {
  /// The most loads running at once: the ceiling of the adaptive limit.
  public var maxConcurrentLoads: Int
  /// The fewest loads the adaptive limit allows at once: its floor.
  public var minConcurrentLoads: Int
  /// Rows beyond the visible ones whose details load when the visible rows are served.
  public var prefetchDistance: Int
  /// How far, in rows, behind the visible rows (against the scroll direction) an in-flight
  /// load's row may be and still keep its slot from a row on screen while it is about to land
  /// (it has run half a latency); ahead, twice the farthest look-ahead (6 ×
  /// ``prefetchDistance``). Farther off, it gives way to a row on screen whatever its age.
  public var cancelDistance: Int
  /// The total cost of the details kept in memory; the least recently shown go first.
  public var cacheCostLimit: Int
  /// How long the screen must be still (no row appearing) before loads start while no latency
  /// is known, and how often planning runs while it moves; `.zero` starts loads at once.
  public var settleDelay: Duration
  /// How far around a resting screen rows the user has not reached load: two screens ahead and
  /// one behind by default, ``RestRange/off`` for a low-data mode.
  public var restRange: RestRange
  /// How long a detail stays fresh, or `nil` (the default) for as long as it is kept.
  ///
  /// A row that shows a detail older than this, on the model's clock since it reached this
  /// level, loads it again: the row keeps showing the old detail meanwhile and changes when the
  /// new one lands, with no reveal (it had data). Each level, and each list on a shared cache,
  /// keeps its own: through a ``SharedDetailCache`` the load is answered from the cache when
  /// its entry is younger than this level's time, and loaded once for every list that asks.
  public var staleAfter: Duration?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - maxConcurrentLoads: The most parallel loads, at least 1. Defaults to 32.
  ///   - minConcurrentLoads: The fewest the adaptive limit shrinks to. Defaults to 4 (at most
  ///     `maxConcurrentLoads`; equal values fix the limit).
  ///   - prefetchDistance: Rows ahead of the screen to load. Defaults to 10.
  ///   - cancelDistance: Rows behind the screen (against the scroll direction) past which a
  ///     load about to land still gives its slot to a row on screen. Defaults to 30.
  ///   - cacheCostLimit: Memory cache budget. Defaults to 500.
  ///   - settleDelay: Stillness before loads start while no latency is known, and the interval
  ///     of planning while the screen moves, on the model's clock. Defaults to 50 ms.
  ///   - restRange: How far around a resting screen rows load before the user reaches them.
  ///     Defaults to ``RestRange/standard``: two screens ahead, one behind.
  ///   - staleAfter: How long a detail stays fresh before its row, showing, loads it again;
  ///     `nil` (the default) for as long as it is kept.
  public init(
    maxConcurrentLoads: Int = 32,
    minConcurrentLoads: Int = 4,
    prefetchDistance: Int = 10,
    cancelDistance: Int = 30,
    cacheCostLimit: Int = 500,
    settleDelay: Duration = .milliseconds(50),
    restRange: RestRange = .standard,
    staleAfter: Duration? = nil
  ) {
    self.maxConcurrentLoads = max(1, maxConcurrentLoads)
    self.minConcurrentLoads = min(max(1, minConcurrentLoads), self.maxConcurrentLoads)
    self.prefetchDistance = max(0, prefetchDistance)
    self.cancelDistance = max(self.prefetchDistance + 1, cancelDistance)
    self.cacheCostLimit = max(0, cacheCostLimit)
    self.settleDelay = max(.zero, settleDelay)
    self.restRange = restRange
    self.staleAfter = staleAfter.map { max(.zero, $0) }
  }

  /// The farthest look-ahead: six times ``prefetchDistance``.
  var maxPrefetchDistance: Int { 6 * prefetchDistance }

  /// How far ahead in the scroll direction a load's row may be and still keep its slot while it
  /// is about to land: twice the farthest look-ahead (the look-ahead follows the measured speed,
  /// so a load started at one look-ahead would otherwise give way at the next while the user
  /// still heads there).
  var cancelAheadDistance: Int { max(cancelDistance, 2 * maxPrefetchDistance) }

  /// Where the adaptive limit starts, within the floor and ceiling: 16, a phone's screen in one
  /// round before any latency is measured. A taller first screen raises it to its rows and
  /// prefetch (``ConcurrencyLimit/cover(firstScreen:)``).
  static let initialConcurrentLoads = 16
}
