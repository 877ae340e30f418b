extension AsyncListModel {
  /// The key of each generation's first page, or `nil` (the default) for the top of the list.
  ///
  /// A list that opens at an item (a chat at its first unread message, a deep link) starts with
  /// the page at this key and loads the pages around it in both directions as the user
  /// scrolls; ``startRowID`` is the row to scroll to. Setting it applies from the next
  /// generation (``reset()``, ``refresh()``, a new query).
  public var initialKey: Source.Key? {
    get { engine.initialKey }
    set { engine.initialKeyChanged(to: newValue) }
  }

  /// The first row of the current generation's first page: with ``initialKey``, the row to
  /// scroll to once the rows show (`ScrollViewReader.scrollTo(_:anchor:)` in SwiftUI); after a
  /// refresh at the user's place, the row that was highest on screen.
  public var startRowID: Item.ID? {
    access(keyPath: keyPaths.rows)
    return engine.paging.startRowID
  }

  /// Whether a view should scroll to ``startRowID`` when it changes: the list started at a key
  /// (``initialKey``), or a refresh reloaded it around the row on screen
  /// (``PageSource/refreshKey(for:)``). A list that starts at the top does not need to, nor
  /// one that jumped (``PageSource/key(forPosition:query:)``): the user is already there.
  public var scrollsToStartRow: Bool {
    access(keyPath: keyPaths.rows)
    return !engine.paging.jumped && (engine.initialKey != nil || engine.paging.generationAnchor != nil)
  }

  /// How long ago the rows' first page was loaded from the source (for rows from a store,
  /// including the time they spent there), or `nil` before any and after ``reset()``. Not
  /// observed: read it when drawing, e.g. "cached 12 s ago".
  public var dataAge: Duration? {
    engine.dataAge(at: now())
  }

  /// The last error the ``ListCache``'s store threw or a ``PageStoreTimeout``, or `nil`. The
  /// list goes on without the store: a failed read loads from the source, a failed write is
  /// lost. Not observed.
  public var lastStoreError: (any Error)? { cache.lastError }

  /// For a front end to call when the app returns to the foreground or the network comes back:
  /// refreshes the list (keeping its rows until the new first page lands) if its data is
  /// older than `maximumAge`, or failed to load. Does nothing while the model is stopped.
  ///
  /// - Parameter maximumAge: The oldest data kept as it is; defaults to the cache's
  ///   ``ListCache/staleAfter``, or zero without a cache.
  public func revalidate(olderThan maximumAge: Duration? = nil) {
    perform(engine.revalidate(olderThan: maximumAge, at: now()))
  }

  /// Drops every page the store holds for this list (all queries) and reloads the first page
  /// behind the rows shown, as a refresh does; without a store, just that refresh. On a
  /// stopped model the reload happens at the next ``start()``, and a store read at start
  /// waits for the pages to be dropped.
  public func invalidate() {
    perform(engine.invalidate(at: now()))
  }

  /// Returns when every page written so far is in the store (or its write failed): call it
  /// before the process may end (on the way to the background) so the last pages are kept.
  /// Writes run one at a time in order; nothing else waits for them.
  public func finishStoreWrites() async {
    await cache.writes?.value
  }

}
