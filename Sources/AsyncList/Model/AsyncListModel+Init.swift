extension AsyncListModel {
  /// Creates a model, with one detail level: each row's extra data, loaded as rows come into view.
  /// The model keeps the loader (``details(_:)`` finds it by its source's type).
  ///
  /// ```swift
  /// let model = AsyncListModel(source: SongSource(), details: ArtworkSource(), query: Filter.all)
  /// ```
  ///
  /// - Parameters:
  ///   - source: Where pages come from.
  ///   - details: Loads one row's detail.
  ///   - query: The query of the first generation.
  ///   - initialKey: The key of the first page (see ``initialKey``); `nil` for the top.
  ///   - cache: A store that shows saved rows at start and keeps every page (see ``ListCache``).
  ///   - configuration: Page sizes, prefetch distance, debounce and retry policy.
  ///   - detailConfiguration: Every level's concurrency, distances and cache budget (add a level
  ///     with its own through ``details(from:configuration:sharedCache:)``).
  ///   - clock: The clock for debouncing, retry backoff and detail pacing; tests pass a test
  ///     clock.
  public convenience init<Details: DetailSource>(
    source: Source,
    details: Details,
    query: Source.Query,
    initialKey: Source.Key? = nil,
    cache: ListCache<Source.Key, Source.Item, Source.Query>? = nil,
    configuration: PagingConfiguration = PagingConfiguration(),
    detailConfiguration: DetailConfiguration = DetailConfiguration(),
    clock: any Clock<Duration> = ContinuousClock()
  ) where Details.Item == Item {
    self.init(
      source: source, query: query, initialKey: initialKey, cache: cache, configuration: configuration, clock: clock)
    self.details(from: details, configuration: detailConfiguration)
  }

  /// Creates a model, with two detail levels (an image and an amount per row, say).
  ///
  /// - Parameters:
  ///   - source: Where pages come from.
  ///   - details: Loads one row's first detail.
  ///   - moreDetails: Loads one row's second detail.
  ///   - query: The query of the first generation.
  ///   - initialKey: The key of the first page (see ``initialKey``); `nil` for the top.
  ///   - cache: A store that shows saved rows at start and keeps every page (see ``ListCache``).
  ///   - configuration: Page sizes, prefetch distance, debounce and retry policy.
  ///   - detailConfiguration: Every level's concurrency, distances and cache budget (add a level
  ///     with its own through ``details(from:configuration:sharedCache:)``).
  ///   - clock: The clock for debouncing, retry backoff and detail pacing; tests pass a test
  ///     clock.
  public convenience init<Details: DetailSource, MoreDetails: DetailSource>(
    source: Source,
    details: Details,
    _ moreDetails: MoreDetails,
    query: Source.Query,
    initialKey: Source.Key? = nil,
    cache: ListCache<Source.Key, Source.Item, Source.Query>? = nil,
    configuration: PagingConfiguration = PagingConfiguration(),
    detailConfiguration: DetailConfiguration = DetailConfiguration(),
    clock: any Clock<Duration> = ContinuousClock()
  ) where Details.Item == Item, MoreDetails.Item == Item {
    self.init(
      source: source, query: query, initialKey: initialKey, cache: cache, configuration: configuration, clock: clock)
    self.details(from: details, configuration: detailConfiguration)
    self.details(from: moreDetails, configuration: detailConfiguration)
  }
}

extension AsyncListModel where Source.Query: StartingQuery {
  /// Creates a model whose query starts at ``StartingQuery/starting``: a list without search
  /// (``NoQuery``), or a search field with nothing typed yet (the empty string).
  ///
  /// - Parameters:
  ///   - source: Where pages come from.
  ///   - initialKey: The key of the first page (see ``initialKey``); `nil` for the top.
  ///   - cache: A store that shows saved rows at start and keeps every page (see ``ListCache``).
  ///   - configuration: Page sizes, prefetch distance, debounce and retry policy.
  ///   - clock: The clock for debouncing and retry backoff; tests pass a test clock.
  public convenience init(
    source: Source,
    initialKey: Source.Key? = nil,
    cache: ListCache<Source.Key, Source.Item, Source.Query>? = nil,
    configuration: PagingConfiguration = PagingConfiguration(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init(
      source: source, query: .starting, initialKey: initialKey, cache: cache, configuration: configuration,
      clock: clock)
  }

  /// Creates a model whose query starts at ``StartingQuery/starting``, with one detail level: each row's extra data, loaded as rows come into view.
  /// The model keeps the loader (``details(_:)`` finds it by its source's type).
  ///
  /// ```swift
  /// let model = AsyncListModel(source: PhotoSource(), details: ThumbnailSource())
  /// ```
  ///
  /// - Parameters:
  ///   - source: Where pages come from.
  ///   - details: Loads one row's detail.
  ///   - initialKey: The key of the first page (see ``initialKey``); `nil` for the top.
  ///   - cache: A store that shows saved rows at start and keeps every page (see ``ListCache``).
  ///   - configuration: Page sizes, prefetch distance, debounce and retry policy.
  ///   - detailConfiguration: Every level's concurrency, distances and cache budget (add a level
  ///     with its own through ``details(from:configuration:sharedCache:)``).
  ///   - clock: The clock for debouncing, retry backoff and detail pacing; tests pass a test
  ///     clock.
  public convenience init<Details: DetailSource>(
    source: Source,
    details: Details,
    initialKey: Source.Key? = nil,
    cache: ListCache<Source.Key, Source.Item, Source.Query>? = nil,
    configuration: PagingConfiguration = PagingConfiguration(),
    detailConfiguration: DetailConfiguration = DetailConfiguration(),
    clock: any Clock<Duration> = ContinuousClock()
  ) where Details.Item == Item {
    self.init(
      source: source, details: details, query: .starting, initialKey: initialKey, cache: cache,
      configuration: configuration, detailConfiguration: detailConfiguration, clock: clock)
  }

  /// Creates a model whose query starts at ``StartingQuery/starting``, with two detail levels (an image and an amount per row, say).
  ///
  /// - Parameters:
  ///   - source: Where pages come from.
  ///   - details: Loads one row's first detail.
  ///   - moreDetails: Loads one row's second detail.
  ///   - initialKey: The key of the first page (see ``initialKey``); `nil` for the top.
  ///   - cache: A store that shows saved rows at start and keeps every page (see ``ListCache``).
  ///   - configuration: Page sizes, prefetch distance, debounce and retry policy.
  ///   - detailConfiguration: Every level's concurrency, distances and cache budget (add a level
  ///     with its own through ``details(from:configuration:sharedCache:)``).
  ///   - clock: The clock for debouncing, retry backoff and detail pacing; tests pass a test
  ///     clock.
  public convenience init<Details: DetailSource, MoreDetails: DetailSource>(
    source: Source,
    details: Details,
    _ moreDetails: MoreDetails,
    initialKey: Source.Key? = nil,
    cache: ListCache<Source.Key, Source.Item, Source.Query>? = nil,
    configuration: PagingConfiguration = PagingConfiguration(),
    detailConfiguration: DetailConfiguration = DetailConfiguration(),
    clock: any Clock<Duration> = ContinuousClock()
  ) where Details.Item == Item, MoreDetails.Item == Item {
    self.init(
      source: source, details: details, moreDetails, query: .starting, initialKey: initialKey, cache: cache,
      configuration: configuration, detailConfiguration: detailConfiguration, clock: clock)
  }
}
