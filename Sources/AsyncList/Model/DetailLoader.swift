public import Observation

/// Loads the second level of a list: each row's extra data, driven by the same row events as
/// paging.
///
/// The model that owns it makes it (``AsyncListModel/details(from:configuration:sharedCache:)``), and its
/// engine decides every load; the loader is the level's face for row views. Loads
/// run in parallel up to ``DetailConfiguration/maxConcurrentLoads``, visible rows first, then
/// rows ahead in the scroll direction; loads of rows that scroll far away are cancelled; details
/// are cached in memory with a cost limit; a reset, refresh or query change cancels the old
/// generation's loads and never applies their results.
///
/// ```swift
/// let model = AsyncListModel(source: LineSource())
/// let amounts = model.details(from: AmountSource())  // the model keeps it
/// model.start()
/// // in a row view:
/// let amount = amounts.row(for: line.id)   // observable; only this row redraws
/// ```
@MainActor
@Observable
public final class DetailLoader<Source: DetailSource> {
  /// The rows whose details this loader loads.
  public typealias Item = Source.Item
  /// The detail type.
  public typealias Detail = Source.Detail

  /// The configuration the loader schedules with.
  @ObservationIgnored public let configuration: DetailConfiguration
  @ObservationIgnored let source: Source
  /// The loader's level in its model's engine.
  @ObservationIgnored let level: Int
  /// The shared cache that answers its loads, when it has one.
  @ObservationIgnored let shared: SharedDetailCache.Kind?
  /// This loader as a holder of shared entries: a number never given to another loader (an
  /// object's address may be, once it is freed, before its `deinit` reached the cache).
  @ObservationIgnored let holder = SharedDetailCache.nextHolder()
  /// The model that owns the loader and runs its level.
  @ObservationIgnored weak var host: (any DetailHost<Item.ID>)?
  @ObservationIgnored var rowModels: [Item.ID: RowDetail<Detail>] = [:]
  @ObservationIgnored var revealSerial = 0
  /// The size of ``rowModels`` that triggers the next prune.
  @ObservationIgnored var pruneThreshold = 256

  /// Counters of loads, cancellations, cache hits and failures.
  public internal(set) var metrics: DetailMetrics {
    get {
      access(keyPath: keyPaths.metrics)
      return publishedMetrics
    }
    set { withMutation(keyPath: keyPaths.metrics) { publishedMetrics = newValue } }
  }
  /// The storage of ``metrics``, compared on every event without registering an observation.
  @ObservationIgnored var publishedMetrics = DetailMetrics()
  /// Observed key paths of the loader and of its row objects, made once: a key path literal
  /// into a generic class is instantiated by the runtime on every use.
  @ObservationIgnored let keyPaths = DetailKeyPaths<Source>()

  init(
    source: Source, configuration: DetailConfiguration, level: Int, host: (any DetailHost<Item.ID>)?,
    shared: SharedDetailCache.Kind? = nil
  ) {
    self.source = source
    self.shared = shared
    self.configuration = configuration
    self.level = level
    self.host = host
  }

  deinit {
    // What the loader held in a shared cache starts its grace (``SharedDetailCache/evictionGrace``).
    if let shared {
      let holder = self.holder
      Task { await shared.cache.releaseAll(by: holder) }
    }
  }

  /// The observable detail of a row.
  ///
  /// - Parameter id: The row's id.
  /// - Returns: The same object for the same row while the generation lasts and the list holds
  ///   the row (with a memory cap, a row dropped and loaded again gets a new one).
  public func row(for id: Item.ID) -> RowDetail<Detail> {
    if let model = rowModels[id] { return model }
    let model = RowDetail(state: state(for: id), keyPaths: keyPaths.row)
    rowModels[id] = model
    return model
  }

  /// A row's detail state now, without creating an observable object.
  ///
  /// - Parameter id: The row's id.
  /// - Returns: Not requested, loading, loaded or failed.
  public func state(for id: Item.ID) -> DetailState<Detail> {
    Self.typed(host?.detailState(level, of: id) ?? .notRequested)
  }

  /// Tries a failed row again; it loads as soon as it is on screen or near it and a slot is
  /// free.
  ///
  /// - Parameter id: The row's id.
  public func retry(id: Item.ID) {
    host?.detailEvent(level, .retry(id))
  }

  /// Tries every failed row again; each loads as soon as it is on screen or near it and a slot
  /// is free.
  public func retryFailed() {
    host?.detailEvent(level, .retryAll)
  }

  /// How far around a resting screen this level loads rows the user has not reached: the
  /// configuration's ``DetailConfiguration/restRange`` until set. Set ``RestRange/off`` while the
  /// network is constrained (a low-data mode); loads already running run on.
  ///
  /// ```swift
  /// monitor.pathUpdateHandler = { path in
  ///   Task { @MainActor in thumbnails.restRange = path.isConstrained ? .off : .standard }
  /// }
  /// ```
  public var restRange: RestRange {
    get { host?.restRange(level) ?? configuration.restRange }
    set { host?.setRestRange(newValue, level: level) }
  }

  /// A state of the level, with its detail as this loader's type (the level holds only details
  /// this loader's source made).
  static func typed(_ state: DetailState<any Sendable>) -> DetailState<Detail> {
    switch state {
    case .notRequested: .notRequested
    case .loading: .loading
    case .failed(let failure): .failed(failure)
    case .loaded(let detail): (detail as? Detail).map { .loaded($0) } ?? .notRequested
    }
  }

  /// Forgets the row objects of rows the list no longer holds: at once for a new generation,
  /// otherwise once they have doubled since the last time (amortized O(1) per row, and bounded
  /// by the rows held when the list drops pages, ``PagingConfiguration/maxLoadedRows``).
  func pruneRowModels(now: Bool = false) {
    guard now || rowModels.count > pruneThreshold, let host else { return }
    rowModels = rowModels.filter { host.holdsRow($0.key) }
    pruneThreshold = max(256, 2 * rowModels.count)
  }
}

extension DetailLoader: DetailRunner {
  func operation(for item: Item) -> @Sendable () async -> Result<(any Sendable, Int), any Error> {
    let source = self.source
    let load: @Sendable () async -> Result<(any Sendable, Int), any Error> = {
      do {
        let detail = try await source.loadDetail(for: item)
        return .success((detail, source.cost(of: detail)))
      } catch {
        return .failure(error)
      }
    }
    guard let shared else { return load }
    let (maxAge, holder) = (configuration.staleAfter, self.holder)
    return { await shared.detail(for: item.id, maxAge: maxAge, holder: holder, load: load) }
  }

  func changed(_ id: Item.ID, to state: DetailState<any Sendable>) {
    rowModels[id]?.state = Self.typed(state)
  }

  func reveal(_ id: Item.ID, _ kind: Reveal.Kind) {
    revealSerial += 1
    row(for: id).reveal = Reveal(kind: kind, serial: revealSerial)
  }

  func rowsLeft(_ ids: [Item.ID]) {
    for id in ids { rowModels[id] = nil }
    if let shared, !ids.isEmpty {
      let holder = self.holder
      Task { await shared.release(ids, by: holder) }
    }
  }

  func rowsChanged(newGeneration: Bool) {
    pruneRowModels(now: newGeneration)
  }

  func publish(_ metrics: DetailMetrics) {
    if metrics != publishedMetrics { self.metrics = metrics }
  }
}
