extension AsyncListModel {
  /// Adds a second level: each row's extra data, loaded from a detail source as rows come into
  /// view. The model keeps the loader; a list may have several (an image and an amount per row).
  ///
  /// Add loaders before ``start()``, or make a ``DetailListModel`` with their sources, which
  /// gives the faces each row's details typed: a loader added later starts with the rows on screen that the other loaders know, or with
  /// the next row events.
  ///
  /// ```swift
  /// let model = AsyncListModel(source: PictureSource())
  /// let images = model.details(from: ImageSource(), configuration: DetailConfiguration(maxConcurrentLoads: 2))
  /// ```
  ///
  /// - Parameters:
  ///   - source: Loads one row's detail.
  ///   - configuration: Concurrency, prefetch and cancel distances, cache budget.
  ///   - sharedCache: A kind of detail in a ``SharedDetailCache`` that answers this loader's loads
  ///     and those of every loader of the same kind, in this list or others; `nil` (the default)
  ///     for none.
  /// - Returns: The loader, for its rows' observable details. The model holds it; it holds the
  ///   model weakly.
  @discardableResult
  public func details<Details: DetailSource>(
    from source: Details,
    configuration: DetailConfiguration = DetailConfiguration(),
    sharedCache: SharedDetailCache.Kind? = nil
  ) -> DetailLoader<Details> where Details.Item == Item {
    let level = engine.addLevel(configuration)
    let loader = DetailLoader(
      source: source, configuration: configuration, level: level, host: self, shared: sharedCache)
    detailRunners.append(loader)
    return loader
  }

  /// The loader of a detail source's type, the first one added (for tests; apps keep the loader
  /// or use ``DetailListModel/loaders``).
  ///
  /// - Parameter type: The detail source's type.
  /// - Returns: The loader, or `nil` when the model has none of that type.
  package func details<Details: DetailSource>(_ type: Details.Type) -> DetailLoader<Details>? {
    for runner in detailRunners {
      if let loader = runner as? DetailLoader<Details> { return loader }
    }
    return nil
  }

  /// Feeds an event of a detail level to the engine and carries out what it decides.
  func detailEvent(_ level: Int, _ event: DetailEvent<Item.ID, any Sendable>, at time: ListTime) {
    // A detail event changes the level's counters even without an action (a stale result).
    let actions = engine.detail(level, event, at: time)
    perform(actions + [.detailMetricsChanged], pagingEvent: false)
  }
}

extension AsyncListModel: DetailHost {
  func detailState(_ level: Int, of id: Item.ID) -> DetailState<any Sendable> {
    engine.detailState(level, of: id)
  }

  func detailEvent(_ level: Int, _ event: DetailEvent<Item.ID, any Sendable>) {
    detailEvent(level, event, at: now())
  }

  func restRange(_ level: Int) -> RestRange {
    engine.restRange(level: level)
  }

  func setRestRange(_ range: RestRange, level: Int) {
    engine.setRestRange(range, level: level)
  }

  func holdsRow(_ id: Item.ID) -> Bool {
    engine.paging.index(id) != nil
  }
}
