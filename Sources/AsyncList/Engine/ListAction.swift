/// An output of a ``ListEngine``, for its runner to carry out.
package enum ListAction<Key: Hashable & Sendable, Item: Identifiable & Sendable, Query: Equatable & Sendable>: Sendable
where Item.ID: Sendable {
  /// A paging action: load or cancel a page, start or stop a timer, publish the rows.
  case paging(PagingAction<Key, Query>)
  /// An action of the detail level at an index (its order of ``ListEngine/addLevel(_:)``):
  /// load or cancel a row's detail, start a timer, update a row, play a reveal.
  case detail(Int, DetailAction<Item.ID>)
  /// Rows with these ids left the list within the generation: the runner drops what it keeps
  /// for them (each level's row objects). The levels have forgotten their failures.
  case rowsLeft([Item.ID])
  /// The detail levels' counters changed without an action of theirs (they began or ended
  /// holding loads): the runner publishes them.
  case detailMetricsChanged
  /// Read or write the store (see ``StoreAction``).
  case store(StoreAction<Key, Item, Query>)
}
