extension ScrollSimulator {
  /// Runs a strategy, then ``ClairvoyantStrategy`` and `LowerBoundStrategy` (the benchmarks' SPI) with exactly the same
  /// path, source (servers included), screen, time step, hints and limits, so that the gap is
  /// scheduling alone.
  ///
  /// ```swift
  /// var source = SimulationSource(pageLatency: 200...400, detailLatency: 300...900)
  /// source.servers = .shared(SimulationServer(slots: 6))
  /// let strategy = AsyncListStrategy()
  /// let comparison = ScrollSimulator.runWithReferences(
  ///   strategy, limits: strategy.limits, path: .fastReading(), source: source)
  /// print(comparison.missingToClairvoyant)
  /// ```
  ///
  /// - Parameters:
  ///   - strategy: The strategy.
  ///   - limits: Its page size and detail concurrency, which the references get too.
  ///   - path: How the user scrolls.
  ///   - source: The catalog, latencies and servers.
  ///   - viewportRows: Rows on screen.
  ///   - tick: The time step.
  ///   - settleHints: Whether flings tell where they rest (``run(_:path:source:viewportRows:tick:settleHints:)``).
  /// - Returns: The three results.
  public static func runWithReferences<Strategy: ScrollStrategy>(
    _ strategy: Strategy,
    limits: SimulationLimits,
    path: ScrollPath,
    source: SimulationSource,
    viewportRows: Int = 12,
    tick: Duration = .milliseconds(10),
    settleHints: Bool = false
  ) -> SimulationComparison {
    func simulate(_ strategy: some ScrollStrategy) -> SimulationResult {
      run(strategy, path: path, source: source, viewportRows: viewportRows, tick: tick, settleHints: settleHints)
    }
    return SimulationComparison(
      strategy: simulate(strategy),
      clairvoyant: simulate(
        ClairvoyantStrategy(
          path: path, catalog: source.rows, viewportRows: viewportRows, pageSize: limits.pageSize,
          concurrency: limits.detailConcurrency, source: source, tick: tick)),
      bound: simulate(
        LowerBoundStrategy(
          path: path, source: source, viewportRows: viewportRows, pageSize: limits.pageSize, tick: tick))
    )
  }
}
