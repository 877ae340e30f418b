extension AsyncListModel {
  /// Reports the rows on screen as one range of positions, for views that know their visible
  /// range rather than each row's appearance (a lazy stack, a terminal, a collection view's
  /// index paths): the model works out which rows appeared and which left.
  ///
  /// Rows are told apart by id, so after a refresh that puts other rows at the same positions
  /// the new rows are reported as appearing; placeholders of dropped pages
  /// (``PagingConfiguration/maxLoadedRows``) by position, so one that comes into view loads its
  /// page back. New rows are reported in the direction of the scroll (bottom-most last when
  /// the range moves down, top-most last when it moves up), so the last row reported is where
  /// the user is heading. O(rows in the range) per call.
  ///
  /// - Parameter range: Positions on screen, placeholders included; clamped to
  ///   `0..<rows.totalCount`. A range wholly past the rows (a view that shows the footer, or
  ///   positions it expects) means the user is at the end: the last row counts as on screen, so
  ///   the next page loads instead of the list waiting.
  public func visibleRowsChanged(to range: Range<Int>) {
    let count = machine.position.positionCount
    let range = count > 0 && range.lowerBound >= count ? count - 1..<count : range.clamped(to: 0..<count)
    var ids = Set<Item.ID>(minimumCapacity: range.count)
    var placeholders: Set<Int> = []
    for index in range {
      if let id = rowID(at: index) { ids.insert(id) } else { placeholders.insert(index) }
    }
    for id in screen.ids where !ids.contains(id) {
      if let index = rowIndex(of: id) { rowDisappeared(at: index) }
    }
    for index in screen.placeholders where !placeholders.contains(index) { placeholderDisappeared(at: index) }
    let movingUp = range.lowerBound < screen.range.lowerBound
    let order: [Int] = movingUp ? range.reversed() : Array(range)
    let before = screen
    screen = ScreenRows(ids: ids, placeholders: placeholders, range: range)
    for index in order {
      if let id = rowID(at: index) {
        if !before.ids.contains(id) { rowAppeared(at: index) }
      } else if !before.placeholders.contains(index) {
        rowAppeared(at: index)
      }
    }
  }

  /// After the rows changed: rows that left the list are no longer on screen for
  /// ``visibleRowsChanged(to:)``, so one that comes back is reported again (the detail loaders
  /// forgot it when it left). Each row forgotten leaves the count of rows on screen, which the
  /// memory cap keeps around the user.
  func forgetScreenRowsGone(newGeneration: Bool) {
    forgetIDsOnScreenGone()
    guard !screen.ids.isEmpty || !screen.placeholders.isEmpty else { return }
    // A new generation that kept its rows (a refresh under way, a new query shown over the old
    // rows) keeps them on screen: they are counted, and the next range reports only what moved.
    let before = screen.ids.count + screen.placeholders.count
    screen.ids = screen.ids.filter { rowIndex(of: $0) != nil }
    screen.placeholders = screen.placeholders.filter { rowID(at: $0) == nil }
    if newGeneration && screen.ids.isEmpty { screen.placeholders = [] }
    for _ in 0..<before - screen.ids.count - screen.placeholders.count { machine.position.rowDisappeared() }
  }

  /// The row highest on screen among those the view reported with ``rowAppeared(id:)``, or `nil`:
  /// for a front end that keeps it in place when a page is added above the rows. Not observed.
  /// O(rows on screen).
  public var topRowOnScreenID: Item.ID? {
    lifecycle.idsOnScreen.min { (rowIndex(of: $0) ?? .max) < (rowIndex(of: $1) ?? .max) }
  }
}
