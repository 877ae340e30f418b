extension Duration {
  /// The duration in seconds, as a `Double`: the one conversion the core, the HTTP transport
  /// and the simulator share.
  ///
  /// Division by one second converts the attoseconds once; `components` divides a 128-bit
  /// integer, which costs a row event more than the clock read itself.
  package var seconds: Double { self / .seconds(1) }
}
