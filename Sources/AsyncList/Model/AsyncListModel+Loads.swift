/// Page loads: a task per load the engine asks for, its page or error handed back to the engine.
extension AsyncListModel {
  /// Starts the page load the engine asked for, with the request it keeps for it: from the
  /// store first when the engine says so.
  ///
  /// A load from the source alone has its own task, not the store path's with a `nil` store: its
  /// outcome is a page, not a page and where it came from, and in code not specialised for the
  /// app's types that tuple costs runtime type lookups on every page.
  @inline(never) func startLoad(_ id: LoadID, readsStoreFirst: Bool) {
    guard let request = engine.request(for: id) else { return }
    signposts.begin(.load(id))
    if readsStoreFirst, let stored = storedPage(for: request) {
      load(id, request, from: stored)
      return
    }
    let source = self.source
    driver.run(
      .load(id),
      operation: { () async -> Result<Page<Source.Key, Item>, any Error> in
        do {
          return .success(try await source.loadPage(request))
        } catch {
          return .failure(error)
        }
      },
      deliver: { [weak self] result in
        self?.signposts.end(.load(id))
        switch result {
        case .success(let page): self?.land(page, for: id, fromStore: false)
        case .failure(let error): self?.send(.failed(id, error))
        }
      }
    )
  }

  /// Loads a page from the store, and from the source when the store has none.
  private func load(
    _ id: LoadID, _ request: PageRequest<Source.Key, Source.Query>,
    from stored: @escaping @Sendable () async -> Page<Source.Key, Item>?
  ) {
    let source = self.source
    driver.run(
      .load(id),
      operation: { () async -> Result<(Page<Source.Key, Item>, fromStore: Bool), any Error> in
        if let page = await stored() { return .success((page, true)) }
        do {
          return .success((try await source.loadPage(request), false))
        } catch {
          return .failure(error)
        }
      },
      deliver: { [weak self] result in
        self?.signposts.end(.load(id))
        switch result {
        case .success(let (page, fromStore)): self?.land(page, for: id, fromStore: fromStore)
        case .failure(let error): self?.send(.failed(id, error))
        }
      }
    )
  }
}
