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
    guard let index = paging.index(id), reports.idsOnScreen.insert(id).inserted else { return [] }
    if reports.idsOnScreen.count > reports.idsOnScreenLimit {
      forgetIDsOnScreenGone()
      reports.idsOnScreenLimit = max(1_024, 2 * reports.idsOnScreen.count)
    }
    return rowAppeared(at: index, time: time)
  }

  /// The row with an id left the screen. O(1).
  ///
  /// - Parameters:
  ///   - id: The row's id; ids not on screen (never reported, or gone) are ignored.
  ///   - time: Now.
  /// - Returns: What the runner must do.
  package mutating func rowDisappeared(id: Item.ID, at time: ListTime) -> [Action] {
    guard reports.idsOnScreen.remove(id) != nil, let index = paging.index(id) else { return [] }
    return rowDisappeared(at: index, time: time)
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
    waitBefore(time)
    defer { waitAfter() }
    let count = viewport.position.positionCount
    let range = count > 0 && range.lowerBound >= count ? count - 1..<count : range.clamped(to: 0..<count)
    var ids = Set<Item.ID>(minimumCapacity: range.count)
    var placeholders: Set<Int> = []
    for index in range {
      if let id = paging.id(index) { ids.insert(id) } else { placeholders.insert(index) }
    }
    var actions: [Action] = []
    // Rows that left, top first: each may plan, so their order must not be a set's.
    var left: [Int] = []
    for id in reports.range.ids where !ids.contains(id) {
      if let index = paging.index(id) { left.append(index) }
    }
    for index in left.sorted() { actions += rowDisappeared(at: index, time: time) }
    for index in reports.range.placeholders where !placeholders.contains(index) {
      placeholderDisappeared(at: index)
    }
    let movingUp = range.lowerBound < reports.range.range.lowerBound
    let order: [Int] = movingUp ? range.reversed() : Array(range)
    let before = reports.range
    reports.range = ScreenRows(ids: ids, placeholders: placeholders, range: range)
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
    reports.idsOnScreen.min { (paging.index($0) ?? .max) < (paging.index($1) ?? .max) }
  }

  /// Rows reported on screen by id that the list no longer holds leave the screen now, once.
  mutating func forgetIDsOnScreenGone() {
    guard !reports.idsOnScreen.isEmpty else { return }
    let before = reports.idsOnScreen.count
    reports.idsOnScreen = reports.idsOnScreen.filter { paging.index($0) != nil }
    for _ in 0..<before - reports.idsOnScreen.count { viewport.position.rowDisappeared() }
  }

  /// After the rows changed: rows that left the list are no longer on screen, so one that comes
  /// back is reported again. Each row forgotten leaves the count of rows on screen, which the
  /// memory cap keeps around the user.
  mutating func forgetScreenRowsGone(newGeneration: Bool) {
    forgetIDsOnScreenGone()
    guard !reports.range.ids.isEmpty || !reports.range.placeholders.isEmpty else { return }
    // A new generation that kept its rows (a refresh under way, a new query shown over the old
    // rows) keeps them on screen: they are counted, and the next range reports only what moved.
    let before = reports.range.ids.count + reports.range.placeholders.count
    reports.range.ids = reports.range.ids.filter { paging.index($0) != nil }
    reports.range.placeholders = reports.range.placeholders.filter { paging.id($0) == nil }
    if newGeneration && reports.range.ids.isEmpty { reports.range.placeholders = [] }
    let gone = before - reports.range.ids.count - reports.range.placeholders.count
    for _ in 0..<gone { viewport.position.rowDisappeared() }
  }
}

extension ListEngine {
  /// A refresh that keeps the user's place: the new generation's first page loads from `key`
  /// and starts at the row `id` (``PagingStateMachine/startRowID``); `nil` refreshes from the
  /// top.
  ///
  /// - Parameters:
  ///   - anchor: The key the source gave for where the user is, the row there (if a row is)
  ///     and its position.
  ///   - time: Now.
  /// - Returns: What the runner must do.
  package mutating func refresh(from anchor: (key: Key, id: Item.ID?, position: Int?)?, at time: ListTime) -> [Action] {
    paging.refreshAnchors.request(anchor)
    defer { paging.refreshAnchors.request(nil) }
    return handle(.refresh, at: time)
  }
}
