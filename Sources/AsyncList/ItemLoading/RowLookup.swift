/// A ``RowIndexing`` over closures, or over an array of ids (for tests of the scheduler alone).
package struct RowLookup<ID: Hashable>: RowIndexing {
  private let indexOf: (ID) -> Int?
  private let idAt: (Int) -> ID?

  /// Creates a lookup.
  ///
  /// - Parameters:
  ///   - index: Position by id.
  ///   - id: Id by position.
  package init(index: @escaping (ID) -> Int?, id: @escaping (Int) -> ID?) {
    self.indexOf = index
    self.idAt = id
  }

  /// A lookup over an array of ids.
  package init(_ ids: [ID]) {
    var positions: [ID: Int] = [:]
    for (position, id) in ids.enumerated() { positions[id] = position }
    self.indexOf = { positions[$0] }
    self.idAt = { ids.indices.contains($0) ? ids[$0] : nil }
  }

  package func index(_ id: ID) -> Int? { indexOf(id) }
  package func id(_ index: Int) -> ID? { idAt(index) }
}
