/// The viewport as views report it: by id (SwiftUI's `onAppear`/`onDisappear`) or as one range
/// (a lazy stack, a terminal, a collection view), turned into the row events paging and the
/// detail levels count by position.
extension ListEngine {
  /// The row with an id appeared. A second appearance without a disappearance between counts
  /// once. O(1) amortized.
  ///
  /// - Parameters:
  ///   - id: The row's id; unknown ids are ignored.
  ///   - time: Now.
  /// - Returns: What the runner must do.
  package mutating func rowAppeared(id: Item.ID, at time: ListTime) -> [Action] {
    guard let index = paging.index(id), viewport.idsOnScreen.insert(id).inserted else { return [] }
    if viewport.idsOnScreen.count > viewport.idsOnScreenLimit {
      forgetIDsOnScreenGone()
      viewport.idsOnScreenLimit = max(1_024, 2 * viewport.idsOnScreen.count)
    }
    return rowAppeared(at: index, time: time)
  }

  /// The row with an id left the screen. O(1).
  ///
  /// - Parameter id: The row's id; ids not on screen (never reported, or gone) are ignored.
  /// - Returns: What the runner must do.
  package mutating func rowDisappeared(id: Item.ID) -> [Action] {
    guard viewport.idsOnScreen.remove(id) != nil, let index = paging.index(id) else { return [] }
    return rowDisappeared(at: index)
  }

  /// The rows on screen as one range of positions: the engine works out which rows appeared and
  /// which left, rows by id and placeholders by position, new rows in the direction of the
  /// scroll. O(rows in the range).
  ///
  /// - Parameters:
  ///   - range: Positions on screen; a range wholly past the rows means the user is at the end
  ///     (the last row counts as on screen).
  ///   - time: Now.
  /// - Returns: What the runner must do.
  package mutating func visibleRowsChanged(to range: Range<Int>, at time: ListTime) -> [Action] {
    let count = paging.position.positionCount
    let range = count > 0 && range.lowerBound >= count ? count - 1..<count : range.clamped(to: 0..<count)
    var ids = Set<Item.ID>(minimumCapacity: range.count)
    var placeholders: Set<Int> = []
    for index in range {
      if let id = paging.id(index) { ids.insert(id) } else { placeholders.insert(index) }
    }
    var actions: [Action] = []
    for id in viewport.range.ids where !ids.contains(id) {
      if let index = paging.index(id) { actions += rowDisappeared(at: index) }
    }
    for index in viewport.range.placeholders where !placeholders.contains(index) {
      placeholderDisappeared(at: index)
    }
    let movingUp = range.lowerBound < viewport.range.range.lowerBound
    let order: [Int] = movingUp ? range.reversed() : Array(range)
    let before = viewport.range
    viewport.range = ScreenRows(ids: ids, placeholders: placeholders, range: range)
    for index in order {
      if let id = paging.id(index) {
        if !before.ids.contains(id) { actions += rowAppeared(at: index, time: time) }
      } else if !before.placeholders.contains(index) {
        actions += rowAppeared(at: index, time: time)
      }
    }
    return actions
  }

  /// The row highest on screen among those reported by id, or `nil`. O(rows on screen).
  package var topRowOnScreenID: Item.ID? {
    viewport.idsOnScreen.min { (paging.index($0) ?? .max) < (paging.index($1) ?? .max) }
  }

  /// Rows reported on screen by id that the list no longer holds leave the screen now, once.
  mutating func forgetIDsOnScreenGone() {
    guard !viewport.idsOnScreen.isEmpty else { return }
    let before = viewport.idsOnScreen.count
    viewport.idsOnScreen = viewport.idsOnScreen.filter { paging.index($0) != nil }
    for _ in 0..<before - viewport.idsOnScreen.count { paging.position.rowDisappeared() }
  }

  /// After the rows changed: rows that left the list are no longer on screen, so one that comes
  /// back is reported again. Each row forgotten leaves the count of rows on screen, which the
  /// memory cap keeps around the user.
  mutating func forgetScreenRowsGone(newGeneration: Bool) {
    forgetIDsOnScreenGone()
    guard !viewport.range.ids.isEmpty || !viewport.range.placeholders.isEmpty else { return }
    // A new generation that kept its rows (a refresh under way, a new query shown over the old
    // rows) keeps them on screen: they are counted, and the next range reports only what moved.
    let before = viewport.range.ids.count + viewport.range.placeholders.count
    viewport.range.ids = viewport.range.ids.filter { paging.index($0) != nil }
    viewport.range.placeholders = viewport.range.placeholders.filter { paging.id($0) == nil }
    if newGeneration && viewport.range.ids.isEmpty { viewport.range.placeholders = [] }
    let gone = before - viewport.range.ids.count - viewport.range.placeholders.count
    for _ in 0..<gone { paging.position.rowDisappeared() }
  }
}
