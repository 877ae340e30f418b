/// A page as a ``PageStore`` keeps it: the key it was requested with, where it went, and what
/// the source returned.
public struct StoredPage<Key: Hashable & Sendable, Item: Sendable>: Sendable {
  /// The key the page was requested with (`nil` for a first page requested without one).
  public var key: Key?
  /// Whether it was the first page, a page below it or a page above it.
  public var direction: LoadDirection
  /// The items and the keys next to them.
  public var page: Page<Key, Item>

  /// Creates a stored page.
  ///
  /// - Parameters:
  ///   - key: The key the page was requested with.
  ///   - direction: Where the page went.
  ///   - page: The page.
  public init(key: Key?, direction: LoadDirection, page: Page<Key, Item>) {
    self.key = key
    self.direction = direction
    self.page = page
  }
}

extension StoredPage: Equatable where Item: Equatable {}
