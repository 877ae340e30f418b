extension AsyncListModel {
  /// The key of each generation's first page, or `nil` (the default) for the top of the list.
  ///
  /// A list that opens at an item (a chat at its first unread message, a deep link) starts with
  /// the page at this key and loads the pages around it in both directions as the user
  /// scrolls; ``startRowID`` is the row to scroll to. Setting it applies from the next
  /// generation (``reset()``, ``refresh()``, a new query).
  public var initialKey: Source.Key? {
    get { machine.initialKey }
    set { machine.initialKey = newValue }
  }

  /// The first row of the current generation's first page: with ``initialKey``, the row to
  /// scroll to once the rows show (`ScrollViewReader.scrollTo(_:anchor:)` in SwiftUI).
  public var startRowID: Item.ID? {
    access(keyPath: keyPaths.rows)
    return machine.startRowID
  }

  /// How long ago the rows' first page was loaded from the source (for rows from a store,
  /// including the time they spent there), or `nil` before any. Not observed: read it when
  /// drawing, e.g. "cached 12 s ago".
  public var dataAge: Duration? {
    cache.dataBornAt.map { elapsed() - $0 }
  }

  /// The last error the ``ListCache``'s store threw or a ``PageStoreTimeout``, or `nil`. The
  /// list goes on without the store: a failed read loads from the source, a failed write is
  /// lost. Not observed.
  public var lastStoreError: (any Error)? { cache.lastError }

  /// For a front end to call when the app returns to the foreground or the network comes back:
  /// refreshes the list (keeping its rows until the new first page lands) if its data is
  /// older than `maximumAge`, or failed to load. Does nothing while the model is stopped.
  ///
  /// - Parameter maximumAge: The oldest data kept as it is; defaults to the cache's
  ///   ``ListCache/staleAfter``, or zero without a cache.
  public func revalidate(olderThan maximumAge: Duration? = nil) {
    guard cache.running, !cache.restoring else { return }
    let limit = maximumAge ?? cache.configuration?.staleAfter ?? .zero
    if let age = dataAge, age < limit, presentation.refresh == .idle { return }
    send(.refresh)
  }

  /// Drops every page the store holds for this list (all queries) and reloads the first page
  /// behind the rows shown, as a refresh does; without a store, just that refresh.
  public func invalidate() {
    cache.dataBornAt = nil
    if let configuration = cache.configuration {
      let (store, list) = (configuration.store, configuration.list)
      write { try await store.removeAll(of: list) }
    }
    if cache.running { send(.refresh) }
  }

  /// Reads the store once when the list first starts; its answer (or the read deadline)
  /// starts the list.
  ///
  /// - Returns: Whether a read is under way, so ``start()`` must not start the list itself.
  func restoreFromStore() -> Bool {
    guard let configuration = cache.configuration, !cache.restored, machine.generation == 0 else { return false }
    if cache.restoring { return true }
    cache.restoring = true
    let (store, list, query) = (configuration.store, configuration.list, machine.query)
    let rows = configuration.restoredRows
    driver.run(
      .restore,
      operation: { () async -> Result<StoredList<Source.Key, Item>?, any Error> in
        do { return .success(try await store.pages(of: list, query: query, rowLimit: rows)) } catch {
          return .failure(error)
        }
      },
      deliver: { [weak self] result in self?.finishRestore(result, query: query) }
    )
    let deadline = configuration.readDeadline
    driver.schedule(.restoreDeadline, after: deadline) { [weak self] in
      self?.finishRestore(.failure(PageStoreTimeout(deadline: deadline)), query: query)
    }
    return true
  }

  private func finishRestore(_ result: Result<StoredList<Source.Key, Item>?, any Error>, query: Source.Query) {
    guard cache.restoring, let configuration = cache.configuration else { return }
    cache.restoring = false
    cache.restored = true
    driver.cancel(.restore)
    driver.cancel(.restoreDeadline)
    var stored: StoredList<Source.Key, Item>?
    switch result {
    case .success(let list): stored = list
    case .failure(let error): cache.lastError = error
    }
    let startKey = stored?.pages.first { $0.direction == .initial }?.key
    let revalidate = stored.map { $0.age >= configuration.staleAfter || startKey != machine.initialKey } ?? true
    send(.restore(stored, query: query, revalidate: revalidate))
    if machine.rowsFreshness == .cached, let age = stored?.age { cache.dataBornAt = elapsed() - age }
    notify([.rowsChanged])
  }

  /// A read of one page from the store, after the writes before it, for a load that is not a
  /// generation's first page (that one always comes from the source); `nil` without a store.
  func storedPage(
    for request: PageRequest<Source.Key, Source.Query>
  ) -> (@Sendable () async -> Page<Source.Key, Item>?)? {
    guard let configuration = cache.configuration else { return nil }
    let (store, list, writes) = (configuration.store, configuration.list, cache.writes)
    return {
      await writes?.value
      return try? await store.page(of: list, query: request.query, key: request.key)
    }
  }

  /// Applies a page that arrived, and saves it when the list took it, it came from the source,
  /// and it is not a dropped page loaded again.
  func land(
    _ page: Page<Source.Key, Item>, for id: LoadID, request: PageRequest<Source.Key, Source.Query>, fromStore: Bool
  ) {
    let isHead = machine.isHeadLoad(id)
    // A page the memory cap dropped is in the store already, or has no place there any more.
    let accepted = !fromStore && machine.isAwaiting(id) && !machine.isReload(id)
    if accepted, let configuration = cache.configuration {
      // Queued before the page is applied: a load the page makes due reads the store after
      // this write, so it never gets a page of the list the store held before.
      let (store, list) = (configuration.store, configuration.list)
      let stored = StoredPage(key: request.key, direction: request.direction, page: page, loadSize: request.loadSize)
      write { try await store.save(stored, of: list, query: request.query) }
    }
    send(.loaded(id, page))
    if accepted && isHead { cache.dataBornAt = elapsed() }
  }

  /// Runs a store write after the ones before it; an error is kept in ``lastStoreError``.
  private func write(_ operation: @escaping @Sendable () async throws -> Void) {
    let previous = cache.writes
    cache.writes = Task { [weak self] in
      await previous?.value
      do { try await operation() } catch { self?.cache.lastError = error }
    }
  }
}
