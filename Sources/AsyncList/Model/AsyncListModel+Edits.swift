extension AsyncListModel {
  /// Replaces the row that has the item's id, in place, without a reload.
  ///
  /// - Parameter item: The new value; a row with its id must be shown, or nothing happens.
  public func update(_ item: Item) {
    send(.update(item))
  }

  /// Inserts a row without a reload.
  ///
  /// Paging goes on from the same keys; the id counts as shown, so a later page that carries
  /// it is not shown twice.
  ///
  /// - Parameters:
  ///   - item: The new row; if its id is already shown, nothing happens.
  ///   - index: Its position, in `rows.startIndex...rows.endIndex` (`0...rows.count` without a
  ///     memory cap).
  public func insert(_ item: Item, at index: Int) {
    send(.insert(item, at: index))
  }

  /// Removes a row without a reload (the user deleted it).
  ///
  /// The id stays known for this generation, so a later page cannot bring the row back.
  ///
  /// - Parameter id: The row's id; an unknown id changes nothing.
  public func remove(id: Item.ID) {
    send(.remove(id))
  }
}
