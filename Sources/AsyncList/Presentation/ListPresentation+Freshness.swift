extension ListPresentation {
  /// Where the rows shown come from.
  public enum Freshness: Sendable, Equatable {
    /// The source, in this generation; also before any rows (a first load).
    case fresh
    /// A ``PageStore`` (see ``ListCache``): rows saved earlier, shown while the first page is
    /// loaded again (``ListPresentation/refresh`` is `.refreshing`), or kept as they are when
    /// younger than ``ListCache/staleAfter`` (pages loaded below them later do not change it).
    /// ``AsyncListModel/dataAge`` says how old they are.
    case cached
    /// The previous query, kept while the new query's first page loads
    /// (``PagingConfiguration/keepsRowsWhileQueryLoads``); draw them dimmed. They do not page.
    case previousQuery
  }
}
