/// A scroll's velocity from the last two samples of its offset, in points per second: what a
/// face measures itself where the platform's velocity has no documented unit (SwiftUI's
/// `ScrollPhaseChangeContext.velocity`). A face records each offset the scroll view reports
/// with the time it saw it, and reads ``velocity(at:)`` when the fling starts to decelerate.
///
/// ```swift
/// .onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { _, offset in
///   samples.record(offset: offset, at: ContinuousClock.now)
/// }
/// ```
public struct ScrollSamples: Sendable {
  /// Samples further apart than this say nothing of a fling (the scroll had stopped between).
  public static let maxGap: Duration = .milliseconds(100)

  private var last: (offset: Double, time: ContinuousClock.Instant)?
  private var previous: (offset: Double, time: ContinuousClock.Instant)?

  /// No samples yet.
  public init() {}

  /// Records an offset the scroll view reported, at the time the face saw it.
  ///
  /// - Parameters:
  ///   - offset: The content offset, in points.
  ///   - time: When it was reported.
  public mutating func record(offset: Double, at time: ContinuousClock.Instant) {
    previous = last
    last = (offset, time)
  }

  /// The velocity between the last two samples, in points per second (positive towards the
  /// end); `nil` without two samples close enough in time, or when the last is older than
  /// ``maxGap`` (the scroll stopped since).
  ///
  /// - Parameter now: The time the face reads it.
  /// - Returns: Points per second, or `nil`.
  public func velocity(at now: ContinuousClock.Instant) -> Double? {
    guard let last, let previous, last.time > previous.time, last.time - previous.time <= Self.maxGap,
      now - last.time <= Self.maxGap
    else {
      return nil
    }
    return (last.offset - previous.offset) / (last.time - previous.time).seconds
  }

  /// The offset last reported.
  public var offset: Double? { last?.offset }
}
