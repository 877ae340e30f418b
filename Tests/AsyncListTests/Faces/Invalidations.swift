import Observation

/// Counts how often a face's reads are invalidated, as SwiftUI or the UIKit adapter would see
/// them: the reads run under `withObservationTracking`, and after each step of a test
/// ``settle()`` counts one invalidation if any value read changed, then reads again.
@MainActor
final class Invalidations {
  private let read: @MainActor () -> Void
  /// Steps after which the reads were invalidated.
  private(set) var count = 0
  private var fired = false

  /// Starts observing the reads.
  init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    arm()
  }

  private func arm() {
    withObservationTracking(read) { [weak self] in
      MainActor.assumeIsolated { self?.fired = true }
    }
  }

  /// Counts an invalidation since the last step, and observes the reads again.
  func settle() {
    guard fired else { return }
    count += 1
    fired = false
    arm()
  }
}
