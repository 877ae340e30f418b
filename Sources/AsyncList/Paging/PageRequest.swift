/// What a ``PageSource`` is asked to load.
public struct PageRequest<Key: Hashable & Sendable, Query: Equatable & Sendable>: Sendable, Equatable {
  /// The page's key, or `nil` for the first page of a generation.
  public var key: Key?
  /// The number of items wanted. A source may return fewer (or more); the list keeps what it gets.
  public var loadSize: Int
  /// Whether this is the first page, a page after the last row, or a page before the first row.
  public var direction: LoadDirection
  /// The query in force when the load started.
  public var query: Query

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - key: The page's key, or `nil` for the first page.
  ///   - loadSize: The number of items wanted.
  ///   - direction: Where the page goes.
  ///   - query: The query in force.
  public init(key: Key?, loadSize: Int, direction: LoadDirection, query: Query) {
    self.key = key
    self.loadSize = loadSize
    self.direction = direction
    self.query = query
  }
}
