/// Percentiles of recent load latencies (the last 256 loads of a kind that succeeded), in seconds.
public struct LatencySummary: Sendable, Equatable {
  /// The loads the percentiles are over.
  public var count = 0
  /// The median.
  public var p50 = 0.0
  /// 90 % of the loads took at most this long.
  public var p90 = 0.0
  /// 99 % of the loads took at most this long.
  public var p99 = 0.0

  /// Creates a summary, zero unless given.
  public init(count: Int = 0, p50: Double = 0, p90: Double = 0, p99: Double = 0) {
    self.count = count
    self.p50 = p50
    self.p90 = p90
    self.p99 = p99
  }
}
