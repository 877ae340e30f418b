extension Duration {
  /// The duration in seconds, as a `Double`: the one conversion the core, the HTTP transport
  /// and the simulator share.
  package var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
