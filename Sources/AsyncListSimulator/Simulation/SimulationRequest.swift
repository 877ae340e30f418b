/// One request as the simulated server starts serving it: what a custom latency function
/// (``SimulationSource/customLatency``) is given.
public struct SimulationRequest: Sendable, Equatable {
  /// What is requested.
  public enum Kind: Sendable, Equatable {
    /// A page: the strategy's `order`-th page request (from 0), for these rows of the catalog.
    case page(order: Int, rows: Range<Int>)
    /// A row's detail.
    case detail(row: Int)
  }

  /// What is requested.
  public var kind: Kind
  /// Other requests its server is serving as it starts; without a server, loads of the same
  /// kind in flight.
  public var busy: Int
  /// How long it waited for a free slot.
  public var waited: Duration

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - kind: What is requested.
  ///   - busy: Other requests being served as it starts.
  ///   - waited: How long it waited for a slot.
  public init(kind: Kind, busy: Int, waited: Duration = .zero) {
    self.kind = kind
    self.busy = busy
    self.waited = waited
  }
}
