/// Counters of what a ``DetailLoader`` has done.
public struct DetailMetrics: Sendable, Equatable {
  /// Loads started.
  public var loadsStarted = 0
  /// Loads running now.
  public var loadsInFlight = 0
  /// Loads cancelled: to give their slot to a row on screen, because their row left the list,
  /// or because the generation changed.
  public var loadsCancelled = 0
  /// Rows that came into view with their detail already in the cache.
  public var cacheHits = 0
  /// Loads that failed.
  public var failures = 0
  /// Results discarded because their load had been cancelled.
  public var staleResultsDiscarded = 0
  /// Details held in the memory cache.
  public var cachedCount = 0
  /// Their total cost.
  public var cachedCost = 0
  /// Times new loads were held while the user waited at a loading edge, scrolling faster than
  /// pages land (the rows on screen then were about to scroll away).
  public var holds = 0

  /// Creates zeroed counters.
  public init() {}
}
