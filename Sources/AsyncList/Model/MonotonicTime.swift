#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The system's monotonic clock in seconds, read without `Duration` arithmetic.
enum MonotonicTime {
  /// Seconds on `CLOCK_MONOTONIC` (an arbitrary origin), or `nil` where it cannot be read.
  static func seconds() -> Double? {
    nanoseconds().map { Double($0) * 1e-9 }
  }

  /// Nanoseconds on `CLOCK_MONOTONIC` (an arbitrary origin), or `nil` where it cannot be read.
  static func nanoseconds() -> Int? {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      var time = timespec()
      guard clock_gettime(CLOCK_MONOTONIC, &time) == 0 else { return nil }
      return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    #else
      return nil
    #endif
  }
}
