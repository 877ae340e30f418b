public import AsyncList

extension AsyncListModel {
  /// Returns once a condition on the model holds, checking now and after every update.
  ///
  /// The condition is checked whenever the model publishes; the timeout (real time) only
  /// bounds a wait for something the test's own steps should already have caused.
  ///
  /// ```swift
  /// await first.resolve(items: page, nextKey: 1)
  /// try await model.waitUntil("the first page") { $0.rows.count == 30 }
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long to wait. Defaults to ``WaitTimeout/defaultTimeout``.
  ///   - description: What the condition means, for the failure message.
  ///   - condition: The condition, evaluated on the main actor.
  /// - Throws: ``WaitTimeout`` when the condition does not hold in time, `CancellationError`
  ///   when the waiting task is cancelled.
  public func waitUntil(
    timeout: Duration = WaitTimeout.defaultTimeout,
    _ description: String = "a condition on the model",
    _ condition: (AsyncListModel) -> Bool
  ) async throws {
    let updates = updates()
    let (signal, continuation) = AsyncStream.makeStream(of: Bool.self)
    let forward = Task {
      for await _ in updates { continuation.yield(true) }
    }
    let timer = Task {
      if (try? await Task.sleep(for: timeout)) != nil { continuation.yield(false) }
    }
    defer {
      forward.cancel()
      timer.cancel()
      continuation.finish()
    }
    for await updated in signal {
      if condition(self) { return }
      if !updated {
        throw WaitTimeout(
          waitingFor: "\(description) (now: \(presentation), \(rows.count) rows, metrics \(metrics))",
          timeout: timeout)
      }
    }
    throw CancellationError()
  }
}
