internal import DequeModule
internal import OrderedCollections

extension PagingStateMachine {
  /// Replaces a row in place; an unknown id changes nothing.
  mutating func update(_ item: Item) {
    guard storage[item.id] != nil else { return }
    storage[item.id] = item
    rowsChanged = true
  }

  /// Inserts a row at a position among the rows held (placeholders count as positions); an id
  /// already shown or a position outside the rows held changes nothing.
  mutating func insert(_ item: Item, at index: Int) {
    let offset = index - placeholdersBefore
    guard storage[item.id] == nil, (0...storage.count).contains(offset) else { return }
    storage.updateValue(item, forKey: item.id, insertingAt: offset)
    removed.remove(item.id)
    adjustPageCount(containing: max(0, offset - 1), by: 1)
    if let anchor, anchor >= index { self.anchor = anchor + 1 }
    rowsChanged = true
  }

  /// Removes a row. Its id is remembered, so a later page cannot bring it back.
  mutating func remove(_ id: Item.ID) {
    guard let offset = storage.index(forKey: id) else { return }
    storage.remove(at: offset)
    removed.insert(id)
    adjustPageCount(containing: offset, by: -1)
    let index = offset + placeholdersBefore
    if let anchor {
      if positionCount == 0 {
        self.anchor = nil
      } else if anchor > index {
        self.anchor = anchor - 1
      } else {
        self.anchor = min(anchor, positionCount - 1)
      }
    }
    rowsChanged = true
    prefetch()
  }

  /// Keeps the page counts in step with the rows: the page holding a row offset grows or
  /// shrinks by `delta`.
  private mutating func adjustPageCount(containing offset: Int, by delta: Int) {
    var start = 0
    for index in pages.indices {
      let end = start + pages[index].count
      if offset < end || index == pages.count - 1 {
        pages[index].count += delta
        return
      }
      start = end
    }
  }
}
