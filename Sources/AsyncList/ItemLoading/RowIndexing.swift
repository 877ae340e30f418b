/// Read access to a list's rows by id and by position, for the detail scheduler: the engine's
/// paging machine.
package protocol RowIndexing<ID> {
  /// The row id type.
  associatedtype ID: Hashable
  /// The position of a row, or `nil` when the list does not have it. O(1).
  func index(_ id: ID) -> Int?
  /// The id of the row at a position, or `nil` out of range or for a placeholder. O(1).
  func id(_ index: Int) -> ID?
}
