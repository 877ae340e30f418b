/// Which positions around the screen hold a row whose detail is cached, as the engine last
/// looked: a filter a row event reads without generic types (the cache is keyed by the rows'
/// ids, which a row event does not have).
///
/// It may say "cached" for a row that is not (a detail evicted, a page reloaded with other rows):
/// the generic part then finds out. It never says "not cached" for a row that is: any change of
/// the rows forgets it (``invalidate()``), a detail that lands marks its row, and the engine
/// rebuilds it around a row that appears outside it.
struct CacheWindow: Sendable {
  /// The positions it knows about.
  private(set) var range: Range<Int> = 0..<0
  private var bits: [UInt64] = []

  /// Positions a rebuild covers on each side of the row that asked for it.
  static let reach = 48

  /// Whether it knows about a position.
  func knows(_ position: Int) -> Bool { range.contains(position) }

  /// Whether the row at a known position may have its detail cached.
  func mayHold(_ position: Int) -> Bool {
    let offset = position - range.lowerBound
    return bits[offset >> 6] & (1 << UInt64(offset & 63)) != 0
  }

  /// Forgets everything: the rows changed.
  mutating func invalidate() {
    range = 0..<0
  }

  /// Starts over for a range of positions, none marked.
  mutating func reset(to range: Range<Int>) {
    self.range = range
    bits.removeAll(keepingCapacity: true)
    bits.append(contentsOf: repeatElement(0, count: (range.count + 63) / 64))
  }

  /// Marks a position as holding a cached detail, or not; positions outside are ignored.
  mutating func mark(_ position: Int, cached: Bool) {
    guard range.contains(position) else { return }
    let offset = position - range.lowerBound
    if cached {
      bits[offset >> 6] |= 1 << UInt64(offset & 63)
    } else {
      bits[offset >> 6] &= ~(1 << UInt64(offset & 63))
    }
  }
}
