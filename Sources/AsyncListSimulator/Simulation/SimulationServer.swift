/// A simulated backend's capacity: how many requests it serves at once, and what happens to a
/// request the app cancels.
///
/// Requests beyond ``slots`` wait in order of arrival for a free slot; their latency starts when
/// they get one. Give a ``SimulationSource`` one server for both levels to make pages wait behind
/// detail loads, as one API host does:
///
/// ```swift
/// var source = SimulationSource(pageLatency: 200...400, detailLatency: 300...900)
/// source.servers = .shared(SimulationServer(slots: 6, cancellation: .keepsRunning))
/// ```
public struct SimulationServer: Sendable, Equatable {
  /// What a request the app cancels does on the server.
  public enum Cancellation: Sendable, Equatable {
    /// The server stops it, and its slot serves the next request at once (an HTTP/2 stream
    /// reset that the server honours; a request still waiting simply leaves the queue).
    case freesSlot
    /// The server finishes it anyway and only then serves the next request: the app no longer
    /// waits for it, but its slot stays busy until its latency has passed (a server that does
    /// not notice the client went away).
    case keepsRunning
  }

  /// Requests served at once, at least 1.
  public var slots: Int
  /// What a cancelled request does.
  public var cancellation: Cancellation

  /// Creates a server.
  ///
  /// - Parameters:
  ///   - slots: Requests served at once (at least 1).
  ///   - cancellation: What a cancelled request does.
  public init(slots: Int, cancellation: Cancellation = .freesSlot) {
    self.slots = max(1, slots)
    self.cancellation = cancellation
  }
}
