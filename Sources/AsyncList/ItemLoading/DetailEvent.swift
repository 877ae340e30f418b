/// An input to a ``DetailScheduler``. Rows appearing and leaving are not among them: they reach
/// the level's screen through the engine's row-event path (``ListEngine/rowAppeared(at:time:)``),
/// which plans the level only when its screen says so.
package enum DetailEvent<ID: Hashable & Sendable, Detail: Sendable>: Sendable {
  /// A load finished, at a time on the driver's clock (which measures the latency that
  /// adapts the number of loads at once; `nil` measures nothing).
  case loaded(DetailLoadID, Detail, cost: Int, at: Duration? = nil)
  /// A load failed, at a time on the driver's clock.
  case failed(DetailLoadID, any Error, at: Duration? = nil)
  /// Try a failed row again.
  case retry(ID)
  /// Try every failed row again.
  case retryAll
  /// The rows on screen moved with the rows (rows added or removed above them): each old
  /// position's new one, for the rows still held, and the shift of the rows (that of the last row
  /// that appeared, else of the top row still held).
  /// The engine moves the rows on screen; the level moves what it keeps of them.
  case rowsMoved([Int: Int], shift: Int?)
  /// Rows were added, removed or replaced.
  case rowsChanged
  /// Rows with these ids left the list within the generation (the memory cap dropped their
  /// page, or they were removed): their failures are forgotten.
  case rowsLeft([ID])
  /// Hold new loads (or stop holding): the user waits at a loading edge while scrolling faster
  /// than pages land, so the rows on screen are about to scroll away. Loads in flight go on.
  /// The release comes with the page that landed, so it counts as movement: loads start once
  /// the screen settles where the page took it. Rows where the face said the scroll rests
  /// (``settling(_:at:)``) load even while held: the scroll stops there.
  case holdLoads(Bool, at: Duration)
  /// The scroll under way will come to rest with these positions on screen (a fling's target,
  /// which UIKit and SwiftUI give when the finger lifts), at a time on the driver's clock; `nil`
  /// when it will not (the user caught it). Those rows start at once and are kept while the
  /// scroll passes the rows between; when it rests or is caught, their loads beyond the
  /// prefetch distance from the screen are cancelled.
  case settling(Range<Int>?, at: Duration)
  /// The list started a new generation (reset, refresh, query): cancel everything in flight
  /// and forget failures; `clearCache` also empties the cache.
  case newGeneration(clearCache: Bool)
  /// Cancel everything in flight (the list stopped).
  case stop
  /// A timer started by ``DetailAction/startTimer(_:after:)`` fired, at a time on the driver's
  /// clock.
  case timerFired(TimerID, at: Duration)
}
