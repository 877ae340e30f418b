extension PagingStateMachine {
  /// What the list shows, derived from the machine's state.
  package var presentation: ListPresentation {
    switch head {
    case .notStarted where awaitsStore:
      return ListPresentation(content: .restoring)
    case .notStarted where isJumping, .loading(_, _, refreshing: false) where isJumping:
      // A jump keeps every position as a placeholder: the screen stays where the user put it.
      // More rows come (the page under the user); nothing above is known yet.
      return ListPresentation(content: .rows, footer: .loading, placeholders: (false, placeholdersAfter > 0))
    case .notStarted, .loading(_, _, refreshing: false):
      return ListPresentation(content: .firstLoad, rowCount: store.count)
    case .failed(let failure, _, refreshing: false):
      return ListPresentation(content: .firstLoadFailed(failure), rowCount: store.count)
    case .loading(_, _, refreshing: true):
      return loadedPresentation(refresh: .refreshing)
    case .failed(let failure, _, refreshing: true):
      return loadedPresentation(refresh: .failed(failure))
    case .loaded:
      return loadedPresentation(refresh: .idle)
    }
  }

  /// Whether a jump started the generation. Apart, so that a list showing its rows never reads
  /// the jump (in code not specialised for the app's types, a function that does asks the
  /// runtime for the jump's type on entry).
  @inline(never) private var isJumping: Bool { jumps.current != nil }

  private func loadedPresentation(refresh: ListPresentation.RefreshStatus) -> ListPresentation {
    // The previous query's rows do not page: their edges show nothing that could change.
    let paging = freshness != .previousQuery
    return ListPresentation(
      content: loadedContent,
      header: paging ? status(of: edges.prepend) : .idle,
      footer: paging ? status(of: edges.append) : .idle,
      refresh: refresh,
      rowCount: store.count,
      revealLimit: stagger.limit,
      placeholders: (placeholdersBefore > 0, placeholdersAfter > 0),
      freshness: freshness
    )
  }

  /// Rows, or for an empty list: still loading, failed, or truly empty.
  private var loadedContent: ListPresentation.Content {
    if !store.isEmpty { return .rows }
    for edge in [edges.append, edges.prepend] {
      if case .failed(_, let failure, _) = edge { return .firstLoadFailed(failure) }
    }
    for edge in [edges.append, edges.prepend] {
      switch edge {
      case .idle, .loading: return .firstLoad
      case .waiting, .failed, .end: continue
      }
    }
    return .empty
  }

  /// An edge that can still grow shows `.loading` whether its next load is in flight or starts
  /// when the user gets near: the spinner stays put while pages come and go, so a page that
  /// lands is one change, not two (start and end).
  private func status(of edge: Edge) -> EdgeStatus {
    switch edge {
    case .waiting: .idle
    case .idle, .loading: .loading
    case .failed(_, let failure, _): .failed(failure)
    case .end: .end
    }
  }
}
