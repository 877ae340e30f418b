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
        await Self.repeating(every: interval, on: clock) {
          guard let metrics = self?.waitMetrics else { return false }
          continuation.yield(metrics)
          return true
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Runs `body` now and then at every `interval` after the first run, on a fixed schedule
  /// (deadlines from the instant before the first run, not from each wake-up), until it returns
  /// `false` or the task is cancelled. A sleep that starts after its deadline has passed (the
  /// clock moved while `body`'s consumer ran) returns at once instead of waiting a whole
  /// interval more; deadlines missed while the process slept are skipped, not run in a burst.
  static func repeating<C: Clock<Duration>>(
    every interval: Duration, on clock: C, _ body: @MainActor () -> Bool
  ) async {
    var deadline = clock.now
    while !Task.isCancelled, body() {
      // Missed: the deadlines strictly before now. One reached exactly (a test's clock advanced
      // by one interval while the figure was consumed) is due, not missed.
      let behind = deadline.duration(to: clock.now)
      let missed = behind > .zero ? Int((behind / interval).rounded(.up)) - 1 : 0
      deadline = deadline.advanced(by: interval * (missed + 1))
      // A deadline already reached runs at once: some clocks (swift-clocks' TestClock) park a
      // sleep until exactly now until their next advance.
      guard clock.now < deadline else { continue }
      do { try await clock.sleep(until: deadline, tolerance: nil) } catch { return }
    }
  }
}
