extension Duration {
  /// The duration in seconds, for the simulator's arithmetic.
  var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
