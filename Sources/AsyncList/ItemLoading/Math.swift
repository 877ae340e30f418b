#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Android)
  internal import Android
#elseif canImport(ucrt)
  internal import ucrt
#endif

/// The C library's exponential and logarithm, imported once for the scheduler's estimates (the
/// scroll speed's decay, the latency averages' logarithms).
enum Math {
  /// e^x.
  static func exp(_ x: Double) -> Double { libmExp(x) }
  /// The natural logarithm.
  static func log(_ x: Double) -> Double { libmLog(x) }
}

// At file scope, `exp` and `log` are the C library's, not `Math`'s.
private func libmExp(_ x: Double) -> Double { exp(x) }
private func libmLog(_ x: Double) -> Double { log(x) }
