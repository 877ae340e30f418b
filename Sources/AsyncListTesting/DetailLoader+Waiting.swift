public import AsyncList
import Observation

extension DetailLoader {
  /// Returns once a condition on the loader holds, checking now and whenever its metrics change
  /// (every load, result, failure, cancellation and cache change moves them).
  ///
  /// ```swift
  /// await load.resolve(0.7)
  /// await amounts.waitUntil { $0.state(for: 0) == .loaded(0.7) }
  /// ```
  ///
  /// - Parameter condition: The condition, evaluated on the main actor.
  public func waitUntil(_ condition: (DetailLoader) -> Bool) async {
    while !condition(self) {
      let (changed, continuation) = AsyncStream.makeStream(of: Void.self)
      withObservationTracking {
        _ = metrics
      } onChange: {
        continuation.yield()
      }
      for await _ in changed { break }
      if Task.isCancelled { return }
    }
  }
}
