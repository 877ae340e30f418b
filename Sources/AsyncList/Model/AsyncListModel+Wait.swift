/// What the list's user has waited for, measured by the engine as the scroll simulator measures
/// it (``WaitMetrics``).
extension AsyncListModel {
  /// The figures so far: the time waited counts up to now, on the model's clock.
  ///
  /// Not observed: read it when you log or draw, or take ``waitMetricsUpdates(every:)``.
  public var waitMetrics: WaitMetrics { engine.waitMetrics(at: now()) }

  /// The figures now and then every `interval` on the model's clock, until the consuming task
  /// is cancelled.
  ///
  /// ```swift
  /// for await wait in model.waitMetricsUpdates(every: .seconds(30)) {
  ///   logger.info("missing \(wait.missingRowSeconds) row·s, wasted \(wait.detailLoadsWasted)")
  /// }
  /// ```
  ///
  /// - Parameter interval: The time between two figures (at least a millisecond).
  /// - Returns: A stream of figures.
  public func waitMetricsUpdates(every interval: Duration) -> AsyncStream<WaitMetrics> {
    let clock = self.clock
    let interval = max(interval, .milliseconds(1))
    return AsyncStream { [weak self] continuation in
      let task = Task { @MainActor [weak self] in
        while !Task.isCancelled, let metrics = self?.waitMetrics {
          continuation.yield(metrics)
          do { try await clock.sleep(for: interval) } catch { break }
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
