extension AsyncListModel {
  /// A stream of every state the model publishes, starting with the current one.
  ///
  /// Each event that changes what the list shows or counts yields one snapshot. The stream
  /// ends when the consuming task is cancelled.
  ///
  /// ```swift
  /// for await snapshot in model.updates() {
  ///   render(snapshot.presentation)
  /// }
  /// ```
  ///
  /// - Returns: An unbounded stream of snapshots.
  public func updates() -> AsyncStream<ListSnapshot> {
    let (stream, continuation) = AsyncStream.makeStream(of: ListSnapshot.self)
    observerSerial += 1
    let key = observerSerial
    observers[key] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor [weak self] in self?.observers[key] = nil }
    }
    continuation.yield(snapshot)
    return stream
  }

  /// Feeds a paging event to the engine and carries out what it decides.
  func send(_ event: Engine.Paging.Event) {
    perform(engine.handle(event, at: now()))
  }

  /// Carries out the engine's actions, then publishes what changed: the rows and presentation
  /// once (after a paging event, or when paging acted), the counters of each detail level that
  /// acted.
  ///
  /// - Parameters:
  ///   - actions: The engine's actions.
  ///   - pagingEvent: Whether the event was one of paging's (it may change what the list shows
  ///     without an action).
  func perform(_ actions: [Engine.Action], pagingEvent: Bool = true) {
    var rowsChanged = false
    var newGeneration = false
    var storeFirst: LoadID?
    var pagingActed = pagingEvent
    var levelsActed: UInt64 = 0
    for action in actions {
      // Paging's actions here, the others apart: in code not specialised for the app's types,
      // a function that handles their payloads (ids, requests, pages) asks the runtime for
      // their types on entry, and a page's actions are paging's.
      guard case .paging(let action) = action else {
        performOther(action, storeFirst: &storeFirst, newGeneration: &newGeneration, levelsActed: &levelsActed)
        continue
      }
      pagingActed = true
      if case .load(let id) = action {
        startLoad(id, readsStoreFirst: storeFirst == id)
      } else {
        rowsChanged = run(action) || rowsChanged
      }
    }
    if pagingActed { publish(rowsChanged: rowsChanged) }
    guard !detailRunners.isEmpty else { return }
    if rowsChanged || newGeneration {
      for runner in detailRunners { runner.rowsChanged(newGeneration: newGeneration) }
    }
    for level in detailRunners.indices where levelsActed & (1 << UInt64(level)) != 0 || pagingEvent {
      detailRunners[level].publish(engine.levels[level].metrics)
    }
  }

  /// Carries out an action of the engine that is not paging's.
  @inline(never) private func performOther(
    _ action: Engine.Action, storeFirst: inout LoadID?, newGeneration: inout Bool, levelsActed: inout UInt64
  ) {
    switch action {
    case .paging: break  // perform(_:pagingEvent:) carries these out
    case .readStoreFirst(let id):
      storeFirst = id
    case .newGeneration:
      newGeneration = true
    case .detail(let level, let action):
      levelsActed |= 1 << UInt64(level)
      run(action, level: level)
    case .rowsLeft(let ids):
      for runner in detailRunners { runner.rowsLeft(ids) }
    case .detailMetricsChanged:
      levelsActed = .max
    case .store(let action):
      run(action)
    }
  }

  /// Carries out a paging action. Returns whether it publishes the rows.
  private func run(_ action: Engine.Paging.Action) -> Bool {
    switch action {
    case .load:
      break  // carried out by perform(_:pagingEvent:), which knows whether it reads the store
    case .cancel(let id):
      driver.cancel(.load(id))
    case .startTimer(let timer, let delay):
      driver.schedule(.timer(timer), after: delay) { [weak self] in
        self?.send(.timerFired(timer))
      }
    case .cancelTimer(let timer):
      driver.cancel(.timer(timer))
    case .publish:
      return true
    }
    return false
  }

  /// Carries out a detail level's action.
  private func run(_ action: DetailAction<Item.ID>, level: Int) {
    switch action {
    case .load(let load, let id):
      guard let item = engine.paging.rows[id: id] else { return }
      signposts.begin(.detail(level, load))
      driver.run(
        .detail(level, load),
        operation: detailRunners[level].operation(for: item),
        deliver: { [weak self] result in
          guard let self else { return }
          signposts.end(.detail(level, load))
          // The time measures the latency that adapts the number of loads at once.
          let time = now()
          switch result {
          case .success(let (detail, cost)):
            detailEvent(level, .loaded(load, detail, cost: cost, at: time.duration), at: time)
          case .failure(let error): detailEvent(level, .failed(load, error, at: time.duration), at: time)
          }
        }
      )
    case .cancel(let load):
      driver.cancel(.detail(level, load))
    case .startTimer(let timer, let delay):
      driver.schedule(.detailTimer(level, timer), after: delay) { [weak self] in
        guard let self else { return }
        let time = now()
        detailEvent(level, .timerFired(timer, at: time.duration), at: time)
      }
    case .changed(let id):
      detailRunners[level].changed(id, to: engine.detailState(level, of: id))
    case .reveal(let id, let kind):
      detailRunners[level].reveal(id, kind)
    }
  }

  private func publish(rowsChanged: Bool) {
    let changes = engine.takeRowChanges()
    var changed = rowsChanged || !changes.isEmpty
    if changed {
      history.record(changes)
      withMutation(keyPath: keyPaths.rows) {}
      awaitNewStartRow()
    }
    // Compared with the unobserved storage: reading the observed properties here would
    // register an observation.
    let (presentation, metrics) = engine.published()
    if presentation != published.presentation {
      self.presentation = presentation
      publishFaces(presentation)
      changed = true
    }
    if metrics != published.metrics {
      self.metrics = metrics
      changed = true
    }
    if changed && !observers.isEmpty {
      let snapshot = published
      for observer in observers.values { observer.yield(snapshot) }
    }
  }
}
