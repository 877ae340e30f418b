extension AsyncListModel where Source.Query == String {
  /// Creates a model whose query starts empty.
  ///
  /// - Parameters:
  ///   - source: Where pages come from.
  ///   - initialKey: The key of the first page (see ``AsyncListModel/initialKey``); `nil` for the top.
  ///   - cache: A store that shows saved rows at start and keeps every page (see ``ListCache``).
  ///   - configuration: Page sizes, prefetch distance, debounce and retry policy.
  ///   - clock: The clock for debouncing and retry backoff; tests pass a test clock.
  public convenience init(
    source: Source,
    initialKey: Source.Key? = nil,
    cache: ListCache<Source.Key, Source.Item, String>? = nil,
    configuration: PagingConfiguration = PagingConfiguration(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init(
      source: source, query: "", initialKey: initialKey, cache: cache, configuration: configuration, clock: clock)
  }

  /// Whether a search field is open (between ``searchPresentationChanged(to:)`` with `true` and
  /// with `false`).
  public var isSearchPresented: Bool { lifecycle.queryBeforeSearch != nil }

  /// For a search field: call with `true` when it opens and with `false` when the user cancels
  /// it. Cancelling puts back the query the list had when the field opened, so the list returns
  /// to what it showed before the search (and does not reload if that is still the query
  /// loaded); the empty text a field writes as it closes changes nothing (see
  /// ``searchTextChanged(to:)``), in whichever order the two arrive.
  ///
  /// - Parameter presented: Whether the field is open now.
  public func searchPresentationChanged(to presented: Bool) {
    if presented {
      lifecycle.searchDismissed = false
      if lifecycle.queryBeforeSearch == nil { lifecycle.queryBeforeSearch = typedQuery }
    } else if let before = lifecycle.queryBeforeSearch {
      lifecycle.queryBeforeSearch = nil
      // The field clears its text as it closes, unless it already did.
      lifecycle.searchDismissed = !typedQuery.isEmpty
      if before != typedQuery { query = before }
    }
  }

  /// For a search field's text: sets ``query`` (which reloads after the debounce), except for
  /// the empty text a field writes once it has been dismissed.
  ///
  /// - Parameter text: The field's text.
  public func searchTextChanged(to text: String) {
    if text.isEmpty && lifecycle.searchDismissed && !isSearchPresented {
      lifecycle.searchDismissed = false
      return
    }
    query = text
  }
}

extension AsyncListModel where Source.Query == String {
  /// Creates a model whose query starts empty, with one detail level: each row's extra data, loaded as rows come into view.
  /// The model keeps the loader (``details(_:)`` finds it by its source's type).
  ///
  /// ```swift
  /// let model = AsyncListModel(source: SongSource(), details: ArtworkSource())
  /// ```
  ///
  /// - Parameters:
  ///   - source: Where pages come from.
  ///   - details: Loads one row's detail.
  ///   - initialKey: The key of the first page (see ``initialKey``); `nil` for the top.
  ///   - cache: A store that shows saved rows at start and keeps every page (see ``ListCache``).
  ///   - configuration: Page sizes, prefetch distance, debounce and retry policy.
  ///   - detailConfiguration: Every level's concurrency, distances and cache budget (add a level
  ///     with its own through ``details(from:configuration:)``).
  ///   - clock: The clock for debouncing, retry backoff and detail pacing; tests pass a test
  ///     clock.
  public convenience init<Details: DetailSource>(
    source: Source,
    details: Details,
    initialKey: Source.Key? = nil,
    cache: ListCache<Source.Key, Source.Item, String>? = nil,
    configuration: PagingConfiguration = PagingConfiguration(),
    detailConfiguration: DetailConfiguration = DetailConfiguration(),
    clock: any Clock<Duration> = ContinuousClock()
  ) where Details.Item == Item {
    self.init(
      source: source, details: details, query: "", initialKey: initialKey, cache: cache,
      configuration: configuration, detailConfiguration: detailConfiguration, clock: clock)
  }

  /// Creates a model whose query starts empty, with two detail levels (an image and an amount per row, say).
  ///
  /// - Parameters:
  ///   - source: Where pages come from.
  ///   - details: Loads one row's first detail.
  ///   - moreDetails: Loads one row's second detail.
  ///   - initialKey: The key of the first page (see ``initialKey``); `nil` for the top.
  ///   - cache: A store that shows saved rows at start and keeps every page (see ``ListCache``).
  ///   - configuration: Page sizes, prefetch distance, debounce and retry policy.
  ///   - detailConfiguration: Every level's concurrency, distances and cache budget (add a level
  ///     with its own through ``details(from:configuration:)``).
  ///   - clock: The clock for debouncing, retry backoff and detail pacing; tests pass a test
  ///     clock.
  public convenience init<Details: DetailSource, MoreDetails: DetailSource>(
    source: Source,
    details: Details,
    _ moreDetails: MoreDetails,
    initialKey: Source.Key? = nil,
    cache: ListCache<Source.Key, Source.Item, String>? = nil,
    configuration: PagingConfiguration = PagingConfiguration(),
    detailConfiguration: DetailConfiguration = DetailConfiguration(),
    clock: any Clock<Duration> = ContinuousClock()
  ) where Details.Item == Item, MoreDetails.Item == Item {
    self.init(
      source: source, details: details, moreDetails, query: "", initialKey: initialKey, cache: cache,
      configuration: configuration, detailConfiguration: detailConfiguration, clock: clock)
  }
}
