internal import DequeModule

/// The rows a list holds, the pages they came in, and the pages the memory cap dropped on
/// either side: dedupe, local edits, the ids the user removed, and positions that stay put.
/// A part of ``PagingStateMachine`` with state of its own; it decides nothing about loading.
///
/// Positions count placeholders: the rows of dropped pages, and beyond them the items a counting
/// source said lie further out (``Page/itemsBefore``, ``Page/itemsAfter``). The first row held is
/// at ``placeholdersBefore``.
struct RowStore<Key: Hashable & Sendable, Item: Identifiable & Sendable>: Sendable where Item.ID: Sendable {
  /// The placeholders on one side of the rows held: pages the memory cap dropped, then the
  /// items a counting source has not sent yet.
  struct Dropped: Sendable {
    /// The pages, the nearest to the rows held last.
    var slots: [PageSlot<Key>] = []
    /// All placeholders on this side: the dropped pages' rows and the counted items beyond them.
    var rows = 0
    /// The counted items beyond the dropped pages (``Page/itemsBefore``, ``Page/itemsAfter``).
    var counted = 0
  }

  /// The rows held, in order: every row, or with a memory cap the window around the user.
  private(set) var rows = RowTable<Item>()
  /// Ids the user removed in this generation, so a later page cannot bring them back.
  private var removed: Set<Item.ID> = []
  /// The pages of ``rows``, in order.
  private(set) var pages: Deque<PageSlot<Key>> = []
  private var before = Dropped()
  private var after = Dropped()

  /// Rows held.
  @inline(__always) var count: Int { rows.count }
  @inline(__always) var isEmpty: Bool { rows.isEmpty }
  /// Positions before the rows held: rows of dropped pages.
  @inline(__always) var placeholdersBefore: Int { before.rows }
  /// Positions after the rows held: rows of dropped pages.
  @inline(__always) var placeholdersAfter: Int { after.rows }
  /// Rows and placeholders: the positions a list shows.
  @inline(__always) var positionCount: Int { before.rows + rows.count + after.rows }
  /// The rows as a list shows them, with the placeholders around them.
  var view: Rows<Item> { Rows(rows, placeholdersBefore: before.rows, placeholdersAfter: after.rows) }

  /// The position of the row with an id. O(1).
  func index(of id: Item.ID) -> Int? { rows.offset(of: id).map { $0 + before.rows } }

  /// The id of the row at a position, or `nil` for a placeholder or out of range. O(1).
  func id(at index: Int) -> Item.ID? {
    let offset = index - before.rows
    return offset >= 0 && offset < rows.count ? rows.ids[offset] : nil
  }

  /// The pages dropped on one side.
  func dropped(_ side: LoadDirection) -> Dropped { side == .prepend ? before : after }

  /// Sets the counted placeholders on one side, beyond its dropped pages.
  mutating func setCounted(_ count: Int, at side: LoadDirection) {
    if side == .prepend {
      before.rows += count - before.counted
      before.counted = count
    } else {
      after.rows += count - after.counted
      after.counted = count
    }
  }

  /// Sets all the placeholders on one side to what a counting source says lies there: the
  /// dropped pages' rows, then counted ones. Dropped pages that stand for more than that (their
  /// rows moved to a neighbouring page since) stand for fewer, the farthest first.
  mutating func setPlaceholders(_ count: Int, at side: LoadDirection) {
    var dropped = side == .prepend ? before : after
    var excess = dropped.rows - dropped.counted - count
    var index = 0
    while excess > 0, index < dropped.slots.count {
      let cut = min(excess, dropped.slots[index].count)
      dropped.slots[index].count -= cut
      dropped.rows -= cut
      excess -= cut
      index += 1
    }
    if side == .prepend { before = dropped } else { after = dropped }
    setCounted(max(0, count - (dropped.rows - dropped.counted)), at: side)
  }

  /// Forgets everything: rows, pages, placeholders, removed ids.
  mutating func clear() {
    self = RowStore()
  }

  /// Replaces everything with a first page; the first row of an id wins.
  ///
  /// - Returns: The duplicates dropped.
  mutating func replace(with items: [Item], slot: PageSlot<Key>) -> Int {
    clear()
    let added = rows.append(items)
    pages = [PageSlot(key: slot.key, loadSize: slot.loadSize, direction: slot.direction, count: added)]
    return items.count - added
  }

  /// Adds the new rows of a page at one end: not held, not removed by the user, the first of
  /// their id in the page. A row costs one hash and a probe of the index (see ``RowTable``).
  ///
  /// - Returns: How many rows were new.
  mutating func add(_ items: [Item], at side: LoadDirection) -> Int {
    side == .prepend ? rows.prepend(items, excluding: removed) : rows.append(items, excluding: removed)
  }

  /// Records the page that brought rows at one end.
  mutating func addPage(_ slot: PageSlot<Key>, at side: LoadDirection) {
    if side == .prepend { pages.prepend(slot) } else { pages.append(slot) }
  }

  /// The ids of the page at one end of the rows held.
  func idsOfPage(at side: LoadDirection) -> [Item.ID] {
    guard let slot = side == .prepend ? pages.first : pages.last else { return [] }
    return side == .prepend ? Array(rows.ids.prefix(slot.count)) : Array(rows.ids.suffix(slot.count))
  }

  /// Drops the page at one end of the rows held; its rows become placeholders.
  ///
  /// - Returns: The page, to load again with its request.
  mutating func dropPage(at side: LoadDirection) -> PageSlot<Key> {
    let slot: PageSlot<Key>
    if side == .prepend {
      slot = pages.removeFirst()
      rows.removeFirst(slot.count)
      before.slots.append(slot)
      before.rows += slot.count
    } else {
      slot = pages.removeLast()
      rows.removeLast(slot.count)
      after.slots.append(slot)
      after.rows += slot.count
    }
    return slot
  }

  /// Takes back the dropped page nearest the rows held on one side (it is loading again):
  /// its placeholders go; the page's rows come with ``add(_:at:)``, and the placeholders beyond
  /// are recounted from the page (``setPlaceholders(_:at:)``).
  mutating func takeDroppedPage(at side: LoadDirection) {
    let slot = side == .prepend ? before.slots.removeLast() : after.slots.removeLast()
    if side == .prepend { before.rows -= slot.count } else { after.rows -= slot.count }
  }

  /// Replaces a row in place.
  ///
  /// - Returns: Whether the id is held.
  mutating func update(_ item: Item) -> Bool {
    guard let offset = rows.offset(of: item.id) else { return false }
    rows.replace(at: offset, with: item)
    return true
  }

  /// Inserts a row at a position among the rows held (placeholders count as positions).
  ///
  /// - Returns: Whether it went in: not when the id is held or the position is outside the
  ///   rows held.
  mutating func insert(_ item: Item, at index: Int) -> Bool {
    let offset = index - before.rows
    guard rows.offset(of: item.id) == nil, (0...rows.count).contains(offset) else { return false }
    rows.insert(item, at: offset)
    removed.remove(item.id)
    adjustPageCount(containing: max(0, offset - 1), by: 1)
    return true
  }

  /// Removes a row; its id is remembered, so a later page cannot bring it back.
  ///
  /// - Returns: The position it had, or `nil` when the id is not held.
  mutating func remove(_ id: Item.ID) -> Int? {
    guard let offset = rows.offset(of: id) else { return nil }
    rows.remove(at: offset)
    removed.insert(id)
    adjustPageCount(containing: offset, by: -1)
    return offset + before.rows
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
