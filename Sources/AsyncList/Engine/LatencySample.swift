/// The latest latencies of one kind of load, for percentiles: the last 256, in a ring.
package struct LatencySample: Sendable, Equatable {
  static let capacity = 256
  private(set) var values: [Double] = []
  private var next = 0

  package init() {}

  /// Records a load's latency.
  ///
  /// - Parameter seconds: From start to landing.
  package mutating func record(_ seconds: Double) {
    guard seconds.isFinite, seconds >= 0 else { return }
    if values.count < Self.capacity {
      values.append(seconds)
    } else {
      values[next] = seconds
      next = (next + 1) % Self.capacity
    }
  }

  /// The percentiles of these samples and others'. O(n log n), n ≤ 256 per sample.
  ///
  /// - Parameter others: More samples of the same kind (other detail levels).
  /// - Returns: The summary; zeros without samples.
  package func summary(with others: [LatencySample] = []) -> LatencySummary {
    let sorted = (values + others.flatMap(\.values)).sorted()
    guard !sorted.isEmpty else { return LatencySummary() }
    func percentile(_ p: Double) -> Double {
      sorted[min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1)]
    }
    return LatencySummary(count: sorted.count, p50: percentile(0.5), p90: percentile(0.9), p99: percentile(0.99))
  }
}
