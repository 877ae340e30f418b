/// The detail levels' own events, and what the engine tells them all.
extension ListEngine {
  /// Handles an event of one detail level: a load landed or failed, its timer fired, the user
  /// retried a row or all its failed rows.
  ///
  /// - Parameters:
  ///   - level: The level's index.
  ///   - event: What happened; a landed detail is given as `any Sendable`.
  ///   - time: Now.
  /// - Returns: What the runner must do.
  package mutating func detail(_ level: Int, _ event: Level.Event, at time: ListTime) -> [Action] {
    waitBefore(time)
    defer { waitAfter() }
    viewport.screens[level].advance(to: time.duration)
    let actions = levels[level].handle(event, rows: paging, screen: &viewport.screens[level], view: viewport.position)
      .map {
        Action.detail(level, $0)
      }
    syncLookahead()
    return actions
  }

  /// What a detail level shows for a row now.
  ///
  /// - Parameters:
  ///   - level: The level's index.
  ///   - id: The row's id.
  /// - Returns: Loaded (from the cache), loading, failed or not requested.
  package func detailState(_ level: Int, of id: Item.ID) -> DetailState<any Sendable> {
    levels[level].state(of: id)
  }

  /// Changes how far a detail level loads around a resting screen; it takes effect at the
  /// level's next plan, and loads already running run on.
  ///
  /// - Parameters:
  ///   - range: The new range (``RestRange/off`` for a low-data mode).
  ///   - level: The level's index.
  package mutating func setRestRange(_ range: RestRange, level: Int) {
    levels[level].restRange = range
  }

  /// How far a detail level loads around a resting screen now.
  package func restRange(level: Int) -> RestRange {
    levels[level].restRange
  }

  /// Tells every level the same event, each at the same time when one is given.
  mutating func allLevels(_ event: Level.Event, at time: ListTime? = nil) -> [Action] {
    var actions: [Action] = []
    for level in levelIndices {
      if let time { viewport.screens[level].advance(to: time.duration) }
      actions += levels[level].handle(event, rows: paging, screen: &viewport.screens[level], view: viewport.position)
        .map { .detail(level, $0) }
    }
    if !levelIndices.isEmpty { syncLookahead() }
    return actions
  }

  /// The levels hold new loads while the user outruns the pages at a loading edge, and release
  /// them when the page lands.
  mutating func outrunningChanged(to outrunning: Bool, at time: ListTime) -> [Action] {
    guard outrunning != viewport.outrunning else { return [] }
    viewport.outrunning = outrunning
    return allLevels(.holdLoads(outrunning, at: time.duration), at: time) + [.detailMetricsChanged]
  }

  /// Pages are fetched as far ahead as the farthest level wants rows, and the levels fill free
  /// slots as far as the user's fast runs say they will go.
  mutating func syncLookahead() {
    var wanted = 0
    let (run, reach) = (viewport.position.lastRun, viewport.position.reach)
    for level in viewport.screens.indices {
      wanted = max(wanted, viewport.screens[level].lookahead)
      viewport.screens[level].lastRun = run
      viewport.screens[level].reach = reach
    }
    viewport.position.detailLookahead = wanted
  }

  /// Notes the rows on screen by id, before an event that may add, remove or move rows.
  mutating func noteRowsOnScreen() {
    let rows = viewport.position.rows
    rowsBeforeChange = (rows.positions.compactMap { index in paging.id(index).map { (index, $0) } }, rows.rowEvents)
  }

  /// After the rows changed: the rows on screen move where the change put them (by the ids noted
  /// before it, else they keep the positions that still hold a row), once for every level; each
  /// level then moves what it keeps of them.
  mutating func moveRowsOnScreen() -> [Action] {
    let (moves, shift) = viewport.position.rows.remap(from: rowsBeforeChange, paging)
    guard let moves else { return [] }
    return allLevels(.rowsMoved(moves, shift: shift))
  }
}
