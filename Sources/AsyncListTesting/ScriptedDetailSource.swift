public import AsyncList

/// A detail source whose every load waits until the test resolves it.
///
/// ```swift
/// let details = ScriptedDetailSource<Row, Double>()
/// let amounts = model.details(from: details)
/// let load = try await details.nextRequest()     // load.input is the row
/// await load.resolve(0.7)
/// ```
public struct ScriptedDetailSource<Item: Identifiable & Sendable, Detail: Sendable>: DetailSource
where Item.ID: Sendable {
  /// One load the loader started, waiting for the test.
  public typealias Request = ScriptedCall<Item, Detail>

  private let calls = ScriptedCalls<Item, Detail>()

  /// Creates a source with no loads.
  public init() {}

  /// Suspends until the test resolves, fails, or the loader cancels the load.
  ///
  /// - Parameter item: The row whose detail is wanted.
  /// - Returns: The detail the test resolves it with.
  /// - Throws: The test's error, or `CancellationError` when cancelled.
  public func loadDetail(for item: Item) async throws -> Detail {
    try await calls.perform(item)
  }

  /// Returns the oldest load not yet returned, waiting for one if there is none.
  ///
  /// - Parameter timeout: How long to wait; real time, only a bound.
  /// - Returns: The load, for the test to resolve.
  /// - Throws: ``WaitTimeout`` when no load comes in time.
  public func nextRequest(timeout: Duration = WaitTimeout.defaultTimeout) async throws -> Request {
    try await calls.next(timeout: timeout)
  }

  /// Every row whose detail was requested, in order.
  public var received: [Item] {
    get async { await calls.received }
  }

  /// The number of loads still waiting for an answer.
  public var pendingCount: Int {
    get async { await calls.pendingCount }
  }
}
