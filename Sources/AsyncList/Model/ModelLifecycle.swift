/// What a model counts of the view that drives it: the calls of ``AsyncListModel/run()`` under
/// way, the rows on screen as the view reported them by id, and the query a search field had
/// when it opened.
struct ModelLifecycle<ID: Hashable> {
  /// Calls of `run()` whose task has not been cancelled: the list stops when the last ends.
  var runs = 0
  /// Rows the view reported on screen by id and not yet gone: a row that leaves after the list
  /// dropped it (a reset, a refresh, a new query) still counts as leaving.
  var idsOnScreen: Set<ID> = []
  /// The size of ``idsOnScreen`` that makes it forget rows the list no longer holds: a view
  /// that reports appearances only would otherwise grow it for ever. Doubles past what is kept.
  var idsOnScreenLimit = 1_024
  /// The query when the search field opened; `nil` while it is closed.
  var queryBeforeSearch: String?
  /// The field was just dismissed: the empty text it writes as it closes is not a query.
  var searchDismissed = false
}
