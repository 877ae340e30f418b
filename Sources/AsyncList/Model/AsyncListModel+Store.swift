extension AsyncListModel {
  /// Carries out a store action of the engine: reads and writes run one at a time, in order.
  func run(_ action: StoreAction<Source.Key, Item, Source.Query>) {
    guard let configuration = cache.configuration else { return }
    let (store, list) = (configuration.store, configuration.list)
    switch action {
    case .read(let attempt, let query, let rows):
      let writes = cache.writes
      driver.run(
        .restore(attempt),
        operation: { () async -> Result<StoredList<Source.Key, Item>?, any Error> in
          await writes?.value
          do { return .success(try await store.pages(of: list, query: query, rowLimit: rows)) } catch {
            return .failure(error)
          }
        },
        deliver: { [weak self] result in self?.storeAnswered(result, attempt: attempt, query: query) }
      )
      let deadline = configuration.readDeadline
      driver.schedule(.restoreDeadline(attempt), after: deadline) { [weak self] in
        self?.storeAnswered(.failure(PageStoreTimeout(deadline: deadline)), attempt: attempt, query: query)
      }
    case .write(let page, let query, let replacingList):
      write(replacingList: replacingList) { try await store.save(page, of: list, query: query) }
    case .removeAll:
      write { try await store.removeAll(of: list) }
    }
  }

  /// The answer of the read at start, or its deadline: the engine decides what it means.
  private func storeAnswered(
    _ result: Result<StoredList<Source.Key, Item>?, any Error>, attempt: Int, query: Source.Query
  ) {
    driver.cancel(.restore(attempt))
    driver.cancel(.restoreDeadline(attempt))
    var stored: StoredList<Source.Key, Item>?
    switch result {
    case .success(let list): stored = list
    case .failure(let error): storeFailed(error)
    }
    perform(engine.storeAnswered(stored, attempt: attempt, query: query, at: now()))
  }

  /// A read of one page from the store, for a load the engine says may come from it
  /// (``ListEngine/readsStoreFirst(_:)``): after the writes before it, only while the store still
  /// holds the list shown, and within ``ListCache/readDeadline``; `nil` (load from the source)
  /// otherwise.
  func storedPage(
    for request: PageRequest<Source.Key, Source.Query>
  ) -> (@Sendable () async -> Page<Source.Key, Item>?)? {
    guard let configuration = cache.configuration else { return nil }
    let (store, list, writes, clock) = (configuration.store, configuration.list, cache.writes, clock)
    return Self.first(within: configuration.readDeadline, on: clock) { [weak self] in
      await writes?.value
      guard await self?.storeHoldsShownList() == true else { return nil }
      do {
        return try await store.page(of: list, query: request.query, key: request.key)
      } catch {
        await self?.storeFailed(error)
        return nil
      }
    }
  }

  /// Whether the store still holds the list shown, read on the main actor in one access: a read
  /// of `engine` from another isolation domain would hold the engine's accessor across the hop
  /// back, and another access on the main actor meanwhile would find the engine in use.
  private func storeHoldsShownList() -> Bool {
    engine.storeHoldsShownList
  }

  /// What an operation returns, or `nil` if it has not within a deadline; a late answer is
  /// dropped and the operation cancelled, never waited for. The deadline is taken when the
  /// read is made (the load starts), not when its task first runs.
  nonisolated static func first<T: Sendable>(
    within deadline: Duration, on clock: any Clock<Duration>, _ operation: @escaping @Sendable () async -> T?
  ) -> @Sendable () async -> T? {
    let sleep = TaskDriver.sleeper(on: clock, for: deadline)
    return { await first(before: sleep, operation) }
  }

  private nonisolated static func first<T: Sendable>(
    before sleep: @escaping @Sendable () async throws -> Void, _ operation: @escaping @Sendable () async -> T?
  ) async -> T? {
    let (answers, continuation) = AsyncStream.makeStream(of: T?.self)
    let work = Task { continuation.yield(await operation()) }
    let timer = Task {
      try? await sleep()
      continuation.yield(nil)
    }
    var iterator = answers.makeAsyncIterator()
    let answer = await iterator.next() ?? nil
    continuation.finish()
    work.cancel()
    timer.cancel()
    return answer
  }

  /// A page arrived: the engine applies it and says whether to write it.
  func land(_ page: Page<Source.Key, Item>, for id: LoadID, fromStore: Bool) {
    let actions = engine.pageLanded(page, for: id, fromStore: fromStore, at: now())
    perform(actions)
  }

  /// Runs a store write after the ones before it; an error is kept in ``lastStoreError``, and
  /// a failed first page leaves the store holding another list than the one shown.
  func write(replacingList: Bool = false, _ operation: @escaping @Sendable () async throws -> Void) {
    let previous = cache.writes
    cache.writes = Task { [weak self] in
      await previous?.value
      do { try await operation() } catch {
        self?.engine.storeWriteFailed(replacingList: replacingList)
        self?.storeFailed(error)
      }
    }
  }

  private func storeFailed(_ error: any Error) {
    if !(error is CancellationError) { cache.lastError = error }
  }
}
