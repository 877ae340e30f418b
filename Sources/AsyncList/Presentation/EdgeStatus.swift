/// What a list shows at one of its edges: the footer (after the last row) or the header
/// (before the first row, for lists that grow upwards).
public enum EdgeStatus: Sendable, Equatable {
  /// Nothing is loading here and more may come: show nothing.
  case idle
  /// A page is loading here: show a spinner.
  case loading
  /// The last load here failed: show the error and a retry button that calls
  /// ``AsyncListModel/retry()``.
  case failed(LoadFailure)
  /// Nothing more comes from this direction. Footers usually say "End of list"; headers show
  /// nothing.
  case end
}
