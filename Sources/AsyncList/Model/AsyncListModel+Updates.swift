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

  /// Starts the loads the machine's position says are due (a row appeared near an edge).
  @inline(never)
  func prefetchDue() {
    let generation = machine.generation
    run(machine.prefetchDue(), generationBefore: generation, isReset: false)
  }

  /// Feeds an event to the machine, carries out its actions and publishes what changed.
  func send(_ event: Machine.Event) {
    if hasRowObservers { notify(link.beforeEvent) }
    let generation = machine.generation
    let actions = machine.handle(event, at: elapsedSeconds())
    var isReset = false
    if case .reset = event { isReset = true }
    run(actions, generationBefore: generation, isReset: isReset)
  }

  /// Carries out a machine's actions, publishes what changed and tells the detail loaders.
  func run(_ actions: [Machine.Action], generationBefore generation: Int, isReset: Bool) {
    var rowsChanged = false
    for action in actions {
      switch action {
      case .load(let id, let request):
        let source = self.source
        let stored = machine.isHeadLoad(id) ? nil : storedPage(for: request)
        driver.run(
          .load(id),
          operation: { () async -> Result<(Page<Source.Key, Item>, fromStore: Bool), any Error> in
            if let stored, let page = await stored() { return .success((page, true)) }
            do {
              return .success((try await source.loadPage(request), false))
            } catch {
              return .failure(error)
            }
          },
          deliver: { [weak self] result in
            switch result {
            case .success(let (page, fromStore)): self?.land(page, for: id, request: request, fromStore: fromStore)
            case .failure(let error): self?.send(.failed(id, error))
            }
          }
        )
      case .cancel(let id):
        driver.cancel(.load(id))
      case .startTimer(let timer, let delay):
        driver.schedule(.timer(timer), after: delay) { [weak self] in
          self?.send(.timerFired(timer))
        }
      case .cancelTimer(let timer):
        driver.cancel(.timer(timer))
      case .publish:
        rowsChanged = true
      }
    }
    publish(rowsChanged: rowsChanged)
    if rowsChanged || machine.generation != generation {
      forgetScreenRowsGone(newGeneration: machine.generation != generation)
    }
    if hasRowObservers {
      if !machine.idsLeft.isEmpty {
        let ids = machine.takeIDsLeft()
        for observer in rowsLeftObservers { observer(ids) }
      }
      notify(
        link.afterEvent(
          newGeneration: machine.generation != generation, reset: isReset, rowsChanged: rowsChanged,
          outrunning: machine.position.isOutrunningPages))
    }
  }

  /// Tells detail loaders when the user starts or stops outrunning the pages at a loading edge.
  func tellOutrunning() {
    // Read first: a row event asks this every time, and it seldom changes.
    let outrunning = machine.position.isOutrunningPages
    guard outrunning != link.outrunning, let change = link.outrunningChanged(to: outrunning) else { return }
    notify([change])
  }

  private func publish(rowsChanged: Bool) {
    var changed = rowsChanged
    if rowsChanged {
      withMutation(keyPath: keyPaths.rows) {}
    }
    // Compared with the unobserved storage: reading the observed properties here would
    // register an observation.
    let presentation = machine.presentation
    if presentation != published.presentation {
      self.presentation = presentation
      changed = true
    }
    let metrics = machine.metrics
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
