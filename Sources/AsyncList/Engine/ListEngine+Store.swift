/// The store's decisions: read at start, read a page before the network, write what landed,
/// revalidate, invalidate. The runner does the I/O; the engine decides when and what.
extension ListEngine {
  /// Starts the list, or resumes it after a stop. A list with a store that has not read it yet
  /// reads it first; its answer starts the list (``storeAnswered(_:attempt:query:at:)``).
  ///
  /// - Parameters:
  ///   - time: Now.
  ///   - anchor: Where a refresh the start runs begins (a stale list, a refresh a stop put off),
  ///     as ``refresh(from:at:)`` takes it; `nil` from the top.
  /// - Returns: What the runner must do.
  package mutating func start(at time: ListTime, refreshAnchor anchor: (key: Key, id: Item.ID?, position: Int?)? = nil)
    -> [Action]
  {
    waitBefore(time)
    defer { waitAfter() }
    paging.refreshAnchors.request(anchor)
    defer { paging.refreshAnchors.request(nil) }
    store.running = true
    guard store.configured, !store.restored, paging.generation == 0 else { return handle(.start, at: time) }
    guard !store.restoring else { return [] }
    store.restoring = true
    store.readAttempt += 1
    return [.store(.read(attempt: store.readAttempt, query: paging.query, rowLimit: store.restoredRows))]
  }

  /// Stops the list: every load and timer is cancelled; rows stay. A read at start still on its
  /// way is ignored, and the next start reads again.
  ///
  /// - Parameter time: Now.
  /// - Returns: What the runner must do.
  package mutating func stop(at time: ListTime) -> [Action] {
    waitBefore(time)
    defer { waitAfter() }
    store.running = false
    store.restoring = false
    return handle(.stop, at: time)
  }

  /// The store's answer to the read at start (`nil`: nothing kept, a failure, or the deadline).
  ///
  /// - Parameters:
  ///   - list: What the store kept for the query.
  ///   - attempt: The read's attempt; an older one's answer changes nothing.
  ///   - query: The query the read was for; the list shows the rows only if it is the list's.
  ///   - time: Now.
  /// - Returns: What the runner must do.
  package mutating func storeAnswered(
    _ list: StoredList<Key, Item>?, attempt: Int, query: Query, at time: ListTime
  ) -> [Action] {
    guard store.restoring, attempt == store.readAttempt else { return [] }
    store.restoring = false
    store.restored = true
    let actions = handle(.restore(list, query: query, staleAfter: store.staleAfter), at: time)
    guard paging.rowsFreshness == .cached, let age = list?.age else { return actions }
    store.dataBornAt = ListTime(nanoseconds: time.nanoseconds - ListTime(age).nanoseconds)
    store.holdsShownList = true
    // The store now holds the list shown: the loads the restore made due read it first.
    return announcingStoreReads(actions)
  }

  /// Actions with each page load that reads the store first announced just before it
  /// (``ListAction/readStoreFirst(_:)``), as the store stands now; earlier announcements go.
  func announcingStoreReads(_ actions: [Action]) -> [Action] {
    var announced: [Action] = []
    for action in actions {
      if case .readStoreFirst = action { continue }
      if case .paging(.load(let id)) = action, readsStoreFirst(id) { announced.append(.readStoreFirst(id)) }
      announced.append(action)
    }
    return announced
  }

  /// Whether a load should try the store before the source: not a generation's first page
  /// (that always comes from the source), and only while the store holds the list shown. What
  /// ``ListAction/readStoreFirst(_:)`` says.
  ///
  /// - Parameter id: The load.
  /// - Returns: `true` to read the store first.
  func readsStoreFirst(_ id: LoadID) -> Bool {
    store.configured && store.holdsShownList && !paging.isHeadLoad(id)
  }

  /// Whether the list runs: between a start and a stop.
  package var isRunning: Bool { store.running }

  /// Whether the store holds the list shown: a read of a page started before a first page's
  /// write failed is dropped when it answers.
  package var storeHoldsShownList: Bool { store.holdsShownList }

  /// A page landed. A page of the source that the list takes is written, unless it is a dropped
  /// page loaded again (the store has it, or no place for it any more); a generation's first
  /// page replaces the list the store held.
  ///
  /// - Parameters:
  ///   - page: The page.
  ///   - id: Its load.
  ///   - fromStore: Whether it was read from the store.
  ///   - time: Now.
  /// - Returns: What the runner must do: the write first, so a load the page makes due reads the
  ///   store after it.
  package mutating func pageLanded(
    _ page: Page<Key, Item>, for id: LoadID, fromStore: Bool, at time: ListTime
  ) -> [Action] {
    let isHead = paging.isHeadLoad(id)
    guard store.configured else {
      // Nothing to write: the page's actions as they come (a generation's first page is awaited
      // when it is the head's load).
      let actions = landed(page, for: id, at: time)
      if isHead && !fromStore { store.dataBornAt = time }
      return actions
    }
    return storingPage(page, for: id, fromStore: fromStore, isHead: isHead, at: time)
  }

