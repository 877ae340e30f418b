/// What a model counts of the view that drives it: the calls of ``AsyncListModel/run()`` under
/// way and the query a search field had when it opened.
struct ModelLifecycle {
  /// Calls of `run()` whose task has not been cancelled: the list stops when the last ends
  /// (after the model's grace).
  var runs = 0
  /// How long a list runs on after its last `run()` ended.
  var stopGrace: Duration = .seconds(30)
  /// The query when the search field opened; `nil` while it is closed.
  var queryBeforeSearch: String?
  /// The field was just dismissed: the empty text it writes as it closes is not a query.
  var searchDismissed = false
}
