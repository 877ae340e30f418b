/// An output of a ``ListEngine``, for its runner to carry out.
package enum ListAction<Key: Hashable & Sendable, Item: Identifiable & Sendable, Query: Equatable & Sendable>: Sendable
where Item.ID: Sendable {
  /// A paging action: load or cancel a page, start or stop a timer, publish the rows. A page
  /// loads from the source unless ``readStoreFirst(_:)`` came just before it.
  case paging(PagingAction)
  /// The page load that comes next (`.paging(.load)` with this id) tries the store before the
  /// source: the list's store holds the list shown, and the load is not a generation's first
  /// page. Only a list with a store gives it.
  case readStoreFirst(LoadID)
  /// The event started a new generation (a reset, a refresh, a query, a jump): the runner's row
  /// objects of the old one go. It comes after paging's actions of the event.
  case newGeneration
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
