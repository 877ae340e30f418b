/// The rows held, by id and by position, for the detail levels the engine joins to paging.
extension PagingStateMachine: RowIndexing {
  package func index(_ id: Item.ID) -> Int? { store.index(of: id) }
  package func id(_ index: Int) -> Item.ID? { store.id(at: index) }
}
