/// What a detail level keeps of the screen: the rows awaiting their reveal, the settle timer and
/// where each load's row is, the part of a level that a row event touches. The rows on screen
/// and the pace are the viewport's, one for every level (``RowsOnScreen``, ``FramePace``).
///
/// It is not generic, and the engine keeps one per level in its ``Viewport``, so a row event
/// (unspecialized generic code in an app) reaches it without asking the runtime for generic
/// metadata. The engine passes it `inout` to its level (``DetailScheduler``) for each of the
/// level's calls; the level keeps no copy. A row that appears or leaves while the screen moves is
/// decided here; the generic scheduler runs only for the reveal decision of a row that comes into
/// view (its data may be cached) and when ``needsPlanning()`` says there is planning to do.
package struct DetailScreen: Sendable {
  /// What an appearance asks of the caller.
  struct Appearance: Sendable {
    /// The position was not on screen: decide its reveal.
    var newlyVisible: Bool
    /// A settle timer to start.
    var timer: (id: TimerID, delay: Duration)?
  }

  /// The position ``loadPositions`` gives a load whose row the list no longer holds: the
  /// farthest of all.
  static var gone: Int { .min }

  /// Moves the level's clock: the engine calls it before an event that carries no time, so
  /// loads that event starts are timed from now, not from the last timed event.
  ///
  /// - Parameter time: Now, on the driver's clock.
  mutating func advance(to time: Duration) {
    if time > now { now = time }
  }

  /// Positions of visible rows that appeared without data: they reveal when it arrives.
  var awaitingReveal: Set<Int> = []
  /// With ``DetailConfiguration/staleAfter``, positions that came on screen since the last
  /// planning: a stale detail loads again when its row comes on screen, once, not while it stays.
  var freshlyShown: Set<Int> = []
  /// Whether ``freshlyShown`` is kept.
  var tracksFreshness = false
  /// Rows that came on screen without their data (``WaitMetrics/rowsShownWithoutDetail``).
  var shownWithoutData = 0
  /// The latest loads' latencies (``WaitMetrics/detailLatency``).
  var latencies = LatencySample()
  /// Which positions around the screen hold a cached detail, as last looked at: a row event
  /// decides most reveals from it without the rows' ids.
  var cacheWindow = CacheWindow()
  /// Whether no row has appeared for a settle delay.
  var settled = true
  /// Whether the list asked to hold new loads (``DetailEvent/holdLoads(_:at:)``).
  var held = false
  /// Where the scroll under way comes to rest (``DetailEvent/settling(_:at:)``), until the
  /// screen settles: those rows load at once, and their loads are never far.
  var destination: Range<Int>?
  /// The settle timer running.
  var settleTimer: TimerID?
  /// The position of each load's row; ``gone`` once the list no longer holds it.
  var loadPositions: [DetailLoadID: Int] = [:] {
    // Kept with the positions (changed by planning, not by row events), so a row event asks
    // "is any load's row gone?" in O(1).
    didSet { hasGoneLoad = loadPositions.values.contains(Self.gone) }
  }
  /// Whether a load in ``loadPositions`` is for a row the list no longer holds.
  private(set) var hasGoneLoad = false
  /// Whether the cache holds more than its budget (entries kept because they were in the
  /// window): planning trims it once they leave.
  var cacheOverBudget = false
  /// Serial numbers of timers and loads.
  var serial = 0
  /// The latest time an event carried.
  var now = Duration.zero
  /// Whether the instant under way is the first one, on a settled screen: its rows came with the
  /// first page, not with a scroll, so their loads start without waiting for the screen to
  /// settle. Ends with the instant, or once a row leaves (a clock that does not move, as in a
  /// test, would keep every row in the first instant).
  var fillsFirstScreen = false
  /// Whether a row has come on screen for this level: the first instant it sees is its first
  /// screen, also for a level added after rows appeared.
  var hasSeenRows = false
  /// Whether a row has come on screen after the first screen: the user has moved. Until then
  /// nothing says how far they will go, and the fill at rest loads its whole range ahead.
  var hasScrolled = false

  /// Loads at once, and the latency they can expect.
  var limit: ConcurrencyLimit
  /// Rows beyond the screen that the last planning looked at: what the paging level should
  /// have fetched.
  var lookahead = 0
  /// The user's last fast run of a screen or more, as the paging level measures it: rows
  /// moved, negative for up; 0 for a user who has only read. Free slots at rest load the rows
  /// back over it (``DetailScheduler/fill(_:_:low:high:limit:_:)``).
  var lastRun = 0
  /// The user's longest recent fast run, fading (the paging level's): free slots at rest load
  /// this far ahead in the scroll direction (before the user has moved, ``hasScrolled``, the
  /// rest range's whole reach ahead).
  var reach = 0
  /// Loads started by the fill: they give way first, whatever their age, when a row on screen
  /// needs a slot.
  var speculative: Set<DetailLoadID> = []
  /// How far ahead in the scroll direction a load's row may be and keep its slot while about to
  /// land (behind, ``cancelDistance``).
  let cancelAhead: Int
  /// Whether the settle timer running is a recheck of rows skipped for time (movement replaces
  /// it with a settle timer at once).
  var timerIsRecheck = false
  let settleDelay: Duration
  let cancelDistance: Int

  /// The screen of a level with a configuration: nothing on screen, settled.
  ///
  /// - Parameter configuration: The level's distances, settle delay and loads at once.
  package init(configuration: DetailConfiguration) {
    self.init(
      settleDelay: configuration.settleDelay, cancelDistance: configuration.cancelDistance,
      cancelAhead: configuration.cancelAheadDistance,
      limit: ConcurrencyLimit(
        floor: configuration.minConcurrentLoads, ceiling: configuration.maxConcurrentLoads,
        initial: DetailConfiguration.initialConcurrentLoads))
    tracksFreshness = configuration.staleAfter != nil
  }

  init(settleDelay: Duration, cancelDistance: Int, cancelAhead: Int, limit: ConcurrencyLimit) {
    self.settleDelay = settleDelay
    self.cancelDistance = cancelDistance
    self.limit = limit
    self.cancelAhead = cancelAhead
  }

  /// Records that a row appeared, at a time on the driver's clock.
  ///
  /// - Parameters:
  ///   - newInstant: When the row was not on screen before, whether it starts a new instant of
  ///     the pace (``FramePace/rowShown(_:at:)``); `nil` for a row already on screen.
  ///   - time: Now.
  /// - Returns: Whether it was not on screen before, and a settle timer to start.
  mutating func appeared(_ newInstant: Bool?, at time: Duration) -> Appearance {
    if time > now { now = time }
    guard let newInstant else { return Appearance(newlyVisible: false, timer: nil) }
    if newInstant || !hasSeenRows {
      fillsFirstScreen = !hasSeenRows && settled
      hasSeenRows = true
    }
    if fillsFirstScreen { return Appearance(newlyVisible: true, timer: nil) }
    hasScrolled = true
    return Appearance(newlyVisible: true, timer: moved())
  }

  /// A row came on screen without its data: it reveals when the data arrives.
  mutating func awaitData(at index: Int) {
    if awaitingReveal.insert(index).inserted { shownWithoutData &+= 1 }
  }

  /// Records that the row at a position, which was on screen, left it.
  mutating func disappeared(_ index: Int) {
    awaitingReveal.remove(index)
    fillsFirstScreen = false  // a row left: the screen scrolls, whatever the clock says
  }

  /// A row appeared, or held loads were released: the screen is moving, so new loads wait until
  /// it settles.
  ///
  /// The pace (``FramePace/lastMovement``) counts only rows: after a release of held loads (a
  /// page landed) the loads wait for the screen to settle, but the scroll speed and the
  /// stillness count on from the last row that appeared.
  ///
  /// - Returns: A settle timer to start, when none runs.
  mutating func moved() -> (id: TimerID, delay: Duration)? {
    guard settleDelay > .zero else { return nil }
    settled = false
    return settleTimer == nil || timerIsRecheck ? startSettleTimer(after: settleDelay) : nil
  }

  mutating func startSettleTimer(after delay: Duration, recheck: Bool = false) -> (id: TimerID, delay: Duration) {
    timerIsRecheck = recheck
    serial += 1
    let timer = TimerID(serial: serial)
    settleTimer = timer
    return (timer, delay)
  }

  mutating func nextLoadID() -> DetailLoadID {
    serial += 1
    return DetailLoadID(serial: serial)
  }
}
