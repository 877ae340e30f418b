/// The rows on screen as the view reports them by id, beyond what the ``Viewport`` counts by
/// position: the ids a view reported one by one (``ListEngine/rowAppeared(id:at:)``) and the last
/// range it reported (``ListEngine/visibleRowsChanged(to:at:)``).
struct ScreenReports<ID: Hashable & Sendable>: Sendable {
  /// Rows reported on screen by id and not yet gone: a row that leaves after the list dropped it
  /// (a reset, a refresh, a new query) still counts as leaving.
  var idsOnScreen: Set<ID> = []
  /// The size of ``idsOnScreen`` that makes it forget rows the list no longer holds: a view that
  /// reports appearances only would otherwise grow it for ever. Doubles past what is kept.
  var idsOnScreenLimit = 1_024
  /// The last range reported: rows by id, placeholders of dropped pages by position.
  var range = ScreenRows<ID>()
}
