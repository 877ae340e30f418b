/// What a strategy asks the simulator to do.
public enum SimulationCommand: Sendable, Equatable {
  /// Load rows `offset..<offset + count` (fewer at the end of the catalog).
  case loadPage(id: Int, offset: Int, count: Int)
  /// Load one row's detail.
  case loadDetail(id: Int, row: Int)
  /// Cancel a detail load; it never arrives.
  case cancelDetail(id: Int)
  /// Call ``ScrollStrategy/woke(id:now:)`` after a delay.
  case wake(id: Int, after: Duration)
}

/// A way of loading a two-level list, driven by the scroll simulator in virtual time.
public protocol ScrollStrategy {
  /// A short name for tables.
  var name: String { get }
  /// Positions the list shows now: its rows, and placeholders for rows it dropped.
  var rowCount: Int { get }
  /// Rows the list holds in memory now (``rowCount`` unless it keeps placeholders).
  var rowsHeld: Int { get }
  /// Whether the list knows it has reached the end of the catalog.
  var reachedEnd: Bool { get }
  /// Observable notifications sent so far (UI updates).
  var notifications: Int { get }
  /// Whether a row shows its detail now.
  func hasDetail(_ row: Int) -> Bool
  /// The list appears.
  mutating func start(now: Duration) -> [SimulationCommand]
  /// The screen now shows these rows.
  mutating func visibleRowsChanged(to rows: Range<Int>, now: Duration) -> [SimulationCommand]
  /// A page arrived with these rows.
  mutating func pageLoaded(id: Int, rows: Range<Int>, now: Duration) -> [SimulationCommand]
  /// A detail arrived.
  mutating func detailLoaded(id: Int, row: Int, now: Duration) -> [SimulationCommand]
  /// A wake-up asked for with ``SimulationCommand/wake(id:after:)``.
  mutating func woke(id: Int, now: Duration) -> [SimulationCommand]
  /// The scroll under way will rest with these rows on screen (a fling's target, when the
  /// simulator is asked to tell it); `nil` when it will not.
  mutating func scrollWillSettle(on rows: Range<Int>?, now: Duration) -> [SimulationCommand]
}

extension ScrollStrategy {
  /// Every position is a row held.
  public var rowsHeld: Int { rowCount }

  /// Ignores where a scroll will rest (the seeds have no way to hear it).
  public mutating func scrollWillSettle(on rows: Range<Int>?, now: Duration) -> [SimulationCommand] { [] }
}
