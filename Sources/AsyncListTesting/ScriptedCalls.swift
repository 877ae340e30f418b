/// Calls that wait until a test answers them: the engine behind the scripted sources.
///
/// Each call suspends until the test resolves it with a value, fails it with an error, or the
/// caller's task is cancelled (then it throws `CancellationError` and is marked cancelled).
public actor ScriptedCalls<Input: Sendable, Output: Sendable> {
  private var continuations: [Int: CheckedContinuation<Output, any Error>] = [:]
  private var unclaimed: [ScriptedCall<Input, Output>] = []
  private var callWaiters: [CheckedContinuation<ScriptedCall<Input, Output>, Never>] = []
  private var cancellationWaiters: [Int: [CheckedContinuation<Void, Never>]] = [:]
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
          callWaiters.removeFirst().resume(returning: call)
        }
      }
    } onCancel: {
      Task { await self.cancel(id) }
    }
  }

  /// Returns the oldest call not yet returned, waiting for one if there is none.
  ///
  /// - Returns: The call, for the test to answer.
  public func next() async -> ScriptedCall<Input, Output> {
    if !unclaimed.isEmpty { return unclaimed.removeFirst() }
    return await withCheckedContinuation { callWaiters.append($0) }
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
    for waiter in cancellationWaiters.removeValue(forKey: id) ?? [] { waiter.resume() }
  }

  func waitForCancellation(of id: Int) async {
    if cancelled.contains(id) { return }
    await withCheckedContinuation { cancellationWaiters[id, default: []].append($0) }
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
  public func waitUntilCancelled() async {
    await calls.waitForCancellation(of: id)
  }
}
