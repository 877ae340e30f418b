/// A page of a list: the request that loaded it and the rows it holds now. A page the memory
/// cap dropped is loaded again with exactly this request.
struct PageSlot: Sendable {
  /// The key the page was requested with (``PageKey``: not generic, see there); `nil` for a
  /// generation's first page from the top.
  var key: PageKey?
  var loadSize: Int
  var direction: LoadDirection
  /// Rows of this page in the list (after duplicates were dropped and edits applied).
  var count: Int
}
