/// Calls that wait until a test answers them: the engine behind the scripted sources.
///
/// Each call suspends until the test resolves it with a value, fails it with an error, or the
/// caller's task is cancelled (then it throws `CancellationError` and is marked cancelled).
public actor ScriptedCalls<Input: Sendable, Output: Sendable> {
  private var continuations: [Int: CheckedContinuation<Output, any Error>] = [:]
  private var unclaimed: [ScriptedCall<Input, Output>] = []
  private var callWaiters: [(waiter: Int, continuation: CheckedContinuation<ScriptedCall<Input, Output>?, Never>)] = []
  private var cancellationWaiters: [Int: [(waiter: Int, continuation: CheckedContinuation<Bool?, Never>)]] = [:]
  private var waiterSerial = 0
  private var cancelled: Set<Int> = []
  /// Every input received, in order.
  public private(set) var received: [Input] = []

  /// Creates an empty script.
  public init() {}

  /// Waits for the test's answer.
  ///
  /// - Parameter input: What the caller asks for.
  /// - Returns: The value the test resolves the call with.
  /// - Throws: The test's error, or `CancellationError` when the caller is cancelled.
  public func perform(_ input: Input) async throws -> Output {
    let id = received.count
    received.append(input)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        continuations[id] = continuation
        let call = ScriptedCall(id: id, input: input, calls: self)
        if callWaiters.isEmpty {
          unclaimed.append(call)
        } else {
          callWaiters.removeFirst().continuation.resume(returning: call)
        }
      }
    } onCancel: {
      Task { await self.cancel(id) }
    }
  }

  /// Returns the oldest call not yet returned, waiting for one if there is none.
  ///
  /// - Parameter timeout: How long to wait for a call; real time, only a bound.
  /// - Returns: The call, for the test to answer.
  /// - Throws: ``WaitTimeout`` when no call comes in time, `CancellationError` when the waiting
  ///   task is cancelled.
  public func next(timeout: Duration = WaitTimeout.defaultTimeout) async throws -> ScriptedCall<Input, Output> {
    if !unclaimed.isEmpty { return unclaimed.removeFirst() }
    let waiter = nextWaiter()
    let call = await bounded(waiter, timeout) { callWaiters.append((waiter, $0)) }
    if let call { return call }
    try Task.checkCancellation()
    throw WaitTimeout(
      waitingFor: "call \(received.count) (\(received.count) received, \(unclaimed.count) unclaimed)",
      timeout: timeout)
  }

  private func nextWaiter() -> Int {
    waiterSerial += 1
    return waiterSerial
  }

  /// Waits for a continuation that `register` stores, resumed with `nil` (by ``expire(_:)``)
  /// when the timeout passes or the task is cancelled.
  private func bounded<T: Sendable>(
    _ waiter: Int,
    _ timeout: Duration,
    register: (CheckedContinuation<T?, Never>) -> Void
  ) async -> T? {
    let timer = Task {
      guard (try? await Task.sleep(for: timeout)) != nil else { return }
      self.expire(waiter)  // the task runs on this actor
    }
    defer { timer.cancel() }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        register(continuation)
        if Task.isCancelled { expire(waiter) }
      }
    } onCancel: {
      Task { await self.expire(waiter) }
    }
  }

  private func expire(_ waiter: Int) {
    if let index = callWaiters.firstIndex(where: { $0.waiter == waiter }) {
      callWaiters.remove(at: index).continuation.resume(returning: nil)
    }
    for (id, waiters) in cancellationWaiters {
      guard let index = waiters.firstIndex(where: { $0.waiter == waiter }) else { continue }
      cancellationWaiters[id]?.remove(at: index).continuation.resume(returning: nil)
    }
  }

  /// The number of calls still waiting for an answer.
  public var pendingCount: Int { continuations.count }

  func finish(_ id: Int, with result: Result<Output, any Error>) {
    continuations.removeValue(forKey: id)?.resume(with: result)
  }

  func isCancelled(_ id: Int) -> Bool { cancelled.contains(id) }

  private func cancel(_ id: Int) {
    guard let continuation = continuations.removeValue(forKey: id) else { return }
    cancelled.insert(id)
    continuation.resume(throwing: CancellationError())
    for waiter in cancellationWaiters.removeValue(forKey: id) ?? [] { waiter.continuation.resume(returning: true) }
  }

  func waitForCancellation(of id: Int, timeout: Duration) async throws {
    if cancelled.contains(id) { return }
    let waiter = nextWaiter()
    let done: Bool? = await bounded(waiter, timeout) { cancellationWaiters[id, default: []].append((waiter, $0)) }
    if done == true { return }
    try Task.checkCancellation()
    throw WaitTimeout(waitingFor: "the caller to cancel call \(id) (\(received[id]))", timeout: timeout)
  }
}

/// One call waiting for the test.
public struct ScriptedCall<Input: Sendable, Output: Sendable>: Sendable, Identifiable {
  /// The order in which the script received it, from 0.
  public let id: Int
  /// What the caller asked for.
  public let input: Input
  let calls: ScriptedCalls<Input, Output>

  /// Answers the call with a value.
  ///
  /// - Parameter output: The value to return.
  public func resolve(_ output: Output) async {
    await calls.finish(id, with: .success(output))
  }

  /// Makes the call throw.
  ///
  /// - Parameter error: The error to throw.
  public func fail(_ error: any Error) async {
    await calls.finish(id, with: .failure(error))
  }

  /// Whether the caller cancelled the call.
  public var isCancelled: Bool {
    get async { await calls.isCancelled(id) }
  }

  /// Returns once the caller has cancelled the call.
  ///
  /// - Parameter timeout: How long to wait; real time, only a bound.
  /// - Throws: ``WaitTimeout`` when the caller does not cancel in time.
  public func waitUntilCancelled(timeout: Duration = WaitTimeout.defaultTimeout) async throws {
    try await calls.waitForCancellation(of: id, timeout: timeout)
  }
}
