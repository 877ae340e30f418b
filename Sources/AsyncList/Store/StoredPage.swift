/// A page as a ``PageStore`` keeps it: the key it was requested with, where it went, and what
/// the source returned.
public struct StoredPage<Key: Hashable & Sendable, Item: Sendable>: Sendable {
  /// The key the page was requested with (`nil` for a first page requested without one).
  public var key: Key?
  /// Whether it was the first page, a page below it or a page above it.
  public var direction: LoadDirection
  /// The items and the keys next to them.
  public var page: Page<Key, Item>
  /// The number of items the page was requested with: a page the memory cap drops is asked for
  /// again with exactly its first request, so a page-number source answers with the same rows.
  public var loadSize: Int

  /// Creates a stored page.
  ///
  /// - Parameters:
  ///   - key: The key the page was requested with.
  ///   - direction: Where the page went.
  ///   - page: The page.
  ///   - loadSize: The number of items requested; defaults to the number of items in the page.
  public init(key: Key?, direction: LoadDirection, page: Page<Key, Item>, loadSize: Int? = nil) {
    self.key = key
    self.direction = direction
    self.page = page
    self.loadSize = max(1, loadSize ?? page.items.count)
  }
}

extension StoredPage: Equatable where Item: Equatable {}
