/// How far around a resting screen a detail level loads rows the user has not reached yet: the
/// fill at rest, which spends free slots on rows the next scroll will show.
///
/// Texture's preload range is two screens ahead and one behind; so is the default. Before the
/// user has moved, the whole range ahead loads; after, the fill goes only as far as the user's
/// recent fast runs say they will go (a reader who never runs fast loads nothing beyond the
/// look-ahead), and never past this range, nor past
/// ``maxBytes`` in all at the mean cost of the details loaded so far. The detail cache's budget
/// bounds what is kept, not what is loaded.
///
/// ```swift
/// // A constrained network: load only what is on screen and the look-ahead.
/// let configuration = DetailConfiguration(restRange: .off)
/// ```
public struct RestRange: Sendable, Equatable {
  /// Screens ahead of the resting screen, in the direction of travel.
  public var screensAhead: Double
  /// Screens behind it, back over the rows the user passed.
  public var screensBehind: Double
  /// The most cost (bytes, for images) the rows of one fill may add up to, at the mean cost of
  /// the details loaded so far; `nil` for no limit beyond the range.
  public var maxBytes: Int?

  /// Creates a range.
  ///
  /// - Parameters:
  ///   - screensAhead: Screens ahead, in the direction of travel. Defaults to 2.
  ///   - screensBehind: Screens behind. Defaults to 1.
  ///   - maxBytes: The most cost one fill adds up to; `nil` (the default) for none.
  public init(screensAhead: Double = 2, screensBehind: Double = 1, maxBytes: Int? = nil) {
    self.screensAhead = max(0, screensAhead)
    self.screensBehind = max(0, screensBehind)
    self.maxBytes = maxBytes.map { max(0, $0) }
  }

  /// Two screens ahead and one behind, as Texture's preload range.
  public static let standard = RestRange()

  /// No fill at rest: the screen and its look-ahead only (a low-data mode).
  public static let off = RestRange(screensAhead: 0, screensBehind: 0)

  /// The rows ahead and behind a screen of `height` rows, and the most rows in all at a mean
  /// cost.
  func rows(screen height: Int, meanCost: Int) -> (ahead: Int, behind: Int, total: Int) {
    let height = Double(max(1, height))
    let total = maxBytes.map { $0 / max(1, meanCost) } ?? Int.max
    return (Int((screensAhead * height).rounded(.up)), Int((screensBehind * height).rounded(.up)), total)
  }
}
