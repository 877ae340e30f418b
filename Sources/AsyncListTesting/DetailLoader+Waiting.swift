public import AsyncList
import Observation

extension DetailLoader {
  /// Returns once a condition on the loader holds, checking now and whenever its metrics change
  /// (every load, result, failure, cancellation and cache change moves them).
  ///
  /// ```swift
  /// await load.resolve(0.7)
  /// try await amounts.waitUntil { $0.state(for: 0) == .loaded(0.7) }
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long to wait (real time, only a bound). Defaults to
  ///     ``WaitTimeout/defaultTimeout``.
  ///   - description: What the condition means, for the failure message.
  ///   - condition: The condition, evaluated on the main actor.
  /// - Throws: ``WaitTimeout`` when the condition does not hold in time, `CancellationError`
  ///   when the waiting task is cancelled.
  public func waitUntil(
    timeout: Duration = WaitTimeout.defaultTimeout,
    _ description: String = "a condition on the detail loader",
    _ condition: (DetailLoader) -> Bool
  ) async throws {
    let (signal, continuation) = AsyncStream.makeStream(of: Bool.self)
    let timer = Task {
      if (try? await Task.sleep(for: timeout)) != nil { continuation.yield(false) }
    }
    defer {
      timer.cancel()
      continuation.finish()
    }
    var changes = signal.makeAsyncIterator()
    while !condition(self) {
      withObservationTracking {
        _ = metrics
      } onChange: {
        continuation.yield(true)
      }
      guard let changed = await changes.next() else { throw CancellationError() }
      if !changed, !condition(self) {
        throw WaitTimeout(waitingFor: "\(description) (metrics now: \(metrics))", timeout: timeout)
      }
    }
  }
}
