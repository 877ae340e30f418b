extension Rows {
  /// The separator above a row, from the row above it and the row: `make(above, row)`, with
  /// `above` `nil` at the top of the list. Nothing is made where the row above is not known:
  /// above the first row held unless it is the list's top, or next to a placeholder of a page
  /// the memory cap dropped. O(1). ``AsyncListModel/separator(before:_:)`` passes `topReached`
  /// from the list's presentation.
  ///
  /// - Parameters:
  ///   - id: The row's id.
  ///   - topReached: Whether nothing more loads above the first row (the header ended).
  ///   - make: The separator between two rows (`before`, `after`), or `nil` for none.
  /// - Returns: The separator above the row, or `nil`.
  public func separator<Separator>(
    before id: Item.ID, topReached: Bool, _ make: (_ before: Item?, _ after: Item?) -> Separator?
  ) -> Separator? {
    guard let index = index(of: id), let row = item(at: index) else { return nil }
    if index > placeholdersBefore {
      guard let above = item(at: index - 1) else { return nil }
      return make(above, row)
    }
    guard placeholdersBefore == 0, topReached else { return nil }
    return make(nil, row)
  }

  /// The separator below the last row once nothing more loads below it: `make(last, nil)`.
  /// ``AsyncListModel/separatorAtEnd(_:)`` passes `endReached` from the list's presentation.
  ///
  /// - Parameters:
  ///   - endReached: Whether the list ended (its footer says so).
  ///   - make: The separator between two rows (`before`, `after`), or `nil` for none.
  /// - Returns: The separator below the last row, or `nil`.
  public func separatorAtEnd<Separator>(
    endReached: Bool, _ make: (_ before: Item?, _ after: Item?) -> Separator?
  ) -> Separator? {
    guard placeholdersAfter == 0, endReached, let last else { return nil }
    return make(last, nil)
  }
}
