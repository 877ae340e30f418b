/// Measured page latency and scroll speed, and the prefetch distance they call for: the rows
/// the user will scroll through while the next page loads, with a margin.
///
/// Time comes in as data (the driver's clock, read by the model); without it the distance is
/// the configured one.
struct ScrollPace: Sendable, Equatable {
  /// Smoothed page latency, in seconds.
  private(set) var latency: Double?
  /// Smoothed scroll speed, in rows per second.
  private(set) var speed = 0.0
  /// The speed over about the last tenth of a second: follows a fling, which ``speed`` smooths
  /// away.
  private(set) var recent = 0.0
  /// The fastest recent speed (of ``recent``), fading by half every ``peakHalfLife`` seconds of
  /// the user's time: a reader in bursts, or who flings and comes back, keeps ahead the rows the
  /// next burst or fling needs.
  private(set) var peak = 0.0
  /// How fast ``peak`` fades.
  static let peakHalfLife = 20.0
  private var lastIndex: Int?
  private var lastTime: Double?

  /// Records that a row appeared at a time (seconds).
  mutating func rowAppeared(_ index: Int, at time: Double) {
    defer {
      lastIndex = index
      lastTime = time
    }
    guard let lastIndex, let lastTime, time >= lastTime else { return }
    let moved = Double(abs(index - lastIndex))
    let elapsed = time - lastTime
    // Older motion fades within about a second, so a stop lowers the estimate.
    speed = Self.average(speed, moved: moved, over: elapsed, window: 0.25)
    recent = Self.average(recent, moved: moved, over: elapsed, window: 0.1)
    // 1 / (1 + dt/τ) per step is exp(−dt/τ) to first order: with τ = half-life / ln 2 the
    // peak halves every half-life over the many small steps a scroll makes.
    peak = max(recent, peak / (1 + elapsed * 0.693_147 / Self.peakHalfLife))
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
  }

  /// A new generation: positions start over, so the last row seen says nothing about speed.
  mutating func forgetPosition() {
    lastIndex = nil
    lastTime = nil
  }

  /// Records a page's latency (seconds).
  mutating func pageLoaded(after seconds: Double) {
    latency = latency.map { $0 * 0.7 + seconds * 0.3 } ?? seconds
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
  /// reach the edge before the next page lands (1.5 × speed × latency), at most four pages.
  ///
  /// - Parameters:
  ///   - configured: The configured distance, the least.
  ///   - pageSize: Rows per page.
  ///   - usingPeak: Whether to read the recent peak pace instead of the pace now when it is
  ///     higher (not under a memory cap; see ``ScrollPosition/remembersPeak``).
  /// - Returns: The distance, in rows.
  func distance(configured: Int, pageSize: Int, usingPeak: Bool = true) -> Int {
    guard let latency else { return configured }
    let pace = usingPeak ? max(speed, peak) : speed
    let needed = Int((pace * latency * 1.5).rounded(.up))
    return max(configured, min(needed, 4 * pageSize))
  }
}
