/// What a ``PageStore`` holds for a list and query: its pages top to bottom, and their age.
public struct StoredList<Key: Hashable & Sendable, Item: Sendable>: Sendable {
  /// The pages, top to bottom; never empty.
  public var pages: [StoredPage<Key, Item>]
  /// How long ago the list's first page was saved.
  public var age: Duration

  /// Creates a stored list.
  ///
  /// - Parameters:
  ///   - pages: The pages, top to bottom.
  ///   - age: How long ago the first page was saved.
  public init(pages: [StoredPage<Key, Item>], age: Duration) {
    self.pages = pages
    self.age = age
  }
}

extension StoredList: Equatable where Item: Equatable {}
