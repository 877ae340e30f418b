/// What stops a source that would make a list load forever: the keys requested in the
/// generation (a page pointing back at one fails its edge) and the pages in a row that added no
/// row at each edge: a part of ``PagingStateMachine`` that changes only through its own methods.
struct RunawayGuards: Sendable {
  /// Keys requested in this generation.
  private var requestedKeys: Set<PageKey> = []
  /// Pages in a row that added no row, per edge.
  private var pagesWithoutNewRows: [LoadDirection: Int] = [:]

  /// A key was requested.
  mutating func requested(_ key: PageKey) {
    requestedKeys.insert(key)
  }

  /// Whether a key was requested in this generation.
  func wasRequested(_ key: PageKey) -> Bool {
    requestedKeys.contains(key)
  }

  /// A page landed at an edge with `added` new rows.
  ///
  /// - Returns: The pages in a row without a new row at that edge, this one included.
  mutating func pageLanded(at direction: LoadDirection, added: Int) -> Int {
    let barren = added == 0 ? pagesWithoutNewRows[direction, default: 0] + 1 : 0
    pagesWithoutNewRows[direction] = barren
    return barren
  }

  /// The user retried an edge: the source gets another run there.
  mutating func forgive(_ direction: LoadDirection) {
    pagesWithoutNewRows[direction] = nil
  }

  /// The rows are gone: a new generation, or a restore, counts afresh.
  mutating func reset() {
    requestedKeys = []
    pagesWithoutNewRows = [:]
  }
}
