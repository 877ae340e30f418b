#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The system clocks behind `ContinuousClock` and `SuspendingClock`, read without `Duration`
/// arithmetic: the same clock ids the Swift runtime reads for them, so differences agree with
/// the delays a timer sleeps on the same clock.
enum MonotonicTime {
  /// Which of the two system clocks.
  enum Kind {
    /// `ContinuousClock`: keeps counting while the system sleeps.
    case continuous
    /// `SuspendingClock`: stops while the system sleeps.
    case suspending
  }

  /// Seconds on a system clock (an arbitrary origin), or `nil` where it cannot be read.
  static func seconds(_ kind: Kind) -> Double? {
    nanoseconds(kind).map { Double($0) * 1e-9 }
  }

  /// Nanoseconds on a system clock (an arbitrary origin), or `nil` where it cannot be read.
  static func nanoseconds(_ kind: Kind) -> Int? {
    #if canImport(Glibc) || canImport(Musl)
      let id = kind == .continuous ? CLOCK_BOOTTIME : CLOCK_MONOTONIC
    #elseif canImport(Darwin)
      let id = kind == .continuous ? CLOCK_MONOTONIC_RAW : CLOCK_UPTIME_RAW
    #endif
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      var time = timespec()
      guard clock_gettime(id, &time) == 0 else { return nil }
      return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    #else
      return nil
    #endif
  }

  /// The kind of a clock, when it is one of the two system clocks.
  static func kind<C: Clock>(of clock: C) -> Kind? {
    if clock is ContinuousClock { return .continuous }
    if clock is SuspendingClock { return .suspending }
    return nil
  }
}
