/// The rows on screen by position, and the direction the screen moves: the one record of the
/// screen that every detail level reads (a level keeps only what is its own: the rows awaiting
/// their reveal, its settle timer, where its loads are). Paging counts rows on screen apart
/// (``ScrollPosition/rowsOnScreen``, placeholders included).
///
/// Positions of rows only: a placeholder of a dropped page is no row for the detail levels.
struct RowsOnScreen: Sendable, Equatable {
  /// The positions of the rows on screen.
  var positions: Set<Int> = []
  /// The position of the row that appeared last.
  var lastAppearedIndex: Int?
  /// Whether the screen moves down (rows appear below the last one).
  var scrollingDown = true
  /// Row events so far: a snapshot of ids taken before the rows changed is good only if no row
  /// event came after it.
  var rowEvents = 0

  /// Records that the row at a position appeared.
  ///
  /// - Returns: Whether it was not on screen before.
  mutating func appear(_ index: Int) -> Bool {
    rowEvents &+= 1
    if let last = lastAppearedIndex, index != last { scrollingDown = index > last }
    lastAppearedIndex = index
    return positions.insert(index).inserted
  }

  /// Records that the row at a position left the screen.
  ///
  /// - Returns: Whether it was on screen.
  mutating func disappear(_ index: Int) -> Bool {
    rowEvents &+= 1
    return positions.remove(index) != nil
  }

  /// The first and last positions on screen.
  @inline(__always)
  var bounds: (low: Int, high: Int)? {
    var iterator = positions.makeIterator()
    guard let first = iterator.next() else { return nil }
    var (low, high) = (first, first)
    while let index = iterator.next() {
      if index < low { low = index } else if index > high { high = index }
    }
    return (low, high)
  }

  /// Rows between a position and the screen; `Int.max` for a row the list no longer holds
  /// (``DetailScreen/gone``).
  @inline(__always)
  func distance(of index: Int, low: Int, high: Int) -> Int {
    guard index != DetailScreen.gone else { return .max }
    return index < low ? low - index : (index > high ? index - high : 0)
  }

  /// After the rows changed: the rows on screen where the change put them, from the ids on
  /// screen before it (when no row event came between), else the positions that still hold a
  /// row. The last row that appeared moves with the rows, so the scroll direction holds.
  ///
  /// - Parameters:
  ///   - before: The rows on screen before the change, by position and id, and the row events
  ///     counted then.
  ///   - rows: The list's rows now.
  /// - Returns: Where each row on screen moved (old position → new), when they were known by
  ///   id; the shift of the rows, if any.
  mutating func remap<ID>(
    from before: (rows: [(index: Int, id: ID)], rowEvents: Int)?, _ rows: some RowIndexing<ID>
  ) -> (moves: [Int: Int]?, shift: Int?) {
    guard let before, before.rowEvents == rowEvents else {
      positions = positions.filter { rows.id($0) != nil }
      return (nil, nil)
    }
    var moved: Set<Int> = []
    var moves: [Int: Int] = [:]
    // The shift of the last row that appeared, else of the top row still held: never of
    // whichever row the set happens to list first.
    var shift: Int?
    var top: (index: Int, shift: Int)?
    for (old, id) in before.rows {
      guard let new = rows.index(id) else { continue }
      moved.insert(new)
      moves[old] = new
      if old == lastAppearedIndex { shift = new - old }
      if old < top?.index ?? .max { top = (old, new - old) }
    }
    shift = shift ?? top?.shift
    if let shift { lastAppearedIndex = lastAppearedIndex.map { $0 + shift } }
    positions = moved
    return (moves, shift)
  }
}
