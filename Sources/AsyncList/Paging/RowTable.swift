/// The rows held, in order, with their ids and an O(1) index from id to position.
///
/// Built for the cost of a page landing in code the compiler cannot specialise for the app's
/// row type. The index is a ``HashIndex`` over the ids' hash values, in integers only. A row
/// costs one `id` read and one hash; ids are compared only when two hashes are equal (a
/// duplicate, in practice). Rows and ids go in with one bulk append per page, never one
/// generic collection call per row.
struct RowTable<Item: Identifiable & Sendable>: Sendable where Item.ID: Sendable {
  /// The rows, in order.
  private(set) var items: [Item] = []
  /// Their ids, in the same order.
  private(set) var ids: [Item.ID] = []
  private var index = HashIndex()

  /// Rows held: kept by every change, so that reading it is no call on an array of the app's
  /// rows (in code not specialised for their type, even an array's count asks the runtime for
  /// the array's type).
  private(set) var count = 0
  /// Whether no row is held.
  @inline(__always) var isEmpty: Bool { count == 0 }

  /// The offset of the row with an id. O(1).
  func offset(of id: Item.ID) -> Int? {
    index.find(hash: id.hashValue) { ids[$0] == id }.offset
  }

  /// The row with an id. O(1).
  subscript(id id: Item.ID) -> Item? { offset(of: id).map { items[$0] } }

  /// Appends the rows of a page whose ids are not held, the first of an id in the page, and
  /// not in `excluded`.
  ///
  /// - Returns: How many rows went in.
  mutating func append(_ page: [Item], excluding excluded: Set<Item.ID> = []) -> Int {
    let held = items.count
    // Through buffers: in code not specialised for the row type, an array's own `map` and
    // iteration go through the collection protocols' witnesses for every row.
    let pageIDs = page.withUnsafeBufferPointer { rows in
      [Item.ID](unsafeUninitializedCapacity: rows.count) { ids, initialized in
        for row in 0..<rows.count { (ids.baseAddress! + row).initialize(to: rows[row].id) }
        initialized = rows.count
      }
    }
    let pageHashes = Self.hashValues(of: pageIDs)
    let distinct = excluded.isEmpty ? index.appendDistinct(pageHashes) : 0
    if distinct == page.count {
      items.append(contentsOf: page)
      ids.append(contentsOf: pageIDs)
      count = items.count
      return page.count
    }
    items.append(contentsOf: page[..<distinct])
    ids.append(contentsOf: pageIDs[..<distinct])
    // From the first row whose hash is already there: compare ids.
    index.reserve(for: held + page.count)
    for row in distinct..<page.count {
      let id = pageIDs[row]
      let (slot, found) = index.find(hash: pageHashes[row]) { ids[$0] == id }
      guard found == nil, !excluded.contains(id) else { continue }
      index.append(pageHashes[row], at: slot)
      items.append(page[row])
      ids.append(id)
    }
    count = items.count
    return items.count - held
  }

  /// The ids' hash values, in a function generic over the id type itself: code generic over the
  /// row type asks the runtime for the ids' `Hashable` conformance at every row.
  private static func hashValues<ID: Hashable>(of ids: [ID]) -> [Int] {
    ids.withUnsafeBufferPointer { ids in
      [Int](unsafeUninitializedCapacity: ids.count) { hashes, initialized in
        for row in 0..<ids.count { hashes[row] = ids[row].hashValue }
        initialized = ids.count
      }
    }
  }

  /// Puts the rows of a page in front, in the page's order: those whose ids are not held, the
  /// first of an id in the page, and not in `excluded`.
  ///
  /// - Returns: How many rows went in.
  mutating func prepend(_ page: [Item], excluding excluded: Set<Item.ID> = []) -> Int {
    var fresh = RowTable()
    _ = fresh.append(page, excluding: excluded)
    fresh.removeRows(fresh.ids.map { offset(of: $0) != nil })
    guard !fresh.isEmpty else { return 0 }
    items.insert(contentsOf: fresh.items, at: 0)
    ids.insert(contentsOf: fresh.ids, at: 0)
    index.prepend(fresh.index)
    count = items.count
    return fresh.count
  }

  /// Removes the first `k` rows.
  mutating func removeFirst(_ k: Int) {
    items.removeFirst(k)
    ids.removeFirst(k)
    index.removeFirst(k)
    count = items.count
  }

  /// Removes the last `k` rows.
  mutating func removeLast(_ k: Int) {
    items.removeLast(k)
    ids.removeLast(k)
    index.removeLast(k)
    count = items.count
  }

  /// Replaces the row at an offset with one of the same id.
  mutating func replace(at offset: Int, with item: Item) {
    items[offset] = item
  }

  /// Inserts a row whose id is not held at an offset in `0...count`. O(count).
  mutating func insert(_ item: Item, at offset: Int) {
    let id = item.id
    items.insert(item, at: offset)
    ids.insert(id, at: offset)
    index.insert(id.hashValue, at: offset)
    count = items.count
  }

  /// Removes the row at an offset. O(count).
  mutating func remove(at offset: Int) {
    var gone = [Bool](repeating: false, count: count)
    gone[offset] = true
    removeRows(gone)
  }

  /// Removes the rows where `gone[offset]` holds. O(count).
  private mutating func removeRows(_ gone: [Bool]) {
    guard gone.contains(true) else { return }
    items = items.indices.filter { !gone[$0] }.map { items[$0] }
    ids = ids.indices.filter { !gone[$0] }.map { ids[$0] }
    index.removeRows(gone)
    count = items.count
  }
}
