/// What a list shows at one of its edges: the footer (after the last row) or the header
/// (before the first row, for lists that grow upwards).
public enum EdgeStatus: Sendable, Equatable {
  /// No rows yet (the first page is loading), so no edge: show nothing.
  case idle
  /// More rows come from this direction: a page is loading, or starts as the user gets near
  /// (or, with a memory cap, pages dropped here load again). Show a spinner.
  ///
  /// It does not flip between pages, so the list changes once per page that lands. Whether a
  /// load is in flight right now is in ``ListMetrics/loadsInFlight``.
  case loading
  /// The last load here failed: show the error and a retry button that calls
  /// ``AsyncListModel/retry()``.
  case failed(LoadFailure)
  /// Nothing more comes from this direction. Footers usually say "End of list"; headers show
  /// nothing.
  case end
}
