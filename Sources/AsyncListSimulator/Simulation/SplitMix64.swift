#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A small seeded generator (SplitMix64): the same seed gives the same family on every machine.
struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// A draw in `0..<1`.
  mutating func unit() -> Double { Self.unit(next()) }

  /// SplitMix64's finaliser: a well-spread 64-bit value from any input, with no state (a
  /// simulated source draws a latency from a key this way).
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The top 53 bits of a value as a draw in `0..<1`.
  static func unit(_ value: UInt64) -> Double { Double(value >> 11) / Double(1 << 53) }

  /// A draw in a range.
  mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit()
  }

  /// A draw spread evenly over the logarithm of a positive range (speeds: 1–2 rows/s is as
  /// likely as 10–20).
  mutating func logUniform(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound * pow(range.upperBound / range.lowerBound, unit())
  }

  /// Whether an event of probability `p` happens.
  mutating func chance(_ p: Double) -> Bool { unit() < p }
}
