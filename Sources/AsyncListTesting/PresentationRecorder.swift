public import AsyncList

/// Records every state an ``AsyncList/AsyncListModel`` publishes, for assertions on the
/// sequence a user would have seen.
///
/// ```swift
/// let recorder = PresentationRecorder(model)
/// model.start()
/// await recorder.waitFor { $0.presentation.content == .rows }
/// #expect(recorder.contents == [.firstLoad, .rows])
/// ```
@MainActor
public final class PresentationRecorder {
  /// The snapshots published so far, the model's state at creation first.
  public private(set) var snapshots: [ListSnapshot] = []
  private var task: Task<Void, Never>?
  private var waiters: [(predicate: (ListSnapshot) -> Bool, continuation: CheckedContinuation<ListSnapshot, Never>)] =
    []

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
  /// - Parameter predicate: The condition.
  /// - Returns: The first recorded snapshot that satisfies it.
  @discardableResult
  public func waitFor(_ predicate: @escaping (ListSnapshot) -> Bool) async -> ListSnapshot {
    if let match = snapshots.first(where: predicate) { return match }
    return await withCheckedContinuation { waiters.append((predicate, $0)) }
  }

  /// Stops recording.
  public func stop() {
    task?.cancel()
    task = nil
  }

  private func record(_ snapshot: ListSnapshot) {
    snapshots.append(snapshot)
    var remaining: [(predicate: (ListSnapshot) -> Bool, continuation: CheckedContinuation<ListSnapshot, Never>)] = []
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
