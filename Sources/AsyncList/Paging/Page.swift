/// One page of items and the keys next to it.
public struct Page<Key: Hashable & Sendable, Item: Sendable>: Sendable {
  /// The items, in display order.
  public var items: [Item]
  /// The key of the page after this one, or `nil` when this is the last page.
  public var nextKey: Key?
  /// The key of the page before this one, or `nil` when nothing comes before it.
  public var previousKey: Key?

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - items: The items, in display order. An empty page ends the list in its direction.
  ///   - nextKey: The key of the following page; `nil` ends the list.
  ///   - previousKey: The key of the preceding page, for lists that also grow upwards.
  public init(items: [Item], nextKey: Key? = nil, previousKey: Key? = nil) {
    self.items = items
    self.nextKey = nextKey
    self.previousKey = previousKey
  }
}

extension Page: Equatable where Item: Equatable {}
