/// The simulated sources: a catalog of rows, and seeded latencies for pages and details.
///
/// A page's latency is drawn from its request's order (every strategy's k-th page request meets
/// the same base latency, whatever its offset) and scaled by the rows it holds (``pageSize``: by
/// default a 100-row page takes 1.93× as long as a 30-row page); a detail's is drawn from its
/// row. A model that slows down under load (``LatencyModel/overloaded(beyond:slowdown:)``) adds
/// to it by the loads in flight.
public struct SimulationSource: Sendable {
  /// Rows in the catalog.
  public var rows: Int
  /// How long a page takes.
  public var pages: LatencyModel
  /// How long a row's detail takes.
  public var details: LatencyModel
  /// How a page's latency grows with its rows: ``pages`` is drawn for a page of
  /// ``PageSizeLatency/referenceRows`` rows.
  public var pageSize: PageSizeLatency = .default
  /// The seed of the latency draws.
  public var seed: UInt64
  /// Where requests are served: by default every request starts at once.
  public var servers: SimulationServers = .unlimited
  /// A latency function of your own, replacing ``pages`` and ``details``: it is given each
  /// request as its server starts serving it. Keep it a pure function of the request, so a
  /// run gives the same result every time.
  public var customLatency: (@Sendable (SimulationRequest) -> Duration)?

  /// Creates a source from latency models.
  ///
  /// - Parameters:
  ///   - rows: Rows in the catalog.
  ///   - pages: Page latency.
  ///   - details: Detail latency.
  ///   - seed: The seed.
  public init(rows: Int = 5_000, pages: LatencyModel, details: LatencyModel, seed: UInt64 = 1) {
    self.rows = rows
    self.pages = pages
    self.details = details
    self.seed = seed
  }

  /// Creates a source with latencies spread evenly over ranges of milliseconds.
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
    self.init(rows: rows, pages: .milliseconds(pageLatency), details: .milliseconds(detailLatency), seed: seed)
  }

  /// The latency of a strategy's k-th page request, with pages already in flight.
  ///
  /// - Parameters:
  ///   - request: The request's order, from 0.
  ///   - rows: The rows it holds; `nil` for ``PageSizeLatency/referenceRows``.
  ///   - inFlight: Page loads in flight when it is requested.
  /// - Returns: The latency.
  public func pageLatency(request: Int, rows: Int? = nil, inFlight: Int = 0) -> Duration {
    let drawn = pages.latency(draw: (unit(request, salt: 1), unit(request, salt: 3)), inFlight: inFlight)
    guard let rows else { return drawn }
    return drawn * pageSize.factor(rows: rows)
  }

  /// The latency of a row's detail, with details already in flight.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - inFlight: Detail loads in flight when it is requested.
  /// - Returns: The latency.
  public func detailLatency(row: Int, inFlight: Int = 0) -> Duration {
    details.latency(draw: (unit(row, salt: 2), unit(row, salt: 4)), inFlight: inFlight)
  }

  /// The latency of a request as its server starts it: ``customLatency`` when given, otherwise
  /// the models (a page scaled by its rows, ``pageSize``), slowed by the requests already being
  /// served when the model says so.
  ///
  /// - Parameter request: The request.
  /// - Returns: Its latency, not counting its wait for a slot.
  public func latency(of request: SimulationRequest) -> Duration {
    if let customLatency { return customLatency(request) }
    switch request.kind {
    case .page(let order, let rows): return pageLatency(request: order, rows: rows.count, inFlight: request.busy)
    case .detail(let row): return detailLatency(row: row, inFlight: request.busy)
    }
  }

  /// A uniform draw in `0..<1` from an index, the seed and a salt.
  private func unit(_ index: Int, salt: UInt64) -> Double {
    let key = UInt64(truncatingIfNeeded: index) &+ seed &* 0x9E37_79B9_7F4A_7C15 &+ salt &* 0xD1B5_4A32_D192_ED03
    return SplitMix64.unit(SplitMix64.mix(key))
  }
}
