internal import OrderedCollections

/// The rows of a list, in display order, with O(1) lookup by id.
///
/// `Rows` is a value: reading it from ``AsyncListModel/rows`` copies nothing, and the copy you
/// hold does not change when the list does.
public struct Rows<Item: Identifiable & Sendable>: RandomAccessCollection, Sendable
where Item.ID: Sendable {
  var storage: OrderedDictionary<Item.ID, Item>

  init(_ storage: OrderedDictionary<Item.ID, Item> = [:]) {
    self.storage = storage
  }

  /// The position of the first row.
  public var startIndex: Int { 0 }
  /// The position after the last row.
  public var endIndex: Int { storage.count }

  /// The row at a position.
  ///
  /// - Parameter position: A valid index.
  public subscript(position: Int) -> Item { storage.values[position] }

  /// The row with an id, if the list has it.
  ///
  /// - Parameter id: A row id.
  /// - Complexity: O(1).
  public subscript(id id: Item.ID) -> Item? { storage[id] }

  /// The position of the row with an id.
  ///
  /// - Parameter id: A row id.
  /// - Returns: The row's index, or `nil` when the list does not have it.
  /// - Complexity: O(1).
  public func index(of id: Item.ID) -> Int? { storage.index(forKey: id) }

  /// The ids of the rows, in display order.
  public var ids: [Item.ID] { storage.keys.elements }
}
