/// Seed 000's slow data store: a number in 0..<1 for each index.
public struct AmountCatalog: Sendable {
  /// The highest index served.
  public static let maxIndex = 1_000_000

  /// Creates the store.
  public init() {}

  /// The amount of an index, with three decimals.
  ///
  /// - Parameter index: From 0 through ``maxIndex``.
  /// - Returns: A number in 0..<1.
  public func amount(_ index: Int) -> Double {
    Double(DeterministicHash.mix(index, salt: 3) % 1_000) / 1_000
  }
}
