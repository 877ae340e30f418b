/// A strategy's result beside the two references run with the same path, source and limits
/// (``ScrollSimulator/runWithReferences(_:limits:path:source:viewportRows:tick:settleHints:)``).
public struct SimulationComparison: Sendable, Equatable {
  /// The strategy's result.
  public var strategy: SimulationResult
  /// ``ClairvoyantStrategy``: one good plan that knows the path, on the same servers.
  public var clairvoyant: SimulationResult
  /// `LowerBoundStrategy` (the benchmarks' SPI): what no strategy with these pages can beat.
  public var bound: SimulationResult

  /// Creates a comparison.
  ///
  /// - Parameters:
  ///   - strategy: The strategy's result.
  ///   - clairvoyant: The clairvoyant schedule's.
  ///   - bound: The bound's.
  public init(strategy: SimulationResult, clairvoyant: SimulationResult, bound: SimulationResult) {
    self.strategy = strategy
    self.clairvoyant = clairvoyant
    self.bound = bound
  }

  /// The strategy's missing-row-seconds over the clairvoyant schedule's, with 1 row·s added to
  /// both so that two near-zero figures compare as equal.
  public var missingToClairvoyant: Double {
    (strategy.missingRowSeconds + 1) / (clairvoyant.missingRowSeconds + 1)
  }

  /// The strategy's stall over the clairvoyant schedule's, with 0.1 s added to both.
  public var stallToClairvoyant: Double { (strategy.stallSeconds + 0.1) / (clairvoyant.stallSeconds + 0.1) }

  /// The strategy's share of wasted detail loads minus the clairvoyant schedule's, in points
  /// (0.1 is ten points more).
  public var extraWaste: Double { strategy.wastedShare - clairvoyant.wastedShare }
}
