/// One page of items and the keys next to it.
public struct Page<Key: Hashable & Sendable, Item: Sendable>: Sendable {
  /// The items, in display order.
  public var items: [Item]
  /// The key of the page after this one, or `nil` when this is the last page.
  public var nextKey: Key?
  /// The key of the page before this one, or `nil` when nothing comes before it.
  public var previousKey: Key?
  /// How many items lie before this page in the whole list, when the source knows: the list
  /// shows that many counted placeholders above the page, so positions and the scroll bar are
  /// right before those pages load. `nil` (the default): unknown, no placeholders.
  public var itemsBefore: Int?
  /// How many items lie after this page in the whole list, when the source knows: the list shows
  /// that many counted placeholders below it. `nil` (the default): unknown.
  public var itemsAfter: Int?

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - items: The items, in display order. An empty page ends the list in its direction.
  ///   - nextKey: The key of the following page; `nil` ends the list.
  ///   - previousKey: The key of the preceding page, for lists that also grow upwards.
  ///   - itemsBefore: The items before this page in the whole list, if the source counts them.
  ///   - itemsAfter: The items after this page in the whole list, if the source counts them.
  public init(
    items: [Item], nextKey: Key? = nil, previousKey: Key? = nil, itemsBefore: Int? = nil, itemsAfter: Int? = nil
  ) {
    self.items = items
    self.nextKey = nextKey
    self.previousKey = previousKey
    self.itemsBefore = itemsBefore.map { max(0, $0) }
    self.itemsAfter = itemsAfter.map { max(0, $0) }
  }
}

extension Page: Equatable where Item: Equatable {}
