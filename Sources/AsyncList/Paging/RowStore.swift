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
    var slots: [PageSlot] = []
    /// All placeholders on this side: the dropped pages' rows and the counted items beyond them.
    var rows = 0
    /// The counted items beyond the dropped pages (``Page/itemsBefore``, ``Page/itemsAfter``).
    var counted = 0
    /// Whether ``counted`` is known: a page counted this side, or the list reached its end.
    var isKnown = false
  }

  /// The rows held, in order: every row, or with a memory cap the window around the user.
  var rows = RowTable<Item>()
  /// Ids the user removed in this generation, so a later page cannot bring them back.
  var removed: Set<Item.ID> = []
  /// The pages of ``rows``, in order.
  var pages: Deque<PageSlot> = []
  private var before = Dropped()
  private var after = Dropped()
  /// The changes to the positions since a face last took them.
  var changes = ChangeRecorder()

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

  /// The items of the whole list, when both sides are known (``Dropped/isKnown``).
  var knownCount: Int? { before.isKnown && after.isKnown ? positionCount : nil }

  /// Puts back the pages the memory cap had dropped on a side, as they were, after the rows held
  /// were replaced (a refresh of every page held): their placeholders stand again.
  mutating func restoreDropped(_ dropped: Dropped, at side: LoadDirection) {
    changes.reload()
    if side == .prepend { before = dropped } else { after = dropped }
  }

  /// Says whether a side's count is known: a page counted it, or the list ended there. A page
  /// that does not say keeps what is known.
  mutating func setKnown(_ known: Bool, at side: LoadDirection) {
    if side == .prepend { before.isKnown = known } else { after.isKnown = known }
  }

  /// The pages dropped on one side.
  func dropped(_ side: LoadDirection) -> Dropped { side == .prepend ? before : after }

  /// Sets the counted placeholders on one side, beyond its dropped pages.
  mutating func setCounted(_ count: Int, at side: LoadDirection) {
    if side == .prepend {
      recordPlaceholders(count - before.counted, at: side)
      before.rows += count - before.counted
      before.counted = count
    } else {
      recordPlaceholders(count - after.counted, at: side)
      after.rows += count - after.counted
      after.counted = count
    }
  }

  /// Records counted placeholders added (or removed, when `delta` is negative) on one side,
  /// at the end of their run nearest the rows: placeholders all look alike, and so a page that
  /// lands where counted placeholders were is recorded as those positions replaced.
  private mutating func recordPlaceholders(_ delta: Int, at side: LoadDirection) {
    let position = countedEdge(side) - (side == .prepend && delta < 0 ? -delta : 0)
    if delta > 0 { changes.insert(at: position, count: delta) }
    if delta < 0 { changes.remove(at: position, count: -delta) }
  }

  /// The position between the counted placeholders of a side and the rest: the end of those
  /// before the rows, the start of those after them.
  private func countedEdge(_ side: LoadDirection) -> Int {
    side == .prepend ? before.counted : before.rows + rows.count + after.rows - after.counted
  }

  /// Sets all the placeholders on one side to what a counting source says lies there: the
  /// dropped pages' rows, then counted ones. Dropped pages that stand for more than that (their
  /// rows moved to a neighbouring page since) stand for fewer, the farthest first.
  mutating func setPlaceholders(_ count: Int, at side: LoadDirection) {
    var dropped = side == .prepend ? before : after
    var excess = dropped.rows - dropped.counted - count
    var index = 0
    var cutSoFar = 0
    while excess > 0, index < dropped.slots.count {
      let cut = min(excess, dropped.slots[index].count)
      dropped.slots[index].count -= cut
      dropped.rows -= cut
      // The farthest dropped page, next to the counted placeholders, loses positions first.
      let edge = countedEdge(side)
      changes.remove(at: side == .prepend ? edge : edge - cutSoFar - cut, count: cut)
      cutSoFar += cut
      excess -= cut
      index += 1
    }
    if side == .prepend { before = dropped } else { after = dropped }
    setCounted(max(0, count - (dropped.rows - dropped.counted)), at: side)
  }

  /// Forgets everything: rows, pages, placeholders, removed ids.
  mutating func clear() {
    var changes = self.changes
    changes.reload()
    self = RowStore()
    self.changes = changes
  }

  /// Replaces everything with a first page; the first row of an id wins.
  ///
  /// - Returns: The duplicates dropped.
  mutating func replace(with items: [Item], slot: PageSlot) -> Int {
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
    let position = side == .prepend ? before.rows : before.rows + rows.count
    let added = side == .prepend ? rows.prepend(items, excluding: removed) : rows.append(items, excluding: removed)
    changes.insert(at: position, count: added)
    return added
  }

  /// Records the page that brought rows at one end.
  mutating func addPage(_ slot: PageSlot, at side: LoadDirection) {
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
  mutating func dropPage(at side: LoadDirection) -> PageSlot {
    let slot: PageSlot
    if side == .prepend {
      slot = pages.removeFirst()
      changes.replace(at: before.rows, count: slot.count)
      rows.removeFirst(slot.count)
      before.slots.append(slot)
      before.rows += slot.count
    } else {
      slot = pages.removeLast()
      changes.replace(at: before.rows + rows.count - slot.count, count: slot.count)
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
    changes.remove(at: side == .prepend ? before.rows - slot.count : before.rows + rows.count, count: slot.count)
    if side == .prepend { before.rows -= slot.count } else { after.rows -= slot.count }
  }
}
