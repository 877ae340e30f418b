/// An output of a ``ListEngine``, for its runner to carry out.
package enum ListAction<Key: Hashable & Sendable, Item: Identifiable & Sendable, Query: Equatable & Sendable>: Sendable
where Item.ID: Sendable {
  /// A paging action: cancel a page, start or stop a timer, publish the rows. A page to load
  /// comes as ``loadPage(_:_:readsStoreFirst:)``, never as `.paging(.load)`.
  case paging(PagingAction<Key, Query>)
  /// Load a page and report it with ``ListEngine/pageLanded(_:for:request:fromStore:at:)`` or as
  /// a failure; with `readsStoreFirst`, try the store before the source (the list's store holds
  /// the list shown, and the load is not a generation's first page).
  case loadPage(LoadID, PageRequest<Key, Query>, readsStoreFirst: Bool)
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
