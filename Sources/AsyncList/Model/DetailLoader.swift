public import Observation

/// Loads the second level of a list: each row's extra data, driven by the same row events as
/// paging.
///
/// Make one with ``AsyncListModel/details(from:configuration:)`` before the list starts. Loads
/// run in parallel up to ``DetailConfiguration/maxConcurrentLoads``, visible rows first, then
/// rows ahead in the scroll direction; loads of rows that scroll far away are cancelled; details
/// are cached in memory with a cost limit; a reset, refresh or query change cancels the old
/// generation's loads and never applies their results.
///
/// ```swift
/// let model = AsyncListModel(source: LineSource())
/// let amounts = model.details(from: AmountSource())
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
  typealias Scheduler = DetailScheduler<Item.ID, Detail>

  /// The configuration the loader schedules with.
  @ObservationIgnored public let configuration: DetailConfiguration
  @ObservationIgnored let source: Source
  @ObservationIgnored var scheduler: Scheduler
  @ObservationIgnored let driver: TaskDriver<DetailWork>
  @ObservationIgnored let rows: RowLookup<Item.ID>
  @ObservationIgnored let item: (Item.ID) -> Item?
  @ObservationIgnored var rowModels: [Item.ID: RowDetail<Detail>] = [:]
  @ObservationIgnored var revealSerial = 0
  /// The size of ``rowModels`` that triggers the next prune.
  @ObservationIgnored var pruneThreshold = 256
  /// Time since the loader was made, on the injected clock: row events carry it as data.
  @ObservationIgnored let elapsed: () -> Duration
  /// Told when how far ahead of the screen the scheduler wants rows changes: the list fetches
  /// pages that far ahead.
  @ObservationIgnored var onLookahead: (() -> Void)?
  /// Rows beyond the screen the scheduler wants, as last reported.
  @ObservationIgnored var reportedLookahead = 0

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
    source: Source,
    configuration: DetailConfiguration,
    clock: any Clock<Duration>,
    rows: RowLookup<Item.ID>,
    item: @escaping (Item.ID) -> Item?
  ) {
    self.source = source
    self.configuration = configuration
    self.scheduler = Scheduler(configuration: configuration)
    self.driver = TaskDriver(clock: clock)
    self.elapsed = TaskDriver<DetailWork>.stopwatch(on: clock)
    self.rows = rows
    self.item = item
  }

  /// The observable detail of a row.
  ///
  /// - Parameter id: The row's id.
  /// - Returns: The same object for the same row while the generation lasts and the list holds
  ///   the row (with a memory cap, a row dropped and loaded again gets a new one).
  public func row(for id: Item.ID) -> RowDetail<Detail> {
    if let model = rowModels[id] { return model }
    let model = RowDetail(state: scheduler.state(of: id), keyPaths: keyPaths.row)
    rowModels[id] = model
    return model
  }

  /// Forgets the row objects of rows the list no longer holds: at once for a new generation,
  /// otherwise once they have doubled since the last time (amortized O(1) per row, and bounded
  /// by the rows held when the list drops pages, ``PagingConfiguration/maxLoadedRows``).
  func pruneRowModels(now: Bool = false) {
    guard now || rowModels.count > pruneThreshold else { return }
    rowModels = rowModels.filter { rows.index($0.key) != nil }
    pruneThreshold = max(256, 2 * rowModels.count)
  }

  /// A row's detail state now, without creating an observable object.
  ///
  /// - Parameter id: The row's id.
  /// - Returns: Not requested, loading, loaded or failed.
  public func state(for id: Item.ID) -> DetailState<Detail> {
    scheduler.state(of: id)
  }

  /// Tries a failed row again; it loads as soon as it is on screen or near it and a slot is
  /// free.
  ///
  /// - Parameter id: The row's id.
  public func retry(id: Item.ID) {
    send(.retry(id))
  }

  /// Tries every failed row again; each loads as soon as it is on screen or near it and a slot
  /// is free.
  public func retryFailed() {
    send(.retryAll)
  }

  func receive(_ notification: RowNotification) {
    send(notification.detailEvent(at: elapsed()))
    switch notification {
    case .rowsChanged: pruneRowModels()
    case .newGeneration: pruneRowModels(now: true)
    case .stop: driver.cancelAll()
    case .rowsWillChange, .retryFailedDetails, .outrunningPages: break
    }
  }

  /// Rows left the list within the generation: their failures and row objects go.
  func rowsLeft(_ ids: [Item.ID]) {
    send(.rowsLeft(ids))
    for id in ids { rowModels[id] = nil }
  }

  func send(_ event: Scheduler.Event) {
    scheduler.advance(to: elapsed())
    apply(scheduler.handle(event, rows: rows))
  }

  /// Carries out the scheduler's actions and publishes its counters if they changed.
  func apply(_ actions: [Scheduler.Action]) {
    for action in actions {
      switch action {
      case .load(let load, let id):
        guard let item = item(id) else { continue }
        let source = self.source
        driver.run(
          .load(load),
          operation: { () async -> Result<(Detail, Int), any Error> in
            do {
              let detail = try await source.loadDetail(for: item)
              return .success((detail, source.cost(of: detail)))
            } catch {
              return .failure(error)
            }
          },
          deliver: { [weak self] result in
            guard let self else { return }
            // The time measures the latency that adapts the number of loads at once.
            let now = elapsed()
            switch result {
            case .success(let (detail, cost)): send(.loaded(load, detail, cost: cost, at: now))
            case .failure(let error): send(.failed(load, error, at: now))
            }
          }
        )
      case .cancel(let load):
        driver.cancel(.load(load))
      case .startTimer(let timer, let delay):
        startTimer(timer, after: delay)
      case .changed(let id):
        rowModels[id]?.state = scheduler.state(of: id)
      case .reveal(let id, let kind):
        reveal(id, kind)
      }
    }
    if scheduler.lookahead != reportedLookahead {
      reportedLookahead = scheduler.lookahead
      onLookahead?()
    }
    publishMetrics()
  }

  func startTimer(_ timer: TimerID, after delay: Duration) {
    driver.schedule(.timer(timer), after: delay) { [weak self] in
      guard let self else { return }
      self.send(.timerFired(timer, at: self.elapsed()))
    }
  }

  func reveal(_ id: Item.ID, _ kind: Reveal.Kind) {
    revealSerial += 1
    row(for: id).reveal = Reveal(kind: kind, serial: revealSerial)
  }

  func publishMetrics() {
    let metrics = scheduler.metrics
    if metrics != publishedMetrics { self.metrics = metrics }
  }
}
