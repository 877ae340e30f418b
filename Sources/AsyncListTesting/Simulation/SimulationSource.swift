/// The simulated sources: a catalog of rows, and seeded latencies for pages and details.
public struct SimulationSource: Sendable {
  /// Rows in the catalog.
  public var rows: Int
  /// Page latency range, milliseconds.
  public var pageLatency: ClosedRange<Int>
  /// Detail latency range, milliseconds.
  public var detailLatency: ClosedRange<Int>
  /// The seed of the latency draws.
  public var seed: UInt64

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - rows: Rows in the catalog.
  ///   - pageLatency: Page latency, milliseconds.
  ///   - detailLatency: Detail latency, milliseconds (seed 000: 500–2000).
  ///   - seed: The seed.
  public init(
    rows: Int = 5_000, pageLatency: ClosedRange<Int> = 300...800, detailLatency: ClosedRange<Int> = 500...2_000,
    seed: UInt64 = 1
  ) {
    self.rows = rows
    self.pageLatency = pageLatency
    self.detailLatency = detailLatency
    self.seed = seed
  }

  /// The latency of the n-th page request.
  func pageLatency(_ request: Int) -> Duration { .milliseconds(draw(pageLatency, request, salt: 1)) }

  /// The latency of a row's detail: the same for the same row whoever asks.
  func detailLatency(row: Int) -> Duration { .milliseconds(draw(detailLatency, row, salt: 2)) }

  private func draw(_ range: ClosedRange<Int>, _ index: Int, salt: UInt64) -> Int {
    var z = UInt64(truncatingIfNeeded: index) &+ seed &* 0x9E37_79B9_7F4A_7C15 &+ salt
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return range.lowerBound + Int(z % UInt64(range.upperBound - range.lowerBound + 1))
  }
}
