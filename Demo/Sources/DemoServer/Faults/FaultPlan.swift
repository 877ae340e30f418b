/// Seeded, deterministic fault injection: the same seed and the same sequence of requests give
/// the same faults.
public struct FaultPlan: Sendable, Equatable {
  /// Extra latency per response, in milliseconds, drawn uniformly from this range.
  public var latencyMilliseconds: ClosedRange<Int>
  /// Share of responses that fail with a 5xx status.
  public var errorRate: Double
  /// Share of responses with a malformed JSON body.
  public var malformedRate: Double
  /// Share of responses cut off halfway.
  public var truncateRate: Double
  /// Share of responses sent slowly.
  public var dripRate: Double
  /// The seed of every random draw.
  public var seed: UInt64

  /// Creates a plan; the default injects nothing.
  ///
  /// - Parameters:
  ///   - latencyMilliseconds: Extra latency range.
  ///   - errorRate: Share of 5xx responses, 0...1.
  ///   - malformedRate: Share of malformed bodies, 0...1.
  ///   - truncateRate: Share of truncated bodies, 0...1.
  ///   - dripRate: Share of slow responses, 0...1.
  ///   - seed: The seed.
  public init(
    latencyMilliseconds: ClosedRange<Int> = 0...0,
    errorRate: Double = 0,
    malformedRate: Double = 0,
    truncateRate: Double = 0,
    dripRate: Double = 0,
    seed: UInt64 = 1
  ) {
    self.latencyMilliseconds = max(0, latencyMilliseconds.lowerBound)...max(0, latencyMilliseconds.upperBound)
    self.errorRate = min(1, max(0, errorRate))
    self.malformedRate = min(1, max(0, malformedRate))
    self.truncateRate = min(1, max(0, truncateRate))
    self.dripRate = min(1, max(0, dripRate))
    self.seed = seed
  }

  /// The fault and latency of the n-th request (counted from 0).
  ///
  /// - Parameter serial: The request's number.
  /// - Returns: Its fault and extra latency.
  public func draw(serial: Int) -> (fault: Fault, latencyMilliseconds: Int) {
    let hash = DeterministicHash.mix(serial, salt: seed)
    let roll = Double(hash % 1_000_000) / 1_000_000
    var fault = Fault.none
    var edge = 0.0
    for (candidate, rate) in [
      (Fault.error, errorRate), (.malformed, malformedRate), (.truncate, truncateRate), (.drip, dripRate),
    ] {
      edge += rate
      if roll < edge {
        fault = candidate
        break
      }
    }
    let span = UInt64(latencyMilliseconds.upperBound - latencyMilliseconds.lowerBound + 1)
    let latency = latencyMilliseconds.lowerBound + Int((hash >> 20) % span)
    return (fault, latency)
  }
}
