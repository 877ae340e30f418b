extension AsyncListModel where Source.Query == String {
  /// Creates a model whose query starts empty.
  ///
  /// - Parameters:
  ///   - source: Where pages come from.
  ///   - configuration: Page sizes, prefetch distance, debounce and retry policy.
  ///   - clock: The clock for debouncing and retry backoff; tests pass a test clock.
  public convenience init(
    source: Source,
    configuration: PagingConfiguration = PagingConfiguration(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init(source: source, query: "", configuration: configuration, clock: clock)
  }
}
