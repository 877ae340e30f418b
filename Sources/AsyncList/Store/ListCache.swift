/// How an ``AsyncListModel`` uses a ``PageStore``: stale-while-revalidate.
///
/// Until the store answers, the list shows ``ListPresentation/Content/restoring`` (draw the empty
/// list, no spinner). Then the model shows the stored pages at once (``ListPresentation/freshness`` is
/// ``ListPresentation/Freshness/cached``) and, when they are older than ``staleAfter``, loads
/// the first page in the background and swaps it in as one update, as a pull-to-refresh does.
/// Every page the list applies is written to the store; pages the memory cap dropped, and the
/// rest of a cached list, load from the store before the network.
///
/// ```swift
/// let store = try GRDBPageStore<Int, Photo, String>(path: cacheFile)
/// let model = AsyncListModel(
///   source: PhotosSource(), query: "",
///   cache: ListCache(store: store, list: "photos", staleAfter: .seconds(60)))
/// ```
public struct ListCache<Key: Hashable & Sendable, Item: Identifiable & Sendable, Query: Equatable & Sendable>:
  Sendable
where Item.ID: Sendable {
  /// Where the pages are kept.
  public var store: any PageStore<Key, Item, Query>
  /// The list's identity in the store: one name per list an app shows.
  public var list: String
  /// How old stored pages may be before the model loads the first page again. `.zero` (the
  /// default) always revalidates: cached rows show at once and the fresh first page replaces
  /// them, all of them (it replaces the stored list too, and the list is one page long again,
  /// as after a pull-to-refresh). Give it a value (a minute, an hour) for a list that should
  /// reopen where it was and page on from the store.
  public var staleAfter: Duration
  /// The most rows read from the store at start; the rest load from the store page by page as
  /// the user scrolls. Defaults to 300.
  public var restoredRows: Int
  /// How long the model waits for the store at start before it loads from the network
  /// instead. Defaults to 2 s.
  public var readDeadline: Duration

  /// Creates a cache configuration.
  ///
  /// - Parameters:
  ///   - store: Where the pages are kept.
  ///   - list: The list's identity in the store.
  ///   - staleAfter: The age past which the first page is loaded again; `.zero` always.
  ///   - restoredRows: The most rows read from the store at start; at least 1.
  ///   - readDeadline: How long to wait for the store at start.
  public init(
    store: any PageStore<Key, Item, Query>,
    list: String,
    staleAfter: Duration = .zero,
    restoredRows: Int = 300,
    readDeadline: Duration = .seconds(2)
  ) {
    self.store = store
    self.list = list
    self.staleAfter = max(.zero, staleAfter)
    self.restoredRows = max(1, restoredRows)
    self.readDeadline = max(.zero, readDeadline)
  }
}
