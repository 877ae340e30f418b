/// The pace in seconds: page latency and scroll speed, and the prefetch distance they call for
/// (the rows the user will scroll through while the next page loads, with a margin). One of the
/// two measures ``ScrollPosition`` keeps of the user's pace, beside the pace in frames
/// (``FramePace``).
///
/// Time comes in as data (the driver's clock, read by the model); without it the distance is
/// the configured one.
struct ScrollPace: Sendable, Equatable {
  /// Smoothed page latency, in seconds.
  private(set) var latency: Double?
  /// The spread of page latencies: the mean and mean squared deviation of their logarithms.
  private var logMean: Double?
  private var logSpread = 0.0
  /// The page latency nine pages in ten beat: the smoothed latency stretched by the spread of
  /// recent pages (e^(1.28 σ) of their logarithms), so a source with a heavy tail is prefetched
  /// as far as its slow pages need. Worked out when a page lands, not at every row event.
  private(set) var tailLatency: Double?
  /// Smoothed scroll speed, in rows per second.
  private(set) var speed = 0.0
  /// The speed over about the last tenth of a second: follows a fling, which ``speed`` smooths
  /// away.
  private(set) var recent = 0.0
  /// The fastest recent speed (of ``recent``), fading by half every ``peakHalfLife`` seconds of
  /// the user's time: a reader in bursts, or who flings and comes back, keeps ahead the rows the
  /// next burst or fling needs.
  private(set) var peak = 0.0
  /// How fast ``peak`` and ``reach`` fade.
  static let peakHalfLife = 20.0
  /// The longest recent run of fast motion (rows moved one way, each step within
  /// ``runGap``), fading like ``peak``: a user who flings 400 rows and comes back flings again,
  /// and the pages that fling needs cannot all load while it runs.
  private(set) var reach = 0.0
  /// The longest pause between two rows of one run: faster than 25 rows a second, quicker
  /// than anyone reads.
  static let runGap = 0.04
  /// The last fast run of at least a screen (``minimumRun``): rows moved, negative for up. A
  /// user who ran that far tends to come back over it (a fling and back, down and up).
  private(set) var lastRun = 0
  /// The shortest run ``lastRun`` records.
  static let minimumRun = 20
  /// Where the current run started, and its direction (+1 down, −1 up).
  private var runStart: Int?
  private var runDirection = 0
  /// When the current run started: rows that all appear at one instant (a first screen, a
  /// jump) are no motion, so a run counts once it spans time.
  private var runTime = 0.0
  private var lastIndex: Int?
  private var lastTime: Double?
  /// Whether the rows of the instant now belong to a moving screen.
  private var instantMoves = false

  /// Records that a row appeared at a time (seconds).
  mutating func rowAppeared(_ index: Int, at time: Double) {
    defer {
      lastIndex = index
      lastTime = time
    }
    guard let lastIndex, let lastTime, time >= lastTime else { return }
    let moved = Double(abs(index - lastIndex))
    let elapsed = time - lastTime
    // Rows drawn at one instant are a scroll only if the screen was moving: a first screen or a
    // jump that appears at once after a rest is no speed and no run.
    if elapsed > 0 { instantMoves = elapsed <= 0.1 }
    guard elapsed > 0 || instantMoves else { return }
    // Older motion fades within about a second, so a stop lowers the estimate.
    speed = Self.average(speed, moved: moved, over: elapsed, window: 0.25)
    recent = Self.average(recent, moved: moved, over: elapsed, window: 0.1)
    // exp(dt/τ) to third order, with τ = half-life / ln 2: the peak halves every half-life,
    // over the many small steps a scroll makes and over a long rest alike.
    let x = elapsed * 0.693_147 / Self.peakHalfLife
    let fade = 1 + x * (1 + x * (0.5 + x / 6))
    peak = max(recent, peak / fade)
    let direction = index > lastIndex ? 1 : (index < lastIndex ? -1 : 0)
    if elapsed > Self.runGap || (direction != 0 && direction != runDirection) {
      runStart = direction == 0 ? nil : lastIndex
      runDirection = direction
      runTime = lastTime
    }
    let run = time > runTime ? runStart.map { index - $0 } ?? 0 : 0
    if abs(run) >= Self.minimumRun { lastRun = run }
    reach = max(Double(abs(run)), reach / fade)
  }

  /// A speed averaged over about `window` seconds: the rows moved over the time elapsed, with
  /// the weight `elapsed / window`. Rows that appear at the same instant (several in one frame)
  /// add `moved / window` at once, the limit of the same average as the time between them goes
  /// to zero; counting only the first of them would read a fast scroll as a row per frame.
  static func average(_ speed: Double, moved: Double, over elapsed: Double, window: Double) -> Double {
    guard elapsed < window else { return moved / elapsed }
    return speed * (1 - elapsed / window) + moved / window
  }