  /// ``pageLanded(_:for:fromStore:at:)`` with a store: the write first, under the request the
  /// load made (the machine keeps it while the load is in flight). Apart, so that a
  /// list without a store never handles a stored page (in code not specialised for the app's
  /// types, a function that does asks the runtime for its types on entry).
  @inline(never) private mutating func storingPage(
    _ page: Page<Key, Item>, for id: LoadID, fromStore: Bool, isHead: Bool, at time: ListTime
  ) -> [Action] {
    let request = paging.request(for: id)
    let accepted = !fromStore && paging.isAwaiting(id) && !paging.isReload(id)
    var actions: [Action] = []
    if accepted, let request {
      if isHead { store.holdsShownList = true }
      let stored = StoredPage(key: request.key, direction: request.direction, page: page, loadSize: request.loadSize)
      actions.append(.store(.write(stored, query: request.query, replacingList: isHead)))
    }
    actions += landed(page, for: id, at: time)
    if accepted && isHead { store.dataBornAt = time }
    return actions
  }

  /// A page landed: ``handle(_:at:)`` for `.loaded`, without making the event and matching it
  /// again (in code not specialised for the app's types, each costs runtime type lookups).
  mutating func landed(_ page: Page<Key, Item>, for id: LoadID, at time: ListTime) -> [Action] {
    waitBefore(time)
    defer { waitAfter() }
    let generation = paging.generation
    for level in levelIndices { viewport.screens[level].advance(to: time.duration) }
    if !levelIndices.isEmpty { noteRowsOnScreen() }
    let pagingActions = paging.landed(
      page, for: id, at: pagingUsesTime ? time.seconds : nil, position: &viewport.position)
    return linked(pagingActions, generationBefore: generation, reset: false, at: time)
  }

  /// A write failed: when it was a first page's, the store holds another list than the one
  /// shown, and no page is read from it until a first page is written again. What the list
  /// shows does not change.
  ///
  /// - Parameter replacingList: Whether the write was a generation's first page.
  package mutating func storeWriteFailed(replacingList: Bool) {
    if replacingList { store.holdsShownList = false }
  }

  /// How long ago the rows' first page was loaded from the source (for rows from the store,
  /// including their time there), or `nil`.
  ///
  /// - Parameter time: Now.
  /// - Returns: The age.
  package func dataAge(at time: ListTime) -> Duration? {
    store.dataBornAt.map { .nanoseconds(time.nanoseconds - $0.nanoseconds) }
  }

  /// Refreshes the list if its data is older than an age or failed to load; nothing while the
  /// list is stopped or reads its store.
  ///
  /// - Parameters:
  ///   - maximumAge: The oldest data kept; `nil` for the store's `staleAfter` (zero without one).
  ///   - time: Now.
  /// - Returns: What the runner must do.
  package mutating func revalidate(olderThan maximumAge: Duration?, at time: ListTime) -> [Action] {
    waitBefore(time)
    defer { waitAfter() }
    guard store.running, !store.restoring else { return [] }
    let limit = maximumAge ?? (store.configured ? store.staleAfter : .zero)
    if let age = dataAge(at: time), age < limit, paging.presentation.refresh == .idle { return [] }
    return handle(.refresh, at: time)
  }

  /// Drops every page the store holds for the list and reloads the first page behind the rows
  /// shown; while the store is read at start, the reload waits for the next start.
  ///
  /// - Parameter time: Now.
  /// - Returns: What the runner must do.
  package mutating func invalidate(at time: ListTime) -> [Action] {
    waitBefore(time)
    defer { waitAfter() }
    store.dataBornAt = nil
    var actions: [Action] = store.configured ? [.store(.removeAll)] : []
    if !store.restoring { actions += handle(.refresh, at: time) }
    return actions
  }

  /// Clears the rows and loads the first page of a new generation.
  ///
  /// - Parameter time: Now.
  /// - Returns: What the runner must do.
  package mutating func reset(at time: ListTime) -> [Action] {
    waitBefore(time)
    defer { waitAfter() }
    store.dataBornAt = nil
    return handle(.reset, at: time)
  }
}

extension ListEngine {
  /// What each page's items become before they are rows, from the next page on.
  ///
  /// - Parameter transform: The filter and map, or `nil` for none.
  package mutating func setTransform(_ transform: RowTransform<Item>?) {
    paging.setTransform(transform)
  }
}
