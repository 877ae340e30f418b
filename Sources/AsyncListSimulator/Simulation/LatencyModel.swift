internal import AsyncList

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How long a simulated source takes to answer: a distribution, and optionally a server that
/// slows down when too many loads are in flight.
///
/// Draws are deterministic: the same key (a page request's order, a row) and seed give the same
/// base latency whoever asks, so strategies are compared on the same source.
///
/// ```swift
/// // A heavy-tailed image server that slows down past 6 requests at once.
/// let images = LatencyModel.lognormal(median: .milliseconds(400), sigma: 0.8)
///   .overloaded(beyond: 6, slowdown: 0.25)
/// let source = SimulationSource(rows: 5_000, pages: .milliseconds(300...800), details: images)
/// ```
public struct LatencyModel: Sendable, Equatable, CustomStringConvertible {
  enum Shape: Sendable, Equatable {
    case uniform(Duration, Duration)
    case lognormal(median: Duration, sigma: Double)
  }

  let shape: Shape
  /// Loads in flight the server handles without slowing down.
  public private(set) var capacity: Int = .max
  /// The fraction of the base latency added per load in flight beyond ``capacity``.
  public private(set) var slowdown: Double = 0

  /// Latency spread evenly over a range.
  ///
  /// - Parameter range: The shortest and longest latency.
  /// - Returns: The model.
  public static func uniform(_ range: ClosedRange<Duration>) -> LatencyModel {
    LatencyModel(shape: .uniform(range.lowerBound, range.upperBound))
  }

  /// Latency spread evenly over a range of milliseconds.
  ///
  /// - Parameter range: The shortest and longest latency, in milliseconds.
  /// - Returns: The model.
  public static func milliseconds(_ range: ClosedRange<Int>) -> LatencyModel {
    .uniform(.milliseconds(range.lowerBound) ... .milliseconds(range.upperBound))
  }

  /// A heavy tail, as measured on real networks: most answers near the median, a few many
  /// times slower (`sigma` 0.5: the slowest 1 % take about 3× the median; 1.0: about 10×).
  ///
  /// - Parameters:
  ///   - median: The typical latency.
  ///   - sigma: The spread of the latency's logarithm.
  /// - Returns: The model.
  public static func lognormal(median: Duration, sigma: Double) -> LatencyModel {
    LatencyModel(shape: .lognormal(median: median, sigma: max(0, sigma)))
  }

  /// The same distribution from a server that slows down under load: each load in flight
  /// beyond `capacity` (when the request is sent) adds `slowdown` × the base latency.
  ///
  /// - Parameters:
  ///   - capacity: Loads in flight that cost nothing extra.
  ///   - slowdown: The added fraction per load beyond it.
  /// - Returns: The model.
  public func overloaded(beyond capacity: Int, slowdown: Double) -> LatencyModel {
    var model = self
    model.capacity = max(0, capacity)
    model.slowdown = max(0, slowdown)
    return model
  }

  /// The latency for two uniform draws in `0..<1` with a number of loads already in flight.
  ///
  /// - Parameters:
  ///   - draw: The two draws (the second is used by the lognormal shape).
  ///   - inFlight: Loads of the same kind in flight when the request is sent.
  /// - Returns: The latency.
  public func latency(draw: (Double, Double), inFlight: Int) -> Duration {
    let base = baseSeconds(draw)
    let excess = Double(max(0, inFlight - capacity))
    return .seconds(base * (1 + slowdown * excess))
  }

  /// The median latency without load.
  public var median: Duration {
    switch shape {
    case .uniform(let low, let high): low + (high - low) / 2
    case .lognormal(let median, _): median
    }
  }

  /// A short description for tables, such as "lognormal 400 ms σ0.8, +25 % per load past 6".
  public var description: String {
    var text: String
    switch shape {
    case .uniform(let low, let high): text = "\(Self.milliseconds(low))–\(Self.milliseconds(high)) ms"
    case .lognormal(let median, let sigma): text = "lognormal \(Self.milliseconds(median)) ms σ\(sigma)"
    }
    if capacity < .max && slowdown > 0 { text += ", +\(Int(slowdown * 100)) % per load past \(capacity)" }
    return text
  }

  private func baseSeconds(_ draw: (Double, Double)) -> Double {
    switch shape {
    case .uniform(let low, let high):
      return low.seconds + (high.seconds - low.seconds) * draw.0
    case .lognormal(let median, let sigma):
      // Box–Muller: a standard normal from two uniforms.
      let u = max(draw.0, 1e-12)
      let normal = (-2 * log(u)).squareRoot() * cos(2 * Double.pi * draw.1)
      return median.seconds * exp(sigma * normal)
    }
  }

  private static func milliseconds(_ duration: Duration) -> Int { Int((duration.seconds * 1_000).rounded()) }
}
