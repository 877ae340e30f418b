/// A ``PageStore`` that keeps pages in memory, for the life of the process: a list that leaves
/// the screen and comes back shows its rows at once. Tests use it with a test clock.
///
/// ```swift
/// let store = InMemoryPageStore<Int, Photo, String>()
/// let model = AsyncListModel(source: source, query: "", cache: ListCache(store: store, list: "photos"))
/// ```
public actor InMemoryPageStore<
  Key: Hashable & Sendable,
  Item: Identifiable & Sendable,
  Query: Equatable & Sendable
>: PageStore where Item.ID: Sendable {
  private struct Entry {
    var list: String
    var query: Query
    var pages: [StoredPage<Key, Item>]
    var savedAt: Duration
  }

  /// Least recently used last.
  private var entries: [Entry] = []
  private let elapsed: @Sendable () -> Duration
  /// The most lists (a list and query each) kept; the least recently used go first.
  public let maxLists: Int

  /// Creates an empty store.
  ///
  /// - Parameters:
  ///   - maxLists: The most lists kept, a list and query each (every search is one); the least
  ///     recently used go first. Defaults to 32.
  ///   - clock: The clock that ages the pages; tests pass a test clock.
  public init<C: Clock>(maxLists: Int = 32, clock: C = ContinuousClock()) where C.Duration == Duration {
    let start = clock.now
    self.elapsed = { start.duration(to: clock.now) }
    self.maxLists = max(1, maxLists)
  }

  /// The number of pages held, over every list and query.
  public var pageCount: Int { entries.reduce(0) { $0 + $1.pages.count } }

  /// The pages of a list for a query, from its first page down, up to the page that reaches
  /// `rowLimit` rows.
  ///
  /// - Parameters:
  ///   - list: The list's identity.
  ///   - query: The query the pages were loaded with.
  ///   - rowLimit: The rows after which no further page is returned.
  /// - Returns: The pages and their age, or `nil` for none.
  public func pages(of list: String, query: Query, rowLimit: Int) -> StoredList<Key, Item>? {
    guard let index = entries.firstIndex(where: { $0.list == list && $0.query == query }) else { return nil }
    let entry = entries.remove(at: index)
    entries.insert(entry, at: 0)  // used
    guard !entry.pages.isEmpty else { return nil }
    var pages: [StoredPage<Key, Item>] = []
    var rows = 0
    // From the first page down: pages above it load (from here) as the user scrolls up.
    let start = entry.pages.firstIndex { $0.direction == .initial } ?? 0
    for page in entry.pages[start...] where rows < rowLimit {
      pages.append(page)
      rows += page.page.items.count
    }
    return StoredList(pages: pages, age: elapsed() - entry.savedAt)
  }

  /// One page by its key.
  ///
  /// - Parameters:
  ///   - list: The list's identity.
  ///   - query: The query the page was loaded with.
  ///   - key: The key it was requested with.
  /// - Returns: The page, or `nil`.
  public func page(of list: String, query: Query, key: Key?) -> Page<Key, Item>? {
    entries.first { $0.list == list && $0.query == query }?.pages.first { $0.key == key }?.page
  }

  /// Saves a page: a first page replaces the list's pages for the query; others go below or
  /// above, where their key continues the pages held (else they are not kept).
  ///
  /// - Parameters:
  ///   - page: The page, its key and where it goes.
  ///   - list: The list's identity.
  ///   - query: The query it was loaded with.
  public func save(_ page: StoredPage<Key, Item>, of list: String, query: Query) {
    guard let index = entries.firstIndex(where: { $0.list == list && $0.query == query }) else {
      if page.direction == .initial {
        entries.insert(Entry(list: list, query: query, pages: [page], savedAt: elapsed()), at: 0)
        if entries.count > maxLists { entries.removeLast(entries.count - maxLists) }
      }
      return  // a page below or above a first page the store never saw has no place
    }
    // A page below or above goes in only where it continues the list, so the pages held are
    // always one unbroken chain of keys (a page that failed to save leaves no hole).
    switch page.direction {
    case .initial: entries[index] = Entry(list: list, query: query, pages: [page], savedAt: elapsed())
    case .append:
      if let last = entries[index].pages.last, last.page.nextKey == page.key { entries[index].pages.append(page) }
    case .prepend:
      if let first = entries[index].pages.first, first.page.previousKey == page.key {
        entries[index].pages.insert(page, at: 0)
      }
    }
  }

  /// Removes every page of a list, for every query.
  ///
  /// - Parameter list: The list's identity.
  public func removeAll(of list: String) {
    entries.removeAll { $0.list == list }
  }
}