  /// The rows moved by `delta` positions (rows went in or out above them): the last row seen
  /// moves with them, so the next appearance is not read as a jump.
  mutating func shift(by delta: Int) {
    lastIndex = lastIndex.map { $0 + delta }
    runStart = runStart.map { $0 + delta }
  }

  /// Forgets the user's motion as well as the position: after a jump, which moved the anchor
  /// across the list in one step that no scroll made. Page latency stays.
  mutating func forgetMotion() {
    var fresh = ScrollPace()
    (fresh.latency, fresh.logMean, fresh.logSpread, fresh.tailLatency) = (latency, logMean, logSpread, tailLatency)
    self = fresh
  }

  /// A pace with nothing measured.
  init() {}

  /// A new generation: positions start over, so the last row seen says nothing about speed.
  mutating func forgetPosition() {
    lastIndex = nil
    lastTime = nil
    runStart = nil
  }

  /// Records a page's latency (seconds).
  mutating func pageLoaded(after seconds: Double) {
    latency = latency.map { $0 * 0.7 + seconds * 0.3 } ?? seconds
    let sample = Math.log(max(seconds, 0.000_1))
    if let before = logMean {
      let mean = before + 0.3 * (sample - before)
      logSpread += 0.3 * ((sample - before) * (sample - mean) - logSpread)
      logMean = mean
    } else {
      logMean = sample
    }
    tailLatency = latency.map { $0 * Math.exp(1.28 * logSpread.squareRoot()) }
  }

  /// Whether the user scrolls faster than pages land: at least a quarter page per page
  /// latency. A user waiting at a loading edge at this pace moves on as soon as the page lands,
  /// so the rows on screen meanwhile are about to leave it. (While the user waits, the speed
  /// measured is the pages' own pace, about a page per latency less the screen, so the bar is
  /// well below one page.)
  func isOutrunning(pageSize: Int) -> Bool {
    guard let latency else { return false }
    return speed * latency >= Double(pageSize) / 4
  }

  /// The rows one load should bring so the user does not reach the edge before the next one:
  /// 1.5 × speed × latency, in whole pages, between one page and `limit`.
  func loadSize(pageSize: Int, limit: Int) -> Int {
    guard let latency else { return pageSize }
    let needed = speed * latency * 1.5
    let pages = max(1, Int((needed / Double(pageSize)).rounded(.up)))
    return min(limit, pages * pageSize)
  }

  /// The distance to prefetch at: the configured one, or more when the user would otherwise
  /// reach the edge before the next page lands (1.5 × speed × latency, at most four pages), or
  /// as far as the user's recent longest fast run (``reach``, at most ``maxReachPages``).
  ///
  /// - Parameters:
  ///   - configured: The configured distance, the least.
  ///   - pageSize: Rows per page.
  ///   - usingPeak: Whether to read the recent peak pace instead of the pace now when it is
  ///     higher (not under a memory cap; see ``ScrollPosition/remembersPeak``).
  /// - Returns: The distance, in rows.
  func distance(configured: Int, pageSize: Int, usingPeak: Bool = true) -> Int {
    Self.distance(
      latency: tailLatency, speed: speed, peak: peak, reach: reach, configured: configured, pageSize: pageSize,
      usingPeak: usingPeak)
  }

  /// ``distance(configured:pageSize:usingPeak:)`` from the pace's figures: what a caller holding
  /// the pace in place reads on every row event without copying it (a call on the whole pace
  /// copies its 150 bytes first).
  ///
  /// - Parameters:
  ///   - latency: ``tailLatency``.
  ///   - speed: ``speed``.
  ///   - peak: ``peak``.
  ///   - reach: ``reach``.
  ///   - configured: The configured distance, the least.
  ///   - pageSize: Rows per page.
  ///   - usingPeak: Whether to read the recent peak pace and the reach.
  /// - Returns: The distance, in rows.
  @inline(__always) static func distance(
    latency: Double?, speed: Double, peak: Double, reach: Double, configured: Int, pageSize: Int, usingPeak: Bool
  ) -> Int {
    guard let latency else { return configured }
    let pace = usingPeak ? max(speed, peak) : speed
    let needed = Int((pace * latency * 1.5).rounded(.up))
    let run = usingPeak ? min(Int(reach.rounded(.up)), maxReachPages * pageSize) : 0
    return max(configured, min(needed, 4 * pageSize), run)
  }

  /// The most pages ``reach`` keeps ahead.
  static let maxReachPages = 20
}
