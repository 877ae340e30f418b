internal import OrderedCollections

extension AsyncListModel {
  /// Attaches a second level: each row's extra data, loaded from a detail source as rows come
  /// into view.
  ///
  /// Attach loaders before ``start()``: a loader learns which rows are visible from the row
  /// events it receives. A list may have several (an image and an amount per row).
  ///
  /// ```swift
  /// let model = AsyncListModel(source: PictureSource())
  /// let images = model.details(from: ImageSource(), configuration: DetailConfiguration(maxConcurrentLoads: 2))
  /// ```
  ///
  /// - Parameters:
  ///   - source: Loads one row's detail.
  ///   - configuration: Concurrency, prefetch and cancel distances, cache budget.
  /// - Returns: The loader. Keep a reference to it: the list holds it weakly, and it holds the
  ///   list.
  public func details<Details: DetailSource>(
    from source: Details,
    configuration: DetailConfiguration = DetailConfiguration()
  ) -> DetailLoader<Details> where Details.Item == Item {
    let loader = DetailLoader(
      source: source,
      configuration: configuration,
      clock: clock,
      // The loader keeps its list alive; the list holds the loader weakly, so there is no cycle.
      rows: rowLookup,
      item: { id in self.machine.rows[id: id] }
    )
    rowObservers.append { [weak loader] notification in loader?.receive(notification) }
    rowsLeftObservers.append { [weak loader] ids in loader?.rowsLeft(ids) }
    machine.tracksIDsLeft = true
    loader.onLookahead = { [weak self] in self?.detailLookaheadChanged() }
    rowListeners.append(WeakRowEventListener(listener: loader))
    return loader
  }

  /// A loader wants rows further (or less far) ahead: pages are fetched as far as the farthest
  /// loader still alive wants.
  func detailLookaheadChanged() {
    machine.setDetailLookahead(rowListeners.compactMap { $0.listener?.detailLookahead }.max() ?? 0)
  }

  /// O(1) lookups of the rows by id and by position, for a detail loader. They hold the model
  /// strongly, as the loader does (the model holds its loaders weakly): no cycle, and no weak
  /// load per lookup.
  var rowLookup: RowLookup<Item.ID> {
    RowLookup(
      index: { id in self.rowIndex(of: id) },
      id: { index in self.rowID(at: index) }
    )
  }

  // The machine's fields, read in place: calling a method of the generic machine from here
  // copies the whole machine (its value witness), which costs a row event more than the lookup.
  func rowIndex(of id: Item.ID) -> Int? {
    machine.store.rows.index(forKey: id).map { $0 + machine.position.placeholdersBefore }
  }

  func rowID(at index: Int) -> Item.ID? {
    let offset = index - machine.position.placeholdersBefore
    return offset >= 0 && offset < machine.position.heldCount ? machine.store.rows.keys[offset] : nil
  }

  func notify(_ notifications: [RowNotification]) {
    for notification in notifications {
      for observer in rowObservers { observer(notification) }
    }
  }
}
