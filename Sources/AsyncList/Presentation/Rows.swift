/// The rows of a list, in display order, with O(1) lookup by id.
///
/// `Rows` is a value: reading it from ``AsyncListModel/rows`` copies nothing, and the copy you
/// hold does not change when the list does.
///
/// With a memory cap (``PagingConfiguration/maxLoadedRows``) the list holds a window of rows
/// and counts the rows of dropped pages as placeholders, so positions stay stable; a source whose
/// pages count the items around them (``Page/itemsBefore``) adds a placeholder for each item not
/// loaded yet. The collection's indices run from ``placeholdersBefore`` (not 0) to ``endIndex``,
/// and ``totalCount`` counts every position. Draw all positions and ask ``item(at:)``:
///
/// ```swift
/// ForEach(0..<rows.totalCount, id: \.self) { index in
///   if let item = rows.item(at: index) { RowView(item) } else { PlaceholderRow() }
/// }
/// ```
///
/// Without a cap or counts there are no placeholders and indices start at 0.
public struct Rows<Item: Identifiable & Sendable>: RandomAccessCollection, Sendable
where Item.ID: Sendable {
  var storage: RowTable<Item>
  /// Positions before the first row held: rows of pages the memory cap dropped, and items a
  /// counting source said lie there.
  public let placeholdersBefore: Int
  /// Positions after the last row held: rows of pages the memory cap dropped, and items a
  /// counting source said lie there.
  public let placeholdersAfter: Int

  init(
    _ storage: RowTable<Item> = RowTable(),
    placeholdersBefore: Int = 0,
    placeholdersAfter: Int = 0
  ) {
    self.storage = storage
    self.placeholdersBefore = placeholdersBefore
    self.placeholdersAfter = placeholdersAfter
  }

  /// The position of the first row held (after the placeholders before it).
  public var startIndex: Int { placeholdersBefore }
  /// The position after the last row held.
  public var endIndex: Int { placeholdersBefore + storage.count }

  /// Every position, placeholders included: the length of the list a view draws.
  public var totalCount: Int { placeholdersBefore + storage.count + placeholdersAfter }

  /// The row at a position.
  ///
  /// - Parameter position: An index in `startIndex..<endIndex`.
  public subscript(position: Int) -> Item { storage.items[position - placeholdersBefore] }

  /// The row at a position, or `nil` for a placeholder or a position out of range.
  ///
  /// - Parameter position: Any position in `0..<totalCount`.
  /// - Returns: The row, if it is held.
  /// - Complexity: O(1).
  public func item(at position: Int) -> Item? {
    let offset = position - placeholdersBefore
    return offset >= 0 && offset < storage.count ? storage.items[offset] : nil
  }

  /// The row with an id, if the list has it.
  ///
  /// - Parameter id: A row id.
  /// - Complexity: O(1).
  public subscript(id id: Item.ID) -> Item? { storage[id: id] }

  /// The position of the row with an id.
  ///
  /// - Parameter id: A row id.
  /// - Returns: The row's index, or `nil` when the list does not hold it.
  /// - Complexity: O(1).
  public func index(of id: Item.ID) -> Int? { storage.offset(of: id).map { $0 + placeholdersBefore } }

  /// The ids of the rows held, in display order.
  public var ids: [Item.ID] { storage.ids }
}
