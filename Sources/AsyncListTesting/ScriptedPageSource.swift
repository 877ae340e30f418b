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
/// let first = try await source.nextRequest()          // the list asked for the first page
/// await first.resolve(items: rows(0..<30), nextKey: 1)
/// ```
public struct ScriptedPageSource<
  Key: Hashable & Sendable,
  Item: Identifiable & Sendable,
  Query: Equatable & Sendable
>: PageSource where Item.ID: Sendable {
  /// One request the list made, waiting for the test.
  public struct Request: Sendable, Identifiable, CustomStringConvertible {
    let call: ScriptedCall<PageRequest<Key, Query>, Page<Key, Item>>

    /// The order in which the source received it, from 0.
    public var id: Int { call.id }
    /// What the list asked for.
    public var request: PageRequest<Key, Query> { call.input }
    /// The requested key (`nil` for a first page).
    public var key: Key? { request.key }
    /// The requested direction.
    public var direction: LoadDirection { request.direction }
    /// The query the request was made with.
    public var query: Query { request.query }

    /// Answers the request with a page.
    ///
    /// - Parameter page: The page to return.
    public func resolve(_ page: Page<Key, Item>) async { await call.resolve(page) }

    /// Answers the request with items and keys, and the counts around the page if given.
    ///
    /// - Parameters:
    ///   - items: The page's items.
    ///   - nextKey: The following page's key; `nil` ends the list.
    ///   - previousKey: The preceding page's key.
    ///   - itemsBefore: The items before the page in the whole list, if counted.
    ///   - itemsAfter: The items after it, if counted.
    public func resolve(
      items: [Item], nextKey: Key? = nil, previousKey: Key? = nil, itemsBefore: Int? = nil, itemsAfter: Int? = nil
    ) async {
      await call.resolve(
        Page(
          items: items, nextKey: nextKey, previousKey: previousKey, itemsBefore: itemsBefore, itemsAfter: itemsAfter))
    }

    /// Makes the request throw.
    ///
    /// - Parameter error: The error to throw.
    public func fail(_ error: any Error) async { await call.fail(error) }

    /// Whether the list cancelled the request.
    public var isCancelled: Bool {
      get async { await call.isCancelled }
    }

    /// Returns once the list has cancelled the request.
    ///
    /// - Parameter timeout: How long to wait; real time, only a bound.
    /// - Throws: ``WaitTimeout`` when the list does not cancel in time.
    public func waitUntilCancelled(timeout: Duration = WaitTimeout.defaultTimeout) async throws {
      try await call.waitUntilCancelled(timeout: timeout)
    }

    /// The request's id, direction, key and query.
    public var description: String {
      "request #\(id) \(direction) key: \(key.map { "\($0)" } ?? "nil") query: \(query)"
    }
  }

  private let calls = ScriptedCalls<PageRequest<Key, Query>, Page<Key, Item>>()
  private let refreshKeyRule: (@Sendable (RefreshState<Key, Item>) -> Key?)?
  private let positionKeyRule: (@Sendable (Int, Query) -> Key?)?

  /// Creates a source with no requests.
  ///
  /// - Parameters:
  ///   - refreshKey: The key a refresh starts from, given what the list holds
  ///     (``refreshKey(in:)``); `nil` (the default) refreshes from the top.
  ///   - keyForPosition: The key of the page at a position, for a list that jumps
  ///     (``key(forPosition:query:)``); `nil` (the default) never jumps.
  public init(
    refreshKey: (@Sendable (RefreshState<Key, Item>) -> Key?)? = nil,
    keyForPosition: (@Sendable (Int, Query) -> Key?)? = nil
  ) {
    self.refreshKeyRule = refreshKey
    self.positionKeyRule = keyForPosition
  }

  /// The key the `refreshKey` rule gives, or `nil`.
  ///
  /// - Parameter state: What the list holds.
  /// - Returns: The key to refresh from.
  public func refreshKey(in state: RefreshState<Key, Item>) -> Key? {
    refreshKeyRule?(state)
  }

  /// The key the `keyForPosition` rule gives, or `nil`.
  ///
  /// - Parameters:
  ///   - position: A position in the list.
  ///   - query: The list's query.
  /// - Returns: The key of the page there.
  public func key(forPosition position: Int, query: Query) -> Key? {
    positionKeyRule?(position, query)
  }

  /// Suspends until the test resolves, fails, or the list cancels the request.
  ///
  /// - Parameter request: What the list asks for.
  /// - Returns: The page the test resolves it with.
  /// - Throws: The error the test fails it with, or `CancellationError` when cancelled.
  public func loadPage(_ request: PageRequest<Key, Query>) async throws -> Page<Key, Item> {
    try await calls.perform(request)
  }

  /// Returns the oldest request not yet returned, waiting for one if there is none.
  ///
  /// - Parameter timeout: How long to wait; real time, only a bound.
  /// - Returns: The request, for the test to resolve.
  /// - Throws: ``WaitTimeout`` when no request comes in time.
  public func nextRequest(timeout: Duration = WaitTimeout.defaultTimeout) async throws -> Request {
    Request(call: try await calls.next(timeout: timeout))
  }

  /// Every request received, in order.
  public var received: [PageRequest<Key, Query>] {
    get async { await calls.received }
  }

  /// The number of requests still waiting for an answer.
  public var pendingCount: Int {
    get async { await calls.pendingCount }
  }
}
