/// Runs the work a state machine asks for: async operations and timers, each under a key, on an
/// injected clock.
///
/// The driver decides nothing. It starts a task per operation, cancels it on request, and hands
/// every outcome back on the main actor. An outcome of a cancelled operation is still handed back
/// (the machine discards it and counts it); a cancelled timer never fires.
@MainActor
final class TaskDriver {
  /// What names a task: a page load, a timer, a detail load (``WorkKey``).
  typealias Key = WorkKey

  private let clock: any Clock<Duration>
  private var tasks: [Key: Task<Void, Never>] = [:]

  init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  deinit {
    // deinit runs once no other reference exists, so reading `tasks` here cannot race.
    for task in tasks.values { task.cancel() }
  }

  /// The number of operations and timers running.
  var count: Int { tasks.count }

  /// Runs an operation off the main actor and delivers its output on the main actor.
  ///
  /// - Parameters:
  ///   - key: The operation's key, for ``cancel(_:)``.
  ///   - operation: The work; it runs on the global executor.
  ///   - deliver: Receives the output, even when the operation was cancelled.
  func run<Output: Sendable>(
    _ key: Key,
    operation: @escaping @Sendable () async -> Output,
    deliver: @escaping @MainActor (Output) -> Void
  ) {
    tasks[key] = Task { [weak self] in
      let output = await operation()
      self?.tasks[key] = nil
      deliver(output)
    }
  }

  /// Fires after a delay on the clock. The deadline is taken now, so a test clock advanced
  /// before the timer's task first runs still fires it.
  ///
  /// - Parameters:
  ///   - key: The timer's key, for ``cancel(_:)``.
  ///   - delay: How long to wait.
  ///   - fire: Called on the main actor when the delay has passed, unless cancelled.
  func schedule(_ key: Key, after delay: Duration, fire: @escaping @MainActor () -> Void) {
    let sleep = Self.sleeper(on: clock, for: delay)
    tasks[key] = Task { [weak self] in
      do { try await sleep() } catch { return }
      guard let self, !Task.isCancelled, self.tasks[key] != nil else { return }
      self.tasks[key] = nil
      fire()
    }
  }

  /// Cancels an operation or a timer.
  func cancel(_ key: Key) {
    tasks.removeValue(forKey: key)?.cancel()
  }

  /// Cancels everything.
  func cancelAll() {
    for task in tasks.values { task.cancel() }
    tasks = [:]
  }

  /// Time since now on a clock, read later: every event carries it as data.
  ///
  /// The system clocks are read directly (``MonotonicTime``): a row event reads the time, and
  /// the generic clock's witness calls and `Instant` arithmetic cost more than the read.
  static func stopwatch<C: Clock>(on clock: C) -> () -> ListTime where C.Duration == Duration {
    if let kind = MonotonicTime.kind(of: clock), let start = MonotonicTime.nanoseconds(kind) {
      return { ListTime(nanoseconds: Int64((MonotonicTime.nanoseconds(kind) ?? start) - start)) }
    }
    let start = clock.now
    return { ListTime(start.duration(to: clock.now)) }
  }

  nonisolated static func sleeper<C: Clock>(
    on clock: C,
    for delay: Duration
  ) -> @Sendable () async throws -> Void where C.Duration == Duration {
    let deadline = clock.now.advanced(by: delay)
    return { try await clock.sleep(until: deadline, tolerance: nil) }
  }
}
