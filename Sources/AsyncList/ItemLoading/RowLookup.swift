/// Read access to the list's rows by id and by position, for the detail scheduler.
///
/// Both lookups are O(1) over the model's ordered storage.
package struct RowLookup<ID: Hashable> {
  /// The position of a row, or `nil` when the list does not have it.
  package var index: (ID) -> Int?
  /// The id of the row at a position, or `nil` out of range.
  package var id: (Int) -> ID?

  /// Creates a lookup.
  ///
  /// - Parameters:
  ///   - index: Position by id.
  ///   - id: Id by position.
  package init(index: @escaping (ID) -> Int?, id: @escaping (Int) -> ID?) {
    self.index = index
    self.id = id
  }

  /// A lookup over an array of ids.
  package init(_ ids: [ID]) {
    var positions: [ID: Int] = [:]
    for (position, id) in ids.enumerated() { positions[id] = position }
    self.index = { positions[$0] }
    self.id = { ids.indices.contains($0) ? ids[$0] : nil }
  }
}
