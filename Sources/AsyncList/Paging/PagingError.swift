/// Why the list stopped an edge on its own, with no error from the source.
public enum PagingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The source returned pages that added no new row (every item already shown or removed)
  /// this many times in a row, so the edge stopped instead of loading the next page forever.
  /// ``AsyncListModel/retry()`` loads on; see ``PagingConfiguration/maxPagesWithoutNewRows``.
  case noNewRows(pages: Int)

  /// A one-line description for a footer or a log.
  public var description: String {
    switch self {
    case .noNewRows(let pages): "The source returned no new rows for \(pages) pages in a row"
    }
  }
}
