extension AsyncListModel {
  /// Reads the store once when the list first starts; its answer (or the read deadline)
  /// starts the list. The read waits for the writes before it (an ``invalidate()`` before
  /// ``start()`` is done before the read).
  ///
  /// - Returns: Whether a read is under way, so ``start()`` must not start the list itself.
  func restoreFromStore() -> Bool {
    guard let configuration = cache.configuration, !cache.restored, engine.paging.generation == 0 else { return false }
    if cache.restoring { return true }
    cache.restoring = true
    cache.restoreAttempt += 1
    let attempt = cache.restoreAttempt
    let (store, list, query, writes) = (configuration.store, configuration.list, engine.paging.query, cache.writes)
    let rows = configuration.restoredRows
    driver.run(
      .restore(attempt),
      operation: { () async -> Result<StoredList<Source.Key, Item>?, any Error> in
        await writes?.value
        do { return .success(try await store.pages(of: list, query: query, rowLimit: rows)) } catch {
          return .failure(error)
        }
      },
      deliver: { [weak self] result in self?.finishRestore(result, query: query, attempt: attempt) }
    )
    let deadline = configuration.readDeadline
    driver.schedule(.restoreDeadline(attempt), after: deadline) { [weak self] in
      self?.finishRestore(.failure(PageStoreTimeout(deadline: deadline)), query: query, attempt: attempt)
    }
    return true
  }

  private func finishRestore(
    _ result: Result<StoredList<Source.Key, Item>?, any Error>, query: Source.Query, attempt: Int
  ) {
    guard cache.restoring, attempt == cache.restoreAttempt, let configuration = cache.configuration else { return }
    cache.restoring = false
    cache.restored = true
    driver.cancel(.restore(attempt))
    driver.cancel(.restoreDeadline(attempt))
    var stored: StoredList<Source.Key, Item>?
    switch result {
    case .success(let list): stored = list
    case .failure(let error): if !(error is CancellationError) { cache.lastError = error }
    }
    send(.restore(stored, query: query, staleAfter: configuration.staleAfter))
    if engine.paging.rowsFreshness == .cached, let age = stored?.age {
      cache.dataBornAt = now().duration - age
      cache.holdsShownList = true
    }
  }

  /// A read of one page from the store for a load that is not a generation's first page (that
  /// one always comes from the source): after the writes before it, only while the store holds
  /// the list shown, and within ``ListCache/readDeadline``; `nil` (load from the source)
  /// otherwise, or without a store.
  func storedPage(
    for request: PageRequest<Source.Key, Source.Query>
  ) -> (@Sendable () async -> Page<Source.Key, Item>?)? {
    guard let configuration = cache.configuration, cache.holdsShownList else { return nil }
    let (store, list, writes, clock) = (configuration.store, configuration.list, cache.writes, clock)
    return Self.first(within: configuration.readDeadline, on: clock) { [weak self] in
      await writes?.value
      guard await self?.cache.holdsShownList == true else { return nil }
      do {
        return try await store.page(of: list, query: request.query, key: request.key)
      } catch {
        await self?.storeFailed(error)
        return nil
      }
    }
  }

  /// What an operation returns, or `nil` if it has not within a deadline; a late answer is
  /// dropped and the operation cancelled, never waited for. The deadline is taken when the
  /// read is made (the load starts), not when its task first runs.
  nonisolated static func first<T: Sendable>(
    within deadline: Duration, on clock: any Clock<Duration>, _ operation: @escaping @Sendable () async -> T?
  ) -> @Sendable () async -> T? {
    let sleep = TaskDriver<WorkKey>.sleeper(on: clock, for: deadline)
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

  /// Applies a page that arrived, and saves it when the list took it, it came from the source,
  /// and it is not a dropped page loaded again.
  func land(
    _ page: Page<Source.Key, Item>, for id: LoadID, request: PageRequest<Source.Key, Source.Query>, fromStore: Bool
  ) {
    let isHead = engine.paging.isHeadLoad(id)
    // A page the memory cap dropped is in the store already, or has no place there any more.
    let accepted = !fromStore && engine.paging.isAwaiting(id) && !engine.paging.isReload(id)
    if accepted, let configuration = cache.configuration {
      // Queued before the page is applied: a load the page makes due reads the store after
      // this write, so it never gets a page of the list the store held before.
      let (store, list) = (configuration.store, configuration.list)
      let stored = StoredPage(key: request.key, direction: request.direction, page: page, loadSize: request.loadSize)
      if isHead { cache.holdsShownList = true }
      write(replacingList: isHead) { try await store.save(stored, of: list, query: request.query) }
    }
    send(.loaded(id, page))
    if accepted && isHead { cache.dataBornAt = now().duration }
  }

  /// Runs a store write after the ones before it; an error is kept in ``lastStoreError``, and
  /// a failed first page leaves the store holding another list than the one shown.
  func write(replacingList: Bool = false, _ operation: @escaping @Sendable () async throws -> Void) {
    let previous = cache.writes
    cache.writes = Task { [weak self] in
      await previous?.value
      do { try await operation() } catch {
        if replacingList { self?.cache.holdsShownList = false }
        self?.storeFailed(error)
      }
    }
  }

  private func storeFailed(_ error: any Error) {
    if !(error is CancellationError) { cache.lastError = error }
  }
}
