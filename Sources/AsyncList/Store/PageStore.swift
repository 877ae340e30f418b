/// Where a list keeps its pages between screens and launches: the store behind
/// stale-while-revalidate (see ``ListCache``).
///
/// A store holds, per list and query, the pages of the last generation that loaded: the first
/// page and the pages loaded below and above it, in order. The model writes a page after the
/// list applied it, one write at a time and in order; it reads the pages at start and a single
/// page when the user scrolls to a page the store holds (a page the memory cap dropped, or the
/// rest of a cached list).
///
/// ``InMemoryPageStore`` keeps pages for the life of the process; the `AsyncListGRDB` product
/// keeps them in an SQLite file.
///
/// ```swift
/// let cache = ListCache(store: InMemoryPageStore<Int, Photo, String>(), list: "photos")
/// let model = AsyncListModel(source: PhotosSource(), query: "", cache: cache)
/// ```
public protocol PageStore<Key, Item, Query>: Sendable {
  /// The key of a page, as the ``PageSource`` gives it.
  associatedtype Key: Hashable & Sendable
  /// The rows.
  associatedtype Item: Identifiable & Sendable where Item.ID: Sendable
  /// The query a list's pages were loaded with.
  associatedtype Query: Equatable & Sendable

  /// The pages of a list for a query, from its first page (``LoadDirection/initial``) down,
  /// and how long ago they were saved. Pages above the first page load one by one with
  /// ``page(of:query:key:)`` as the user scrolls up.
  ///
  /// - Parameters:
  ///   - list: The list's identity (``ListCache/list``).
  ///   - query: The query the pages were loaded with.
  ///   - rowLimit: Stop after the page that reaches this many rows; the rest stay in the store
  ///     and load page by page as the user scrolls.
  /// - Returns: The pages, or `nil` when the store holds none for this list and query.
  /// - Throws: The store's error; the list then loads from the source.
  func pages(of list: String, query: Query, rowLimit: Int) async throws -> StoredList<Key, Item>?

  /// One page of a list by the key it was requested with.
  ///
  /// - Parameters:
  ///   - list: The list's identity.
  ///   - query: The query the page was loaded with.
  ///   - key: The page's key (`nil` for a first page requested without a key).
  /// - Returns: The page, or `nil` when the store does not hold it.
  /// - Throws: The store's error; the list then loads the page from the source.
  func page(of list: String, query: Query, key: Key?) async throws -> Page<Key, Item>?

  /// Saves a page the list applied. A first page (``LoadDirection/initial``) replaces every page
  /// of the list for this query; an ``LoadDirection/append`` page goes below the pages held if
  /// its key is the last page's ``Page/nextKey``, a ``LoadDirection/prepend`` page above them if
  /// its key is the first page's ``Page/previousKey``; otherwise it is not kept, so the pages
  /// held are one unbroken chain. A page is written whole or not at all.
  ///
  /// - Parameters:
  ///   - page: The page, its key and where it goes.
  ///   - list: The list's identity.
  ///   - query: The query it was loaded with.
  /// - Throws: The store's error; the list goes on, and the page is not kept.
  func save(_ page: StoredPage<Key, Item>, of list: String, query: Query) async throws

  /// Removes every page of a list, for every query.
  ///
  /// - Parameter list: The list's identity.
  /// - Throws: The store's error.
  func removeAll(of list: String) async throws
}
