/// The pace of a screen counted in frames: rows that appear within a frame (8 ms) arrive at one
/// instant, and each instant folds the one before into a rate. The measure of ``ScrollPosition``
/// that the detail levels read (will a row stay on screen long enough for its load to land? how
/// far ahead will the user be while nine loads in ten land?); paging's prefetch reads the pace in
/// seconds beside it (``ScrollPace``). Updated once per row that comes on screen, for every level
/// at once.
struct FramePace: Sendable, Equatable {
  /// When a row last came on screen (a moving screen's last movement).
  var lastMovement = Duration.zero
  /// Rows appearing per second as of ``rateTime``: the pace of an instant's rows over the time
  /// since the instant before, or the earlier rate decayed with time constant ``speedWindow`` if
  /// that is higher (a fling's pace counts at once; a stop fades).
  var rate = 0.0
  var rateTime = Duration.zero
  /// Rows appearing per second sustained over the last few seconds, as of ``rateTime``: the
  /// pace of a user who pages down a screen at a time or reads in bursts, which the rate forgets
  /// between two screens (``sustainedRate(at:)``).
  var sustained = 0.0
  /// Rows that appeared at ``lastMovement``, and the instant rows appeared before it.
  var rowsAtLastMovement = 0
  var previousMovement: Duration?
  /// When the first row of the instant under way appeared: a row more than a frame later starts
  /// the next instant, however closely rows follow each other (rows 2 ms apart are a fling).
  var instantStart = Duration.zero
  /// Whether any row has appeared yet.
  var hasMoved = false
  /// The pace of a user who moves a screen at a time.
  var steps = StepPace()

  /// Appearances this close together are one instant (a layout pass).
  static let frame = Duration.milliseconds(8)

  /// Records that a row came on screen at a time.
  ///
  /// - Parameters:
  ///   - index: Its position.
  ///   - time: Now.
  /// - Returns: Whether it starts a new instant.
  mutating func rowShown(_ index: Int, at time: Duration) -> Bool {
    steps.rowShown(index, at: time)
    let newInstant = !hasMoved || time > instantStart + Self.frame
    // A new instant folds the one before into the rate: one conversion of time per frame, not
    // per row.
    if newInstant {
      if hasMoved { foldInstant() }
      instantStart = time
      previousMovement = hasMoved ? lastMovement : nil
      rowsAtLastMovement = 0
      hasMoved = true
    }
    if time >= lastMovement { rowsAtLastMovement += 1 }
    lastMovement = max(lastMovement, time)
    return newInstant
  }

  /// Rows per second now: the pace of the instant under way, or the rate of the instants before
  /// decayed over the time since, whichever is higher; and, once the screen has been still
  /// longer than a frame, at most one row per the time since a row last appeared (were the
  /// screen still moving faster, one would have appeared).
  ///
  /// Rows come a frame at a time: a fling drawn at 60 Hz shows three rows every 16 ms, and one
  /// row per 12 ms would read it as 83 rows/s between two frames. So until the next frame is
  /// overdue (half as long again as the gap between the last two instants, when that gap is a
  /// frame's: at most ``motionFrame``), stillness bounds nothing. After a fast instant (more
  /// than a row per 60 Hz frame) the next one is overdue only after ``hitch``: a scroll view
  /// decelerates, so a fast scroll that shows nothing for a moment is a main thread that
  /// stalled (a dropped frame, a heavy layout), not a scroll that stopped.
  func speed(at time: Duration) -> Double {
    let still = max(0, (time - lastMovement).seconds)
    let pace = max(instantPace, decayedRate(at: time))
    if let gap = instantGap, gap <= Self.motionFrame.seconds {
      if still <= max(1.5 * gap, instantPace >= Self.framePace ? Self.hitch : 0) { return pace }
    }
    return min(pace, still > 0 ? 1 / still : .infinity)
  }

  /// The time constant of the scroll speed, in seconds.
  static let speedWindow = 0.5
  /// Instants this close together are frames of one motion (a screen drawn at 20 Hz or faster).
  static let motionFrame = Duration.milliseconds(50)
  /// Rows per second above which an instant moved more than a row per 60 Hz frame.
  static let framePace = 60.0
  /// How long a fast scroll may show nothing before it counts as stopping, in seconds.
  static let hitch = 0.25

  /// Seconds between the instant under way and the one before; `nil` for the first screen.
  var instantGap: Double? { previousMovement.map { (lastMovement - $0).seconds } }

  /// The pace of the rows of the instant under way over the time since the instant before.
  var instantPace: Double {
    guard let gap = instantGap, gap > 0 else { return 0 }  // the first screen is no movement
    return Double(rowsAtLastMovement) / gap
  }

  /// The rate of the instants folded so far, decayed to a time.
  func decayedRate(at time: Duration) -> Double {
    rate * Self.decay(max(0, (time - rateTime).seconds) / Self.speedWindow)
  }

  /// The time constant of the sustained pace, in seconds: a few screens of page-down.
  static let sustainWindow = 3.0

  /// The pace sustained over the last few seconds, faded to a time: rows per second.
  func sustainedRate(at time: Duration) -> Double {
    sustained * Self.fade(max(0, (time - rateTime).seconds) / Self.sustainWindow)
  }

  /// About e^(−x) (1 / (1 + x + x²/2): exact to 0.2 % for the frame-to-frame steps it folds, a
  /// division instead of an exponential on the row path).
  @inline(__always)
  static func fade(_ x: Double) -> Double { 1 / (1 + x * (1 + 0.5 * x)) }

  /// e^(−x).
  @inline(__always)
  static func decay(_ x: Double) -> Double { Math.exp(-x) }

  /// Folds the instant that ended at ``lastMovement`` into the rate.
  mutating func foldInstant() {
    let elapsed = max(0, (lastMovement - rateTime).seconds)
    sustained = sustained * Self.fade(elapsed / Self.sustainWindow) + Double(rowsAtLastMovement) / Self.sustainWindow
    rate = max(instantPace, decayedRate(at: lastMovement))
    rateTime = lastMovement
  }
}
