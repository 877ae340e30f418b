/// What the engine asks of a list's store (a ``PageStore``), for its runner to carry out in order:
/// a read waits for the writes before it, and each write for the one before.
package enum StoreAction<Key: Hashable & Sendable, Item: Identifiable & Sendable, Query: Equatable & Sendable>:
  Sendable
where Item.ID: Sendable {
  /// Read the list kept for a query, up to a number of rows (within the memory cap, so a restored
  /// list never holds more than the cap allows), within the cache's read deadline, and answer
  /// with ``ListEngine/storeAnswered(_:attempt:query:at:)`` (a failure or the deadline answers
  /// `nil`).
  case read(attempt: Int, query: Query, rowLimit: Int)
  /// Write a page of the source; `replacingList` for a generation's first page, which replaces
  /// what the store held for its query. Report a failure with
  /// ``ListEngine/storeWriteFailed(replacingList:)``.
  case write(StoredPage<Key, Item>, query: Query, replacingList: Bool)
  /// Drop every page the store holds for this list.
  case removeAll
}
