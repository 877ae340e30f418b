/// A list model that knows its detail levels by type: each row's extra data (an image, an
/// amount), loaded as rows come into view, one ``DetailLoader`` per detail source.
///
/// It is an ``AsyncListModel`` in every other way, so every face and call that takes one takes
/// it. Because the levels are part of its type, a list view gets each row's details typed, with
/// no type to name: `AsyncListView(model) { picture, thumbnail in … }`. Two levels of the same
/// source type are two levels, told apart by their place.
///
/// ```swift
/// let model = DetailListModel(source: LineSource(), details: AmountSource())
/// let amounts = model.loaders  // DetailLoader<AmountSource>
/// model.start()
/// // in a row view:
/// let amount = amounts.row(for: line.id)  // observable; only this row redraws
/// ```
///
/// With two levels, ``loaders`` is a pair: `let (thumbnails, amounts) = model.loaders`.
///
/// Every level gets the initializer's `detailConfiguration`; a level of its own configuration or
/// on a ``SharedDetailCache`` is added with ``AsyncListModel/details(from:configuration:sharedCache:)``.
/// A detail source whose item is not the list's item stops the app at creation, with a message
/// naming both (Swift cannot yet state that requirement on each of a pack's members).
@MainActor
public final class DetailListModel<Source: PageSource, each Details: DetailSource>: AsyncListModel<Source> {
  /// The loaders of the detail levels, in the order their sources were given: one loader for one
  /// level, a tuple for more.
  public let loaders: (repeat DetailLoader<each Details>)
  /// Each level's observable detail of a row, typed by the list's row id (what the faces call).
  package let rowDetails: (repeat LevelRows<Item.ID, (each Details).Detail>)

  /// Creates a model with its detail levels.
  ///
  /// ```swift
  /// let model = DetailListModel(source: SongSource(), details: ArtworkSource(), query: Filter.all)
  /// ```
  ///
  /// - Parameters:
  ///   - source: Where pages come from.
  ///   - details: One source per level, each loading one row's detail.
  ///   - query: The query of the first generation.
  ///   - initialKey: The key of the first page (see ``AsyncListModel/initialKey``); `nil` for
  ///     the top.
  ///   - cache: A store that shows saved rows at start and keeps every page (see ``ListCache``).
  ///   - configuration: Page sizes, prefetch distance, debounce and retry policy.
  ///   - detailConfiguration: Every level's concurrency, distances and cache budget.
  ///   - clock: The clock for debouncing, retry backoff and detail pacing; tests pass a test
  ///     clock.
  public init(
    source: Source,
    details: repeat each Details,
    query: Source.Query,
    initialKey: Source.Key? = nil,
    cache: ListCache<Source.Key, Source.Item, Source.Query>? = nil,
    configuration: PagingConfiguration = PagingConfiguration(),
    detailConfiguration: DetailConfiguration = DetailConfiguration(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    var levels = LevelsUnderConstruction<Source>(configuration: detailConfiguration)
    let made = (repeat levels.make(each details))
    loaders = (repeat (each made).loader)
    rowDetails = (repeat (each made).row)
    super.init(
      source: source, query: query, initialKey: initialKey, cache: cache, configuration: configuration, clock: clock)
    for attach in levels.attachments { attach(self) }
  }
}

extension DetailListModel where Source.Query: StartingQuery {
  /// Creates a model with its detail levels, whose query starts at ``StartingQuery/starting``: a
  /// list without search (``NoQuery``), or a search field with nothing typed yet.
  ///
  /// ```swift
  /// let model = DetailListModel(source: PhotoSource(), details: ThumbnailSource())
  /// ```
  ///
  /// - Parameters:
  ///   - source: Where pages come from.
  ///   - details: One source per level, each loading one row's detail.
  ///   - initialKey: The key of the first page (see ``AsyncListModel/initialKey``); `nil` for
  ///     the top.
  ///   - cache: A store that shows saved rows at start and keeps every page (see ``ListCache``).
  ///   - configuration: Page sizes, prefetch distance, debounce and retry policy.
  ///   - detailConfiguration: Every level's concurrency, distances and cache budget.
  ///   - clock: The clock for debouncing, retry backoff and detail pacing; tests pass a test
  ///     clock.
  public convenience init(
    source: Source,
    details: repeat each Details,
    initialKey: Source.Key? = nil,
    cache: ListCache<Source.Key, Source.Item, Source.Query>? = nil,
    configuration: PagingConfiguration = PagingConfiguration(),
    detailConfiguration: DetailConfiguration = DetailConfiguration(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init(
      source: source, details: repeat each details, query: .starting, initialKey: initialKey, cache: cache,
      configuration: configuration, detailConfiguration: detailConfiguration, clock: clock)
  }
}
