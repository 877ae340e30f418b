/// Counters of what a list has done, for status lines, logs and tests.
public struct ListMetrics: Sendable, Equatable {
  /// The current generation: 1 after the first load, plus one per reset, refresh or new query.
  public var generation = 0
  /// Page loads started.
  public var loadsStarted = 0
  /// Page loads running now.
  public var loadsInFlight = 0
  /// Pages applied to the list, over every generation.
  public var pagesLoaded = 0
  /// Pages applied in the current generation (since the last reset, refresh, new query or
  /// restore), for a status line that speaks of the list on screen.
  public var pagesLoadedInGeneration = 0
  /// Page loads that failed.
  public var failures = 0
  /// Items dropped because a row with the same id was already in the list.
  public var duplicatesDropped = 0
  /// Responses discarded because they belonged to a cancelled load or an older generation.
  public var staleResponsesDiscarded = 0
  /// Pages whose next key had already been requested in this generation: the edge fails there
  /// with ``PagingError/repeatedKey(_:)`` instead of looping.
  public var repeatedKeys = 0
  /// Pages the memory cap (``PagingConfiguration/maxLoadedRows``) dropped, leaving placeholders.
  public var pagesDropped = 0
  /// Loads of pages the memory cap had dropped, when the user scrolled back to them.
  public var pagesReloaded = 0
  /// Pages shown from a ``PageStore`` when the list started.
  public var pagesRestored = 0
  /// Jumps: first pages loaded at a position far from the rows held, whose rows were dropped
  /// for counted placeholders (``PageSource/key(forPosition:query:)``).
  public var jumps = 0

  /// Creates zeroed counters.
  public init() {}
}
