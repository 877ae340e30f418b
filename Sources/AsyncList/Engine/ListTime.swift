/// A time on the runner's clock, as the engine takes it: nanoseconds since the runner started.
///
/// Paging measures in seconds and the detail levels in `Duration`s; both are one multiplication
/// from nanoseconds, so a row event converts no 128-bit `Duration` to seconds.
package struct ListTime: Sendable, Hashable, Comparable {
  /// Nanoseconds since the runner started.
  package var nanoseconds: Int64

  /// A time in nanoseconds.
  package init(nanoseconds: Int64) {
    self.nanoseconds = nanoseconds
  }

  /// A time given as a duration since the runner started (a test or simulator clock).
  package init(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    self.nanoseconds = seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
  }

  /// The start.
  package static let zero = ListTime(nanoseconds: 0)

  /// The time in seconds.
  package var seconds: Double { Double(nanoseconds) * 1e-9 }

  /// The time as a duration.
  package var duration: Duration { .nanoseconds(nanoseconds) }

  package static func < (lhs: ListTime, rhs: ListTime) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
}
