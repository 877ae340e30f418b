/// How many detail loads may run at once, adapted to measured latency, and the latency a new load
/// can expect.
///
/// Additive increase, proportional decrease on a latency gradient (as TCP Vegas and Netflix
/// concurrency-limits do), on the logarithm of the latency so a heavy tail does not swing the
/// averages:
/// - the reference is the latency of loads sent while fewer than `floor` others were in flight
///   (the first screen's first loads, and after every pause): what the source answers unloaded;
/// - the recent latency averages the last ten or so loads;
/// - while the recent one stays within `tolerance` × the reference, the limit grows by one per
///   round of loads (and only while the loads fill it, so a list that needs four loads does not
///   talk itself up to the ceiling); when it climbs past (the server queues: more loads only
///   wait longer), it shrinks in proportion, a round at twice the tolerated latency halving it.
/// Failures shrink it by a tenth.
struct ConcurrencyLimit: Sendable {
  let floor: Int
  let ceiling: Int
  /// The limit, fractional between adjustments.
  private(set) var limit: Double
  /// Recent latency: the average logarithm (seconds) over about ten loads.
  private(set) var recentLog: Double?
  /// The spread of recent latencies: the average squared distance of a load's logarithm from
  /// ``recentLog``, over about ten loads.
  private(set) var recentLogSpread = 0.0
  /// Unloaded latency: the average logarithm of loads sent with fewer than `floor` in flight.
  private(set) var referenceLog: Double?
  private var referenceSamples = 0.0
  /// The longest a cancelled load ran, in seconds.
  private var longestUnlanded = 0.0
  /// When each load in flight started, and how many others were in flight then.
  private var starts: [DetailLoadID: (time: Duration, others: Int)] = [:]

  /// Whether latency has not climbed yet: the limit grows by one per load, not per round.
  private var slowStart = true

  static let tolerance = 2.0

  init(floor: Int, ceiling: Int, initial: Int) {
    self.floor = max(1, min(floor, ceiling))
    self.ceiling = max(1, ceiling)
    self.limit = Double(min(max(initial, self.floor), self.ceiling))
  }

  /// The loads that may run at once now.
  var current: Int { Int(limit) }

  /// Before anything was measured, lets the first screen start at once: the rows on screen and
  /// those just beyond (up to the ceiling). A slow start below them would load the last rows of
  /// the first screen a whole latency late, as if the source were slow.
  ///
  /// - Parameter rows: The rows the first planning wants loaded.
  mutating func cover(firstScreen rows: Int) {
    guard recentLog == nil, longestUnlanded == 0 else { return }
    limit = max(limit, Double(min(rows, ceiling)))
  }

  /// The latency a load started now can expect: the recent average once a load has landed;
  /// before that, the longest any load ran without landing (in flight or cancelled: loads take
  /// at least that long), up to a second, once that is longer than `minimum`.
  ///
  /// - Parameters:
  ///   - time: Now, on the driver's clock.
  ///   - minimum: The least running time that counts as a measure.
  /// - Returns: Seconds, or `nil` while nothing is known.
  func expectedLatency(at time: Duration, minimum: Duration) -> Double? {
    if let recentLog { return Math.exp(recentLog) }
    let running = starts.values.map(\.time).min().map { (time - $0).seconds } ?? 0
    // At most a second: a load that hangs must not keep every row waiting for its age.
    let longest = min(max(running, longestUnlanded), 1)
    return longest > minimum.seconds ? longest : nil
  }

  /// The latency nine loads in ten beat, as recent loads spread (e^(mean + 1.28 σ) of their
  /// logarithms): how far ahead a screen's rows must start for all of them to land in time.
  func tailLatency(at time: Duration, minimum: Duration) -> Double? {
    guard let recentLog else { return expectedLatency(at: time, minimum: minimum) }
    return Math.exp(recentLog + 1.28 * recentLogSpread.squareRoot())
  }

  /// How long a load in flight has been running, in seconds.
  func age(of load: DetailLoadID, at time: Duration) -> Double? { starts[load].map { (time - $0.time).seconds } }

  /// Whether a load has landed, so latencies are measured rather than bounded from below.
  var hasLanded: Bool { recentLog != nil }

  /// Whether any latency is known or being measured.
  var isMeasuring: Bool { recentLog != nil || !starts.isEmpty || longestUnlanded > 0 }

  /// A load started, with `others` in flight.
  mutating func started(_ load: DetailLoadID, at time: Duration, others: Int) { starts[load] = (time, others) }

  /// A load was cancelled before it landed: it ran at least this long.
  mutating func cancelled(_ load: DetailLoadID, at time: Duration) {
    guard let start = starts.removeValue(forKey: load) else { return }
    longestUnlanded = max(longestUnlanded, (time - start.time).seconds)
  }

  /// A load ended at a time (when the driver gave one) with this many loads in flight before it
  /// ended.
  @discardableResult
  mutating func ended(_ load: DetailLoadID, at time: Duration?, inFlight: Int, failed: Bool) -> Duration? {
    guard let start = starts.removeValue(forKey: load) else { return nil }
    if failed {
      limit = max(Double(floor), limit * 0.9)
      return nil
    }
    guard let time, time >= start.time else { return nil }
    let sampleLog = Math.log(max((time - start.time).seconds, 0.000_1))
    let recent = recentLog.map { $0 + 0.2 * (sampleLog - $0) } ?? sampleLog
    if let before = recentLog {
      recentLogSpread += 0.2 * ((sampleLog - before) * (sampleLog - recent) - recentLogSpread)
    }
    recentLog = recent
    if start.others < floor {
      // A plain mean over the first twenty, then a moving average.
      referenceSamples += 1
      referenceLog = referenceLog.map { $0 + max(0.05, 1 / referenceSamples) * (sampleLog - $0) } ?? sampleLog
    }
    guard let reference = referenceLog else { return time - start.time }
    let gradient = min(1, max(0.5, Self.tolerance * Math.exp(reference - recent)))
    if gradient >= 1 && Double(inFlight) < limit / 2 { return time - start.time }  // not using what it has
    // Slow start, as TCP's: one more per load (doubling per round) until latency first climbs.
    if gradient < 1 { slowStart = false }
    let change = gradient >= 1 ? (slowStart ? 1 : 1 / limit) : -(1 - gradient)
    limit = min(Double(ceiling), max(Double(floor), limit + change))
    return time - start.time
  }
}
