/// How an ``AsyncListModel`` pages.
///
/// The defaults suit a phone-sized list over a network source:
/// - ``pageSize`` 30, the size of Picsum's default page and about two screens of rows.
/// - ``initialLoadSize`` equal to ``pageSize``. Paging 3 loads 3 × the page size first; that
///   only works with sources that turn an item count back into a key, and page-number APIs
///   (`?page=N&limit=M`) cannot serve a first page of 90 and then page 2 of 30 without
///   overlap. A prefetch distance of one page already requests page 2 as soon as the first row
///   shows, so the list still has two pages ready before the user scrolls.
/// - ``prefetchDistance`` equal to ``pageSize`` (as in Paging 3): the next page starts when a row
///   within one page of the end appears.
/// - ``queryDebounce`` 300 ms: long enough to skip keystrokes, short enough to feel live.
/// - ``automaticRetry`` off: a failure is shown with a retry button until the user asks.
/// - ``staggeredReveal`` off: a first page shows all its rows at once.
/// - ``maxLoadedRows`` off: every row stays in memory.
/// - ``jumpThreshold`` 3 pages: a source that counts its items and gives keys for positions
///   (``PageSource/key(forPosition:query:)``) loads the page under a user who lands further than this
///   from the rows loaded, instead of every page in between.
/// - ``maxPagesWithoutNewRows`` 3: a source that keeps returning rows already shown (a server
///   that ignores the page parameter, a next link pointing back at itself with another query)
///   stops the edge after three such pages instead of loading forever.
public struct PagingConfiguration: Sendable, Equatable {
  /// The number of items requested for each page after the first.
  public var pageSize: Int
  /// The number of items requested for the first page of a generation.
  public var initialLoadSize: Int
  /// How close to an edge a row must be, in rows, for its appearance to load the next page.
  ///
  /// A page loads when a row at most this many rows from the last (or first) row appears.
  public var prefetchDistance: Int
  /// How long the query must stay unchanged before the list reloads for it.
  public var queryDebounce: Duration
  /// Automatic retries of failed loads, or `nil` for manual retry only.
  public var automaticRetry: AutomaticRetry?
  /// The interval at which a fresh first page reveals its rows one by one (see
  /// ``ListPresentation/revealLimit``), or `nil` to show them at once.
  public var staggeredReveal: Duration?
  /// The most rows held in memory, or `nil` to keep every row.
  ///
  /// Past it, whole pages at the end farther from the user are dropped and leave placeholders,
  /// so row indices stay stable (``Rows/placeholdersBefore``, ``Rows/placeholdersAfter``); a
  /// dropped page loads again, with the request that first loaded it, when the user scrolls
  /// back. Pages are dropped when a page lands, when a stored list is restored (around its start
  /// row), and when the user moves far enough from a page at either end of the rows held.
  ///
  /// A page is dropped only if the rows left still reach further than the prefetch distance
  /// beyond the screen on that side: dropping it would otherwise make its edge due at once, and
  /// the page would load and drop in turn. So the cap in force is at least the largest page plus
  /// twice the prefetch distance, and the rows held stay within
  ///
  ///     max(cap in force, 2 × largest page + 2 × (prefetch distance + 1) − 1)
  ///
  /// with 10-row pages, a prefetch distance of 5 and a cap of 20, at most 31 rows. The prefetch
  /// distance there is the one in force: it grows while the user outruns the pages, and with
  /// detail levels it is at least their look-ahead (up to four pages). When the view reports rows
  /// leaving, the rows on screen stay too: add twice the rows on screen less one. Rows the app
  /// inserts (``AsyncListModel/insert(_:at:)``) come on top until the next drop. The paging
  /// property tests hold every generated history (any cap, any distance, both directions,
  /// jumps, refreshes and restores) to this bound after every event.
  ///
  /// Use it only with sources that answer a request the same way twice (keys are offsets,
  /// page numbers or cursors that stay valid).
  public var maxLoadedRows: Int?
  /// The most rows one load at an edge may ask for while the user scrolls faster than pages
  /// land, or `nil` (the default) to always ask for ``pageSize``.
  ///
  /// With it, an edge load asks for as many rows as the user passes while one load is in flight
  /// (1.5 × speed × page latency), in whole pages, between ``pageSize`` and this. Only for
  /// sources whose keys are offsets, that honour ``PageRequest/loadSize`` and derive the next
  /// key from the rows returned: a page-number API (`?page=N&limit=M`) would skip rows.
  public var maxLoadSize: Int?
  /// How many pages in a row may add no new row (all duplicates of rows shown, or removed)
  /// before the edge stops with ``PagingError/noNewRows(pages:)``; ``AsyncListModel/retry()``
  /// loads on. At least 1.
  public var maxPagesWithoutNewRows: Int
  /// Whether a new query keeps the rows shown until its first page lands (the default), marked
  /// ``ListPresentation/Freshness/previousQuery``, instead of clearing them for a first-load
  /// state. A failure keeps them and shows the error as a failed refresh does. They never page.
  public var keepsRowsWhileQueryLoads: Bool
  /// How far from the rows loaded, in positions, a row on screen must be for the list to jump:
  /// drop its rows and load the page under the user (from ``PageSource/key(forPosition:query:)``),
  /// keeping every position as a counted placeholder meanwhile. Only for sources that give keys
  /// for positions; `Int.max` never jumps. Paging 3 calls this `jumpThreshold` too.
  public var jumpThreshold: Int
  /// Whether a refresh fetches every page held again, as TanStack Query refetches an infinite
  /// query, instead of the first page only (the default).
  ///
  /// The pages are asked for again in order: the first held from its own key (as a first page
  /// when it came downwards), a page that came upwards or first as it was, and each page that
  /// came downwards from the fresh page before it (its ``Page/nextKey``), at the size the old
  /// page asked for. Pages the memory cap dropped above stay placeholders, to load back.
  /// The rows on screen stay until the whole chain has landed, then are replaced in one
  /// publish, so a user 200 rows down keeps them. The chain stops where the fresh one ends:
  /// fewer pages than before, an empty page, or a key it already asked for. If a page fails, the
  /// old rows stay, ``ListPresentation/refresh`` carries the error, and
  /// ``AsyncListModel/retry()`` resumes at that page. With ``maxLoadedRows``, only the pages held
  /// are fetched again. A refresh key (``PageSource/refreshKey(in:)``) is not asked for. A list
  /// restored from a store revalidates its first page (``ListCache``). The fresh pages replace
  /// what the rows became meanwhile: local edits made while the chain loads, and pages the old
  /// rows loaded while a failed page waited (they load again as the user scrolls).
  public var refetchesEveryPage: Bool
  /// How long the rows stay fresh, or `nil` (the default) for as long as the list lives.
  ///
  /// When the list starts (``AsyncListModel/start()``, which ``AsyncListModel/run()`` and the
  /// SwiftUI view call when it appears) and its rows were loaded longer ago than this, on the
  /// model's clock, it refreshes them, keeping them on screen meanwhile, as TanStack Query
  /// refetches a stale query when it mounts; from where the user is when the source gives a
  /// refresh key. Rows restored from a store follow the store's time (``ListCache``). Each list has its own; a store's rows have theirs
  /// (``ListCache``), and each detail level its own (``DetailConfiguration/staleAfter``).
  public var staleAfter: Duration?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - pageSize: Items per page; at least 1. Defaults to 30.
  ///   - initialLoadSize: Items in the first page; defaults to `pageSize`.
  ///   - prefetchDistance: Rows from an edge that trigger the next load; defaults to `pageSize`.
  ///   - queryDebounce: Quiet time before a query change reloads. Defaults to 300 ms.
  ///   - automaticRetry: Backoff for failed loads; `nil` (the default) retries only on request.
  ///   - staggeredReveal: Interval between the reveals of a fresh first page's rows, timed on the
  ///     model's clock; `nil` (the default) shows them at once.
  ///   - maxLoadedRows: The most rows held before far pages are dropped for placeholders;
  ///     `nil` (the default) keeps every row.
  ///   - maxLoadSize: The most rows an edge load asks for while the user outruns the pages
  ///     (offset-keyed sources only); `nil` (the default) always asks for `pageSize`.
  ///   - maxPagesWithoutNewRows: Pages in a row that add nothing before an edge stops with an
  ///     error. Defaults to 3.
  ///   - keepsRowsWhileQueryLoads: Whether a new query keeps the old rows until its first page
  ///     lands. Defaults to `true`.
  ///   - jumpThreshold: Positions between the rows loaded and the screen past which the list
  ///     jumps; defaults to 3 × the larger of `pageSize` and `initialLoadSize`.
  ///   - refetchesEveryPage: Whether a refresh fetches every page held again instead of the
  ///     first page only. Defaults to `false`.
  ///   - staleAfter: How long the rows stay fresh before a start refreshes them; `nil` (the
  ///     default) for ever.
  public init(
    pageSize: Int = 30,
    initialLoadSize: Int? = nil,
    prefetchDistance: Int? = nil,
    queryDebounce: Duration = .milliseconds(300),
    automaticRetry: AutomaticRetry? = nil,
    staggeredReveal: Duration? = nil,
    maxLoadedRows: Int? = nil,
    maxLoadSize: Int? = nil,
    maxPagesWithoutNewRows: Int = 3,
    keepsRowsWhileQueryLoads: Bool = true,
    jumpThreshold: Int? = nil,
    refetchesEveryPage: Bool = false,
    staleAfter: Duration? = nil
  ) {
    precondition(pageSize >= 1, "pageSize must be at least 1")
    self.pageSize = pageSize
    self.initialLoadSize = max(1, initialLoadSize ?? pageSize)
    self.prefetchDistance = max(0, prefetchDistance ?? pageSize)
    self.queryDebounce = max(.zero, queryDebounce)
    self.automaticRetry = automaticRetry
    self.staggeredReveal = staggeredReveal.flatMap { $0 > .zero ? $0 : nil }
    self.maxLoadedRows = maxLoadedRows.map { max(1, $0) }
    self.maxLoadSize = maxLoadSize.map { max(pageSize, $0) }
    self.maxPagesWithoutNewRows = max(1, maxPagesWithoutNewRows)
    self.keepsRowsWhileQueryLoads = keepsRowsWhileQueryLoads
    self.jumpThreshold = max(1, jumpThreshold ?? 3 * max(pageSize, self.initialLoadSize))
    self.refetchesEveryPage = refetchesEveryPage
    self.staleAfter = staleAfter.map { max(.zero, $0) }
  }
}
