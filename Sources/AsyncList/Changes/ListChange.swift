/// One change to a list's positions (rows and placeholders), in the spirit of Paging 3's
/// presenter events: a face applies the changes in order, each in the positions the one before
/// it left, and never compares the whole list.
///
/// ```swift
/// if let changes = model.rowChanges(since: applied) {
///   for change in changes { apply(change) }  // index updates: a page costs its rows
/// } else {
///   reloadEverything()                       // the history no longer reaches back
/// }
/// applied = model.rowsVersion
/// ```
///
/// Placeholders are positions too: a page the memory cap drops turns its rows into placeholders
/// (``replaced(at:count:)``), a counting source that says more items lie beyond adds positions at
/// that end of the list (``inserted(at:count:)`` at 0 or at the end).
public enum ListChange: Sendable, Equatable {
  /// Every position may have changed: a new generation (reset, new query, refresh, a restore).
  /// Reload without animation; the changes after it in the same batch are part of it.
  case reloaded
  /// Positions `position..<position + count` are new; the positions after them moved down.
  case inserted(at: Int, count: Int)
  /// Positions `position..<position + count` are gone; the positions after them moved up.
  case removed(at: Int, count: Int)
  /// Positions `position..<position + count` show something else at the same place: a
  /// placeholder that became a row or the reverse, or a row edited in place.
  case replaced(at: Int, count: Int)
}
