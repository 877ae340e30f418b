/// Where the user is in a list, how fast they move, and which positions make an edge due: the
/// one record of the screen and the one measure of the pace, in seconds (``pace``) and in
/// frames (``frames``), that paging and every detail level read. The engine keeps it in its
/// viewport and passes it to paging `inout`, to the levels as a view.
///
/// It is not generic, so an app's row event (unspecialized generic code across the module
/// boundary) reads and writes it without asking the runtime for generic metadata. The machine
/// derives the edges' triggers from its state after every event
/// (``PagingStateMachine/syncPosition(_:)``); a row that appears away from both triggers changes
/// nothing else.
package struct ScrollPosition: Sendable, Equatable {
  /// When an edge is due, by the position of the row that appeared.
  enum Trigger: Sendable, Equatable {
    /// Not due wherever the user is: loading, failed, ended, or no first page yet.
    case never
    /// Due wherever the user is: the edge is idle and no row is held.
    case always
    /// Due within the prefetch distance of this position (the last row held for the bottom
    /// edge, the first for the top edge).
    case near(Int)
  }

  /// The index of the row that appeared last (placeholders included): where the user is.
  var anchor: Int?
  /// The pace in seconds: page latency, scroll speed, runs; paging's prefetch reads it, and the
  /// detail levels' fill the runs.
  var pace = ScrollPace()
  /// The pace in frames: rows that come on screen, an instant at a time; the detail levels read
  /// it (will a row stay long enough for its load? how far ahead to look?). Kept beside
  /// ``pace`` rather than in it: a row event copies ``pace`` to read the prefetch distance, and
  /// would copy this too. Updated only in a list with detail levels.
  var frames = FramePace()
  /// The rows on screen by position, for every detail level (kept only in a list with detail
  /// levels).
  var rows = RowsOnScreen()
  /// Rows on screen: appearances less disappearances. The memory cap keeps that many rows on
  /// either side of the anchor, so a screen taller than the prefetch distance keeps its rows.
  var rowsOnScreen = 0
  /// Whether the view reports rows leaving the screen (else ``rowsOnScreen`` only grows).
  var reportsDisappearances = false
  /// The time of the event being handled, in seconds, when the driver gives one.
  var now: Double?
  /// Rows and placeholders: the positions a row event may name.
  var positionCount = 0
  /// Placeholders before the rows held (pages the memory cap dropped).
  var placeholdersBefore = 0
  /// Rows held.
  var heldCount = 0
  /// Whether a page loads at the bottom edge.
  var appendLoading = false
  /// Whether a page loads at the top edge.
  var prependLoading = false
  /// When the bottom edge is due.
  var append = Trigger.never
  /// When the top edge is due.
  var prepend = Trigger.never
  /// A row that appears before this position is far enough from the rows held for a jump
  /// (``PagingStateMachine/jumpDue``); `Int.min` when the list cannot jump.
  var jumpBelow = Int.min
  /// A row that appears after this position is far enough from the rows held for a jump.
  var jumpAbove = Int.max
  /// Whether more rows than the memory cap are held, in more than one page: then a row event
  /// looks whether a page at either end is far enough from the screen to drop (``isTrimDue``).
  var overCap = false
  /// Over the cap: the position of the first page's last row.
  var firstPageEnd = 0
  /// Over the cap: the position of the last page's first row.
  var lastPageStart = 0
  /// The memory cap in force (the most rows on screen that count as the screen's reach).
  var memoryCap = 0
  /// Rows the detail level wants to load ahead of the screen (slow details at speed): pages are
  /// fetched at least this far ahead, up to four pages, so those rows exist.
  var detailLookahead = 0
  /// The configured prefetch distance.
  let configuredDistance: Int
  /// Rows per page.
  let pageSize: Int
  /// Whether the distance reads the recent peak pace (``ScrollPace/peak``): not under a memory
  /// cap, which drops the pages beyond the distance the pace now calls for (one rule for both,
  /// or pages would load and drop in turn).
  let remembersPeak: Bool

  /// The position of a list paging with a configuration: nothing appeared yet.
  ///
  /// - Parameter configuration: Its page size and prefetch distance; with a memory cap, the
  ///   distance does not keep the peak speed (pages would load and drop in turn).
  init(configuration: PagingConfiguration) {
    self.init(
      configuredDistance: configuration.prefetchDistance, pageSize: configuration.pageSize,
      remembersPeak: configuration.maxLoadedRows == nil)
  }

  init(configuredDistance: Int, pageSize: Int, remembersPeak: Bool = true) {
    self.configuredDistance = configuredDistance
    self.pageSize = pageSize
    self.remembersPeak = remembersPeak
  }

  /// The prefetch distance in force: the configured one, or more while the user scrolls faster
  /// than pages land or the detail level looks further ahead.
  @inline(__always) var distance: Int {
    max(
      ScrollPace.distance(
        latency: pace.tailLatency, speed: pace.speed, peak: pace.peak, reach: pace.reach,
        configured: configuredDistance, pageSize: pageSize, usingPeak: remembersPeak),
      min(detailLookahead, 4 * pageSize))
  }

  /// The user's last fast run of a screen or more (``ScrollPace/lastRun``), at most
  /// ``ScrollPace/maxReachPages`` pages: rows moved, negative for up.
  var lastRun: Int {
    let limit = ScrollPace.maxReachPages * pageSize
    return max(-limit, min(pace.lastRun, limit))
  }

  /// The user's longest recent fast run (``ScrollPace/reach``), in rows, at most
  /// ``ScrollPace/maxReachPages`` pages.
  var reach: Int { min(Int(pace.reach.rounded(.up)), ScrollPace.maxReachPages * pageSize) }

  /// Records that a row left the screen.
  mutating func rowDisappeared() {
    reportsDisappearances = true
    if rowsOnScreen > 0 { rowsOnScreen -= 1 }
  }

  /// The rows around the anchor that may be on screen: as many on each side as rows are on
  /// screen (the view reports rows coming and going), at most `limit`; only the anchor for a
  /// view that reports no rows leaving. A list with detail levels knows each row on screen
  /// (``rows``): the bounds reach them all, wherever they are.
  func screenBounds(limit: Int) -> (low: Int, high: Int)? {
    guard let anchor else { return nil }
    let reach = reportsDisappearances ? min(max(rowsOnScreen - 1, 0), limit) : 0
    guard let shown = rows.bounds else { return (anchor - reach, anchor + reach) }
    return (min(anchor - reach, shown.low), max(anchor + reach, shown.high))
  }

  /// Records that the row at a position appeared, at a time (seconds) when one is given.
  ///
  /// - Returns: Whether an edge is now due; `false` for a position out of range, which
  ///   changes nothing.
  /// - Complexity: O(1), no allocation.
  mutating func rowAppeared(_ index: Int, at time: Double?) -> Bool {
    if let time { now = time }
    guard index >= 0, index < positionCount else { return false }
    anchor = index
    rowsOnScreen += 1
    if let now { pace.rowAppeared(index, at: now) }
    // The memory cap's check last, alone: reading it copies the whole position (600 bytes) for
    // the call, which a list under its cap never pays.
    if isDue(.append) || isDue(.prepend) || isJumpDue { return true }
    return overCap && isTrimDue
  }

  /// Records that a row (not a placeholder) appeared, in a list with detail levels: the rows on
  /// screen and the pace in frames, once for every level.
  ///
  /// - Parameters:
  ///   - index: Its position.
  ///   - time: Now, on the driver's clock.
  /// - Returns: When the row was not on screen before, whether it starts a new instant; `nil`
  ///   for a row already on screen.
  mutating func rowShown(_ index: Int, at time: Duration) -> Bool? {
    rows.appear(index) ? frames.rowShown(index, at: time) : nil
  }

  /// What a row event with detail levels needs to know after the row appeared.
  ///
  /// - Returns: Whether the position holds a row (not a placeholder), and whether the user
  ///   outruns the pages; read after ``rowAppeared(_:at:)``, only by a list with detail levels.
  @inline(__always) func appeared(_ index: Int) -> (isRow: Bool, outrunning: Bool) {
    (index >= placeholdersBefore && index < placeholdersBefore + heldCount, isOutrunningPages)
  }

  /// Whether the user waits at an edge for a page while scrolling faster than pages land: the
  /// rows on screen will scroll away when the page lands.
  var isOutrunningPages: Bool {
    guard let anchor, pace.isOutrunning(pageSize: pageSize) else { return false }
    if appendLoading, anchor >= placeholdersBefore + heldCount - 1 { return true }
    if prependLoading, anchor <= placeholdersBefore { return true }
    return false
  }

  /// Whether either edge is due at the anchor with the distance in force, a jump, or a page
  /// the memory cap drops now that the user moved away from it.
  @inline(__always) var isDue: Bool { isDue(.append) || isDue(.prepend) || isJumpDue || isTrimDue }

  /// Whether the user moved far enough from a page at one end of the rows held, over the memory
  /// cap, for it to be dropped (``trimSide(firstPageEnd:lastPageStart:limit:)`` with the end
  /// pages the last event left); only a list over its cap pays for it.
  @inline(__always) var isTrimDue: Bool {
    overCap && trimSide(firstPageEnd: firstPageEnd, lastPageStart: lastPageStart, limit: memoryCap) != nil
  }

  /// The memory cap's rule: the end of the rows held whose page may be dropped, the one farther
  /// from the screen, if the rows left still reach further than the prefetch distance in force
  /// beyond the screen on that side (else dropping it would make its edge due at once: a loop).
  ///
  /// - Parameters:
  ///   - firstPageEnd: The position of the first page's last row.
  ///   - lastPageStart: The position of the last page's first row.
  ///   - limit: The most rows on screen that count as the screen's reach (the cap).
  /// - Returns: `.prepend` for the first page, `.append` for the last, `nil` for neither.
  func trimSide(firstPageEnd: Int, lastPageStart: Int, limit: Int) -> LoadDirection? {
    guard let (low, high) = screenBounds(limit: limit) else { return nil }
    let keep = max(configuredDistance, distance) + 1
    let (gapBefore, gapAfter) = (low - firstPageEnd, lastPageStart - high)
    if gapBefore >= gapAfter { return gapBefore > keep ? .prepend : nil }
    return gapAfter > keep ? .append : nil
  }

  /// Whether the anchor is far enough from the rows held for the list to jump to it.
  @inline(__always) var isJumpDue: Bool {
    guard let anchor else { return false }
    return anchor < jumpBelow || anchor > jumpAbove
  }

  /// Whether an edge is due at the anchor with the distance in force. Positions are counted from
  /// the rows held, so a user among the placeholders of dropped pages is always due for the
  /// page next to them.
  ///
  /// - Parameter direction: `.append` for the bottom edge, `.prepend` for the top.
  /// - Returns: `true` when the edge is idle and the user is within the distance of it.
  @inline(__always) func isDue(_ direction: LoadDirection) -> Bool {
    switch direction == .prepend ? prepend : append {
    case .never: return false
    case .always: return true
    case .near(let edge):
      guard let anchor else { return false }
      return (direction == .prepend ? anchor - edge : edge - anchor) <= distance
    }
  }
}
