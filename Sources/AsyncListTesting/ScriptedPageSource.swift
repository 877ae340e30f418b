public import AsyncList

/// A page source whose every request waits until the test resolves it.
///
/// Use it to deliver pages late, out of order, after a reset, or never, and to see which
/// requests the list made and which it cancelled.
///
/// ```swift
/// let source = ScriptedPageSource<Int, Row, String>()
/// let model = AsyncListModel(source: source)
/// model.start()
/// let first = await source.nextRequest()          // the list asked for the first page
/// await first.resolve(items: rows(0..<30), nextKey: 1)
/// ```
public actor ScriptedPageSource<
  Key: Hashable & Sendable,
  Item: Identifiable & Sendable,
  Query: Equatable & Sendable
>: PageSource where Item.ID: Sendable {
  /// One request the list made, waiting for the test.
  public struct Request: Sendable, Identifiable, CustomStringConvertible {
    /// The order in which the source received it, from 0.
    public let id: Int
    /// What the list asked for.
    public let request: PageRequest<Key, Query>
    let source: ScriptedPageSource

    /// The requested key (`nil` for a first page).
    public var key: Key? { request.key }
    /// The requested direction.
    public var direction: LoadDirection { request.direction }
    /// The query the request was made with.
    public var query: Query { request.query }

    /// Answers the request with a page.
    ///
    /// - Parameter page: The page to return.
    public func resolve(_ page: Page<Key, Item>) async {
      await source.finish(id, with: .success(page))
    }

    /// Answers the request with items and keys.
    ///
    /// - Parameters:
    ///   - items: The page's items.
    ///   - nextKey: The following page's key; `nil` ends the list.
    ///   - previousKey: The preceding page's key.
    public func resolve(items: [Item], nextKey: Key? = nil, previousKey: Key? = nil) async {
      await resolve(Page(items: items, nextKey: nextKey, previousKey: previousKey))
    }

    /// Makes the request throw.
    ///
    /// - Parameter error: The error to throw.
    public func fail(_ error: any Error) async {
      await source.finish(id, with: .failure(error))
    }

    /// Whether the list cancelled the request.
    public var isCancelled: Bool {
      get async { await source.cancelled.contains(id) }
    }

    /// Returns once the list has cancelled the request.
    public func waitUntilCancelled() async {
      await source.waitForCancellation(of: id)
    }

    /// The request's id, direction, key and query.
    public var description: String {
      "request #\(id) \(request.direction) key: \(request.key.map { "\($0)" } ?? "nil") query: \(request.query)"
    }
  }

  private var continuations: [Int: CheckedContinuation<Page<Key, Item>, any Error>] = [:]
  private var unclaimed: [Request] = []
  private var requestWaiters: [CheckedContinuation<Request, Never>] = []
  private var cancellationWaiters: [Int: [CheckedContinuation<Void, Never>]] = [:]
  private(set) var cancelled: Set<Int> = []
  /// Every request received, in order.
  public private(set) var received: [PageRequest<Key, Query>] = []

  /// Creates a source with no requests.
  public init() {}

  /// Suspends until the test resolves, fails, or the list cancels the request.
  ///
  /// - Parameter request: What the list asks for.
  /// - Returns: The page the test resolves it with.
  /// - Throws: The error the test fails it with, or `CancellationError` when cancelled.
  public func loadPage(_ request: PageRequest<Key, Query>) async throws -> Page<Key, Item> {
    let id = received.count
    received.append(request)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        continuations[id] = continuation
        let handle = Request(id: id, request: request, source: self)
        if requestWaiters.isEmpty {
          unclaimed.append(handle)
        } else {
          requestWaiters.removeFirst().resume(returning: handle)
        }
      }
    } onCancel: {
      Task { await self.cancel(id) }
    }
  }

  /// Returns the oldest request not yet returned, waiting for one if there is none.
  ///
  /// - Returns: The request, for the test to resolve.
  public func nextRequest() async -> Request {
    if !unclaimed.isEmpty { return unclaimed.removeFirst() }
    return await withCheckedContinuation { requestWaiters.append($0) }
  }

  /// The number of requests still waiting for an answer.
  public var pendingCount: Int { continuations.count }

  func finish(_ id: Int, with result: Result<Page<Key, Item>, any Error>) {
    continuations.removeValue(forKey: id)?.resume(with: result)
  }

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
