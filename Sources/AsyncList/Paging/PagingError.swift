/// Why the list stopped an edge on its own, with no error from the source.
public enum PagingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The source returned pages that added no new row (every item already shown or removed)
  /// this many times in a row, so the edge stopped instead of loading the next page forever.
  /// ``AsyncListModel/retry()`` loads on; see ``PagingConfiguration/maxPagesWithoutNewRows``.
  case noNewRows(pages: Int)
  /// A page's next (or previous) key, shown here as text, was one this list had already
  /// requested since it started or was reset, so loading it would repeat pages (a cursor or a
  /// `Link` header pointing back). The edge stops instead of looping; ``AsyncListModel/retry()``
  /// requests that key once more, for a source that answers differently the second time.
  /// Paging 3 treats the same fault as a bug in the source.
  case repeatedKey(String)

  /// A one-line description for a footer or a log.
  public var description: String {
    switch self {
    case .noNewRows(let pages): "The source returned no new rows for \(pages) pages in a row"
    case .repeatedKey(let key): "The source pointed back at a page already loaded (key \(key))"
    }
  }
}
