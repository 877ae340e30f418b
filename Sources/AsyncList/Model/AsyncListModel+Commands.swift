/// What an app or a view asks of the list: start and stop, retry, reset, refresh.
extension AsyncListModel {
  /// Loads the first page, or resumes paging after ``stop()``. Calling it again loads nothing
  /// new, but calls off a stop that the end of the last ``run()`` scheduled (``stopGrace``): the
  /// app runs the list now. Rows older than ``PagingConfiguration/staleAfter`` are refreshed,
  /// whether the list was stopped or not.
  public func start() {
    driver.cancel(.stopGrace)
    if typedQuery != engine.paging.query {
      send(.queryChanged(typedQuery, immediate: true))
    }
    // A list with a store reads it first; the store's answer starts the list. A start that
    // refreshes (stale rows, a refresh a stop put off) keeps the user's place as a pull does.
    let time = now()
    perform(engine.start(at: time, refreshAnchor: engine.startRefreshes(at: time) ? refreshAnchor() : nil))
  }

  /// Cancels every load and timer. Rows stay; ``start()`` resumes, and runs again a refresh
  /// (or revalidation) that the stop interrupted.
  public func stop() {
    // A store answer still on its way is ignored; start reads again.
    perform(engine.stop(at: now()))
    driver.cancelAll()
  }

  /// Re-issues every failed load (the first page, a refresh, or a page at either edge), each for
  /// exactly the key that failed, and tries the failed details of every
  /// ``DetailLoader`` again (see ``DetailLoader/retryFailed()``): one retry for what the user
  /// sees failed.
  public func retry() {
    perform(engine.retry(at: now()))
  }

  /// Clears the rows and loads the first page of a new generation. Responses of the old
  /// generation are cancelled and never shown. A query still waiting for its debounce is
  /// applied at once.
  public func reset() {
    perform(engine.reset(at: now()))
  }

  /// Pull-to-refresh: loads the first page of a new generation while the old rows stay, then
  /// swaps them in one update. If the refresh fails, the old rows stay and
  /// ``ListPresentation/refresh`` carries the error. A query still waiting for its debounce is
  /// applied at once; the old rows then stay marked as the previous query's
  /// (``PagingConfiguration/keepsRowsWhileQueryLoads``), or go when the configuration says so.
  ///
  /// A source that gives a key for where the user is (``PageSource/refreshKey(in:)``, or
  /// ``PageSource/refreshKey(for:)`` for the row on screen) refreshes from there: the new rows
  /// start at that row (``startRowID``, which ``scrollsToStartRow`` says to scroll to), and the
  /// rows above load as the user scrolls up.
  ///
  /// Returns when the refresh has finished, so it fits SwiftUI's `.refreshable`; a test whose
  /// source it answers itself (`ScriptedPageSource`) calls it in a `Task` and answers meanwhile.
  public func refresh() async {
    perform(engine.refresh(from: refreshAnchor(), at: now()))
    for await snapshot in updates() {
      if snapshot.presentation.refresh != .refreshing && snapshot.presentation.content != .firstLoad {
        break
      }
    }
  }

  /// Where a refresh begins: the source's key for what the list holds, the row at the anchor
  /// and its position; `nil` from the top. A refresh of every page starts from the pages held,
  /// and asks for no key.
  private func refreshAnchor() -> (key: Source.Key, id: Item.ID?, position: Int?)? {
    guard !configuration.refetchesEveryPage else { return nil }
    let state = engine.refreshState
    return source.refreshKey(in: state).map { (key: $0, id: state.anchorItem?.id, position: state.anchorPosition) }
  }

  /// Applies the typed ``query`` now, without waiting for the debounce (the user pressed
  /// return). Reloads even when the query has not changed.
  public func submitQuery() {
    send(.queryChanged(typedQuery, immediate: true))
  }

  /// A snapshot of what the list shows now.
  public var snapshot: ListSnapshot {
    ListSnapshot(presentation: presentation, metrics: metrics)
  }
}
