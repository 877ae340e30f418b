internal import OrderedCollections

extension PagingStateMachine {
  /// Replaces a row in place; an unknown id changes nothing.
  mutating func update(_ item: Item) {
    guard storage[item.id] != nil else { return }
    storage[item.id] = item
    rowsChanged = true
  }

  /// Inserts a row; an id already shown or an index out of `0...count` changes nothing.
  mutating func insert(_ item: Item, at index: Int) {
    guard storage[item.id] == nil, (0...storage.count).contains(index) else { return }
    storage.updateValue(item, forKey: item.id, insertingAt: index)
    seen.insert(item.id)
    if let anchor, anchor >= index { self.anchor = anchor + 1 }
    rowsChanged = true
  }

  /// Removes a row. Its id stays known, so a later page cannot bring it back.
  mutating func remove(_ id: Item.ID) {
    guard let index = storage.index(forKey: id) else { return }
    storage.remove(at: index)
    if let anchor {
      if storage.isEmpty {
        self.anchor = nil
      } else if anchor > index {
        self.anchor = anchor - 1
      } else {
        self.anchor = min(anchor, storage.count - 1)
      }
    }
    rowsChanged = true
    prefetch()
  }
}
