/// A page of a list: the request that loaded it and the rows it holds now. A page the memory
/// cap dropped is loaded again with exactly this request.
struct PageSlot<Key: Hashable & Sendable>: Sendable {
  var key: Key?
  var loadSize: Int
  var direction: LoadDirection
  /// Rows of this page in the list (after duplicates were dropped and edits applied).
  var count: Int
}
