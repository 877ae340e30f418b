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
}
