/// What the user of a list has waited for so far, measured by the engine in the field with the
/// scroll simulator's definitions: log it, show it while tuning, compare it with the simulator's
/// figures for your own scroll paths.
///
/// ```swift
/// let wait = model.waitMetrics
/// logger.info("stalled \(wait.stallSeconds) s, rows without data \(wait.missingRowSeconds) row·s")
/// ```
///
/// - When ``stallSeconds`` is high at the end of the rows, pages come too late: raise
///   ``PagingConfiguration/prefetchDistance`` or the page size.
/// - When ``missingRowSeconds`` is high with few loads in flight, details start too late or too
///   few at once: raise ``DetailConfiguration/maxConcurrentLoads`` or lower
///   ``DetailConfiguration/settleDelay``.
/// - When ``detailLoadsWasted`` is a large share of ``detailLoadsStarted``, details load for
///   rows nobody sees: lower ``DetailConfiguration/prefetchDistance`` or raise the cache budget.
public struct WaitMetrics: Sendable, Equatable {
  /// Seconds the user waited: no rows yet on a first load, the end of the rows reached while
  /// more load, or a row on screen without its detail.
  public var stallSeconds = 0.0
  /// Rows on screen without their detail, times the seconds they were so (row·seconds): 10 rows
  /// waiting half a second add 5.
  public var missingRowSeconds = 0.0
  /// Rows that came on screen before their detail (each level counts its own).
  public var rowsShownWithoutDetail = 0
  /// Detail loads started, over every level.
  public var detailLoadsStarted = 0
  /// Detail loads cancelled before they landed (their slot went to a row on screen, their row
  /// left the list, or the list changed generation).
  public var detailLoadsCancelled = 0
  /// Detail loads whose detail never reached the screen: cancelled, failed, evicted or dropped
  /// unseen, or landed for a row not seen yet (a prefetch that may still pay off). Loads in
  /// flight are not counted.
  public var detailLoadsWasted = 0
  /// Of ``detailLoadsWasted``, the loads that landed for a row not seen yet and whose detail is
  /// still cached: the prefetch that may still pay off. A live display shows
  /// `detailLoadsWasted - detailLoadsNotSeenYet` as lost for good: it never rises while the list
  /// rests.
  public var detailLoadsNotSeenYet = 0
  /// Page load latencies: the last 256 pages that landed.
  public var pageLatency = LatencySummary()
  /// Detail load latencies: the last 256 details that landed, over every level.
  public var detailLatency = LatencySummary()

  /// Creates figures, zero unless given.
  public init(
    stallSeconds: Double = 0, missingRowSeconds: Double = 0, rowsShownWithoutDetail: Int = 0,
    detailLoadsStarted: Int = 0, detailLoadsCancelled: Int = 0, detailLoadsWasted: Int = 0
  ) {
    self.stallSeconds = stallSeconds
    self.missingRowSeconds = missingRowSeconds
    self.rowsShownWithoutDetail = rowsShownWithoutDetail
    self.detailLoadsStarted = detailLoadsStarted
    self.detailLoadsCancelled = detailLoadsCancelled
    self.detailLoadsWasted = detailLoadsWasted
  }
}
