/// Where a simulated source's requests are served: with no limit, on a server per level, or on
/// one server both levels share.
public enum SimulationServers: Sendable, Equatable {
  /// Every request starts at once (the latency models may still slow down under load).
  case unlimited
  /// Pages and details on servers of their own; `nil` for a level without a limit.
  case separate(pages: SimulationServer?, details: SimulationServer?)
  /// Pages and details queue for the same slots.
  case shared(SimulationServer)
}
