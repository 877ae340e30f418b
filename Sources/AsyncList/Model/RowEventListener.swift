/// What hears a list's row events without generic types: a detail loader.
///
/// The model calls it by position on every row that appears or leaves the screen. Its methods
/// take no generic value, so the call asks the runtime for no generic metadata.
@MainActor
protocol RowEventListener: AnyObject {
  /// The row at a position (one the list holds) appeared on screen.
  func rowAppeared(at index: Int)
  /// The row at a position left the screen.
  func rowDisappeared(at index: Int)
  /// The scroll under way will come to rest with these positions on screen (`nil`: it will
  /// not).
  func scrollWillSettle(on range: Range<Int>?)
  /// Rows beyond the screen the listener wants the list to have fetched.
  var detailLookahead: Int { get }
}
