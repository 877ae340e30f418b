/// The index of ``RowTable``: from a row's hash value to its position, in integers only.
///
/// Not generic on purpose: the compiler cannot specialise the engine for the app's row type,
/// and generic collection code pays a runtime metadata lookup per call. Here everything is an
/// integer, compiled once and fast; the caller compares ids only when hashes are equal.
///
/// Linear probing over a power-of-two table kept at most half full. A slot holds a stamp,
/// `base + offset`, so rows added in front or removed from the front shift no entry. Hashes and
/// stamps are 32 bits (a hash's low half decides its slot anyway, and equal halves only mean
/// comparing ids): 4 bytes a row and 8–16 a row of slots.
struct HashIndex: Sendable {
  /// The rows' hash values (their low 32 bits), by offset.
  private(set) var hashes: [Int32] = []
  /// A stamp per used slot, ``vacant`` elsewhere.
  private var slots: [Int32] = []
  /// The stamp of offset 0; set back to 0 whenever the index is built again.
  private var base: Int32 = 0

  private var vacant: Int32 { .min }

  /// Rows indexed.
  var count: Int { hashes.count }

  /// The slot of the first row with this hash for which `matches(offset)` holds, or the vacant
  /// slot where a new row with this hash would go.
  func find(hash wide: Int, matching matches: (Int) -> Bool) -> (slot: Int, offset: Int?) {
    guard !slots.isEmpty else { return (0, nil) }
    let hash = Int32(truncatingIfNeeded: wide)
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while slots[slot] != vacant {
      let offset = Int(slots[slot] &- base)
      if hashes[offset] == hash, matches(offset) { return (slot, offset) }
      slot = (slot &+ 1) & mask
    }
    return (slot, nil)
  }

  /// Appends rows in order while no row indexed (nor an earlier one of these) has the same
  /// hash: those rows are new for certain, and no id is compared.
  ///
  /// - Returns: How many went in; the next one needs its id compared.
  mutating func appendDistinct(_ newHashes: [Int]) -> Int {
    reserve(for: hashes.count + newHashes.count)
    let (mask, base, vacant) = (slots.count - 1, self.base, self.vacant)
    // Through buffers, the arrays moved out of `self` for the loop: no bounds check or
    // uniqueness check per row, and no access to `self` overlapping the slots' buffer.
    var (slots, hashes) = (self.slots, self.hashes)
    (self.slots, self.hashes) = ([], [])
    defer { (self.slots, self.hashes) = (slots, hashes) }
    return slots.withUnsafeMutableBufferPointer { slots in
      for (index, wide) in newHashes.enumerated() {
        let hash = Int32(truncatingIfNeeded: wide)
        var slot = Int(hash) & mask
        while slots[slot] != vacant {
          if hashes[Int(slots[slot] &- base)] == hash { return index }
          slot = (slot &+ 1) & mask
        }
        slots[slot] = base &+ Int32(hashes.count)
        hashes.append(hash)
      }
      return newHashes.count
    }
  }

  /// Appends one row at the vacant slot ``find(hash:matching:)`` returned, after
  /// ``reserve(for:)`` made room for it.
  mutating func append(_ hash: Int, at slot: Int) {
    slots[slot] = base &+ Int32(hashes.count)
    hashes.append(Int32(truncatingIfNeeded: hash))
  }

  /// Puts the rows of another index in front (their ids are not indexed here).
  mutating func prepend(_ other: HashIndex) {
    reserve(for: hashes.count + other.count)
    hashes.insert(contentsOf: other.hashes, at: 0)
    guard base > Self.drift.lowerBound else { return rebuild(size: slots.count) }
    base = base &- Int32(other.count)
    for offset in other.hashes.indices { link(offset) }
  }

  /// Removes the first `k` rows.
  mutating func removeFirst(_ k: Int) {
    for offset in 0..<k { unlink(offset) }
    hashes.removeFirst(k)
    base = base &+ Int32(k)
    if base > Self.drift.upperBound { rebuild(size: slots.count) }
  }

  /// How far ``base`` may drift (rows added in front, rows removed from the front) before the
  /// index is built again from 0: far from the ends of 32 bits.
  private static var drift: ClosedRange<Int32> { -(1 << 30)...(1 << 30) }

  /// Removes the last `k` rows.
  mutating func removeLast(_ k: Int) {
    for offset in (hashes.count - k)..<hashes.count { unlink(offset) }
    hashes.removeLast(k)
  }

  /// Inserts a row at an offset. O(count).
  mutating func insert(_ hash: Int, at offset: Int) {
    hashes.insert(Int32(truncatingIfNeeded: hash), at: offset)
    rebuild(size: slots.count)
  }

  /// Removes the rows at some offsets (`gone[offset]`). O(count).
  mutating func removeRows(_ gone: [Bool]) {
    hashes = hashes.indices.filter { !gone[$0] }.map { hashes[$0] }
    rebuild(size: slots.count)
  }

  /// Makes room for `count` rows, at most half full.
  mutating func reserve(for count: Int) {
    guard slots.count < 2 * count || slots.isEmpty else { return }
    rebuild(size: 2 * count)
  }

  /// Indexes every row again, in a power of two of slots, at least `size` and at least twice
  /// the rows.
  private mutating func rebuild(size minimum: Int) {
    var size = 16
    while size < minimum || size < 2 * hashes.count { size <<= 1 }
    slots = Array(repeating: vacant, count: size)
    base = 0
    for offset in hashes.indices { link(offset) }
  }

  private mutating func link(_ offset: Int) {
    let mask = slots.count - 1
    var slot = Int(hashes[offset]) & mask
    while slots[slot] != vacant { slot = (slot &+ 1) & mask }
    slots[slot] = base &+ Int32(offset)
  }

  /// Takes a row out, shifting back the entries after it that would no longer be found
  /// (linear probing's deletion, with no tombstones).
  private mutating func unlink(_ offset: Int) {
    let mask = slots.count - 1
    let stamp = base &+ Int32(offset)
    var hole = Int(hashes[offset]) & mask
    while slots[hole] != stamp { hole = (hole &+ 1) & mask }
    var next = (hole &+ 1) & mask
    while slots[next] != vacant {
      let home = Int(hashes[Int(slots[next] &- base)]) & mask
      // The entry may fill the hole when the hole lies between its home slot and its slot.
      if (next &- home) & mask >= (next &- hole) & mask {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next &+ 1) & mask
    }
    slots[hole] = vacant
  }
}
