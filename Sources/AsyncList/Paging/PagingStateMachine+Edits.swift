extension PagingStateMachine {
  /// Replaces a row in place; an unknown id changes nothing.
  mutating func update(_ item: Item) {
    if store.update(item) { rowsChanged = true }
  }

  /// Inserts a row at a position among the rows held (placeholders count as positions); an id
  /// already shown or a position outside the rows held changes nothing.
  mutating func insert(_ position: inout ScrollPosition, _ item: Item, at index: Int) {
    guard store.insert(item, at: index) else { return }
    if let anchor = position.anchor, anchor >= index {
      position.anchor = anchor + 1
      position.shift(by: 1)
    }
    rowsChanged = true
  }

  /// Removes a row. Its id is remembered, so a later page cannot bring it back.
  ///
  /// - Returns: The loads the rows that moved up call for.
  mutating func remove(_ position: inout ScrollPosition, _ id: Item.ID) -> [Action] {
    guard let index = store.remove(id) else { return [] }
    if tracksIDsLeft { idsLeft.append(id) }
    if freshness == .previousQuery, store.isEmpty { forgetPreviousQuery(&position) }
    if let anchor = position.anchor {
      if positionCount == 0 {
        position.anchor = nil
      } else if anchor > index {
        position.anchor = anchor - 1
        position.shift(by: -1)
      } else {
        position.anchor = min(anchor, positionCount - 1)
      }
    }
    rowsChanged = true
    return prefetch(&position)
  }

  /// The user removed the last of the previous query's rows, kept while the new query loads:
  /// nothing of that query is shown any more, so the list waits for the new query's first page
  /// as a first load (its spinner or its failure, not an empty list).
  private mutating func forgetPreviousQuery(_ position: inout ScrollPosition) {
    clearRows()
    freshness = .fresh
    position.anchor = nil
    position.forgetPosition()
    edges.waitForFirstPage()
    switch head {
    case .loading(let id, let attempts, refreshing: true): head = .loading(id, attempts: attempts, refreshing: false)
    case .failed(let failure, let timer, refreshing: true): head = .failed(failure, timer: timer, refreshing: false)
    default: break
    }
  }

  /// The ids of rows that left the rows held since the last call (see ``idsLeft``): a driver
  /// takes them once, after each event.
  package mutating func takeIDsLeft() -> [Item.ID] {
    defer { idsLeft = [] }
    return idsLeft
  }
}
