/// The kinds of scrolling a generated family mixes: each names a way of reading that strains a
/// scheduler differently.
public enum ScrollPathKind: String, Sendable, CaseIterable, Codable {
  /// Reading, flings, reversals, pauses and bursts, mixed at random
  /// (``ScrollPath/generated(seed:seconds:)``).
  case mixed
  /// Bursts of fast reading (20–60 rows/s for 1–3 s) separated by pauses of 2–8 s: the pace
  /// the user reaches matters more than the pace now.
  case bursts
  /// A fling down (150–600 rows), a pause, a fling back to where it started, then reading: the
  /// first screen is wanted again.
  case flingBack
  /// Page-down in steps of a screen every 0.25–1.2 s, with an occasional pause: the screen
  /// moves faster than details arrive.
  case pageDown
  /// Skimming at 15–50 rows/s with short stops and small backtracks.
  case skimming
  /// Reading down at 3–15 rows/s, then back up, over and over.
  case downUp
}
