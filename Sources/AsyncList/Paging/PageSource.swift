/// A source of pages: the first level of an ``AsyncListModel``'s data.
///
/// A source loads one page for a key it owns (a page number, an offset, a cursor) and a requested
/// size. The list never invents keys: the first page is requested with a `nil` key, and every
/// later key is one that an earlier ``Page`` returned as ``Page/nextKey`` or ``Page/previousKey``.
///
/// Sources are `Sendable` and actor-free; the model calls them off the main actor and may cancel
/// the calling task when the result is no longer wanted (after a reset, a refresh or a new query).
///
/// ```swift
/// struct NumbersSource: PageSource {
///   struct Number: Identifiable, Sendable { let id: Int }
///
///   func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, Number> {
///     let start = request.key ?? 0
///     let items = (start..<start + request.loadSize).map(Number.init(id:))
///     return Page(items: items, nextKey: start + request.loadSize < 1_000 ? start + request.loadSize : nil)
///   }
/// }
/// ```
public protocol PageSource<Key, Item>: Sendable {
  /// The key that identifies a page: a page number, an offset or a cursor.
  associatedtype Key: Hashable & Sendable
  /// The rows the source delivers. Their `id` must be unique within a list;
  /// a row whose id is already shown is dropped.
  associatedtype Item: Identifiable & Sendable where Item.ID: Sendable
  /// The parameters a user can change (search text, filters); a change starts a new generation.
  associatedtype Query: Equatable & Sendable = NoQuery

  /// Loads one page.
  ///
  /// - Parameter request: The key to load (`nil` for the first page), the number of items wanted,
  ///   the direction the list grows in, and the current query.
  /// - Returns: The page's items in display order and the keys next to it.
  /// - Throws: Any error; the list shows it and offers a retry. A `CancellationError` thrown
  ///   because the task was cancelled is never shown.
  func loadPage(_ request: PageRequest<Key, Query>) async throws -> Page<Key, Item>

  /// The key to refresh from so that the refreshed list still shows `anchor`, the row at the top
  /// of the screen: a pull-to-refresh at row 3,000 then reloads around row 3,000 instead of
  /// going back to the top. `nil` (the default) refreshes from the first page.
  ///
  /// The page loaded with the key should hold the anchor's row, and say what lies before it
  /// (``Page/previousKey``) so the rows above load as the user scrolls up. The list keeps the
  /// anchor row on screen (``AsyncListModel/startRowID``).
  ///
  /// ```swift
  /// func refreshKey(for anchor: Number) -> Int? { max(0, anchor.id - 10) }  // offsets as keys
  /// ```
  ///
  /// - Parameter anchor: The row highest on screen when the refresh starts.
  /// - Returns: The key of the refreshed list's first page, or `nil` for the top.
  func refreshKey(for anchor: Item) -> Key?

  /// The key to refresh from, chosen from what the list holds: the position the user is at and
  /// the pages loaded, as Paging 3's `getRefreshKey` is. A source whose keys follow positions
  /// (offsets, page numbers) can then refresh at a position no row holds yet, a placeholder the
  /// user scrolled to. The default asks ``refreshKey(for:)`` for the row at the anchor position,
  /// and gives `nil` on a placeholder. Implement one of the two.
  ///
  /// The list keeps the anchor's row on screen when the page loaded with the key holds it
  /// (``AsyncListModel/startRowID`` is that row). From a placeholder, a page that counts the
  /// items before it (``Page/itemsBefore``) puts its rows at their own positions, and the start
  /// row is the one now at the anchor position, so the user stays; an uncounted page starts the
  /// list at its first row.
  ///
  /// ```swift
  /// func refreshKey(in state: RefreshState<Int, Number>) -> Int? {
  ///   guard let anchor = state.anchorPosition else { return nil }
  ///   return max(0, anchor - 15)  // offsets as keys: the anchor lands in the middle of a page
  /// }
  /// ```
  ///
  /// - Parameter state: The anchor position, the pages held and the counts
  ///   (``RefreshState/closestItem(to:)`` finds the row nearest a position).
  /// - Returns: The key of the refreshed list's first page, or `nil` for the top.
  func refreshKey(in state: RefreshState<Key, Item>) -> Key?

  /// The key of the page that starts at a position of the whole list, for a source whose pages
  /// count the items around them (``Page/itemsBefore``, ``Page/itemsAfter``): the list can then
  /// jump. When the user lands on counted placeholders far from the rows loaded (a scroll-bar
  /// drag, a jump to row 50,000), the list loads the page under them instead of every page in
  /// between (``PagingConfiguration/jumpThreshold``). `nil` (the default) never jumps.
  ///
  /// The list loads it as a generation's first page (a ``PageRequest`` with direction
  /// `.initial` and ``PagingConfiguration/initialLoadSize``), for the position half a first page
  /// above the first far row that appeared (the top row on screen when the user lands from above,
  /// the bottom row from below). The page should say what lies before and after it
  /// (``Page/itemsBefore``, ``Page/previousKey``, ``Page/nextKey``); without
  /// ``Page/itemsBefore`` it is placed at `position`. A page before it is then requested with its
  /// ``Page/previousKey`` and direction `.prepend`; what that key means (where the page wanted
  /// starts or ends) is the source's own, as for any list that grows upwards.
  ///
  /// ```swift
  /// func key(forPosition position: Int, query: NoQuery) -> Int? { position }  // offsets as keys
  /// ```
  ///
  /// - Parameters:
  ///   - position: The position, from 0, of the first item wanted, among the items that match
  ///     `query`.
  ///   - query: The query of the list shown.
  /// - Returns: The key of a page starting at (or holding) `position`, or `nil` to load the
  ///   pages in between instead.
  func key(forPosition position: Int, query: Query) -> Key?
}

extension PageSource {
  /// Refreshes from the first page.
  ///
  /// - Parameter anchor: The row highest on screen.
  /// - Returns: `nil`.
  public func refreshKey(for anchor: Item) -> Key? { nil }

  /// Asks ``refreshKey(for:)`` for the row at the anchor position; `nil` on a placeholder.
  ///
  /// - Parameter state: What the list holds.
  /// - Returns: The key for the anchor's row, or `nil`.
  public func refreshKey(in state: RefreshState<Key, Item>) -> Key? {
    state.anchorItem.flatMap { refreshKey(for: $0) }
  }

  /// Never jumps: the pages in between load.
  ///
  /// - Parameters:
  ///   - position: A position in the list.
  ///   - query: The list's query.
  /// - Returns: `nil`.
  public func key(forPosition position: Int, query: Query) -> Key? { nil }
}
