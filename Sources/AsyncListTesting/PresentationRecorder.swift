public import AsyncList

/// Records every state an `AsyncListModel` publishes, for assertions on the
/// sequence a user would have seen.
///
/// ```swift
/// let recorder = PresentationRecorder(model)
/// model.start()
/// try await recorder.waitFor { $0.presentation.content == .rows }
/// #expect(recorder.contents == [.firstLoad, .rows])
/// ```
@MainActor
public final class PresentationRecorder {
  /// The snapshots published so far, the model's state at creation first.
  public private(set) var snapshots: [ListSnapshot] = []
  private var task: Task<Void, Never>?
  private var waiters: [Waiter] = []
  private var waiterSerial = 0

  private struct Waiter {
    let id: Int
    let predicate: (ListSnapshot) -> Bool
    let continuation: CheckedContinuation<ListSnapshot?, Never>
  }

  /// Starts recording a model's updates.
  ///
  /// - Parameter model: The model to record.
  public init<Source: PageSource>(_ model: AsyncListModel<Source>) {
    let updates = model.updates()
    task = Task { [weak self] in
      for await snapshot in updates {
        guard let self else { return }
        self.record(snapshot)
      }
    }
  }

  deinit {
    task?.cancel()
  }

  /// The presentations recorded, with consecutive repeats folded.
  public var presentations: [ListPresentation] {
    snapshots.map(\.presentation).reduce(into: []) { result, presentation in
      if result.last != presentation { result.append(presentation) }
    }
  }

  /// The content states recorded, with consecutive repeats folded.
  public var contents: [ListPresentation.Content] {
    snapshots.map(\.presentation.content).reduce(into: []) { result, content in
      if result.last != content { result.append(content) }
    }
  }

  /// Waits for a recorded snapshot that satisfies a predicate; past ones count.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait (real time, only a bound). Defaults to
  ///     ``WaitTimeout/defaultTimeout``.
  ///   - description: What the predicate means, for the failure message.
  ///   - predicate: The condition.
  /// - Returns: The first recorded snapshot that satisfies it.
  /// - Throws: ``WaitTimeout`` when no such snapshot is recorded in time, `CancellationError`
  ///   when the waiting task is cancelled.
  @discardableResult
  public func waitFor(
    timeout: Duration = WaitTimeout.defaultTimeout,
    _ description: String = "a snapshot",
    _ predicate: @escaping (ListSnapshot) -> Bool
  ) async throws -> ListSnapshot {
    if let match = snapshots.first(where: predicate) { return match }
    waiterSerial += 1
    let id = waiterSerial
    let timer = Task { [weak self] in
      guard (try? await Task.sleep(for: timeout)) != nil else { return }
      self?.expire(id)
    }
    defer { timer.cancel() }
    let match = await withTaskCancellationHandler {
      await withCheckedContinuation { waiters.append(Waiter(id: id, predicate: predicate, continuation: $0)) }
    } onCancel: {
      Task { @MainActor [weak self] in self?.expire(id) }
    }
    if let match { return match }
    try Task.checkCancellation()
    let last = snapshots.last.map { "\($0.presentation)" } ?? "none"
    throw WaitTimeout(waitingFor: "\(description) (recorded: \(contents), last: \(last))", timeout: timeout)
  }

  private func expire(_ id: Int) {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
    waiters.remove(at: index).continuation.resume(returning: nil)
  }

  /// Stops recording.
  public func stop() {
    task?.cancel()
    task = nil
  }

  private func record(_ snapshot: ListSnapshot) {
    snapshots.append(snapshot)
    var remaining: [Waiter] = []
    for waiter in waiters {
      if waiter.predicate(snapshot) {
        waiter.continuation.resume(returning: snapshot)
      } else {
        remaining.append(waiter)
      }
    }
    waiters = remaining
  }
}
