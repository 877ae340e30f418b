/// What the model and the detail loaders read from the machine: derived from its state, O(1).
extension PagingStateMachine {
  /// The rows, in display order, with the placeholders of dropped pages.
  package var rows: Rows<Item> {
    store.view
  }

  /// Rows and placeholders: the positions a list shows.
  @inline(__always) var positionCount: Int { store.positionCount }

  /// The position of the row with an id. O(1).
  package func index(of id: Item.ID) -> Int? { store.index(of: id) }

  /// The id of the row at a position, or `nil` for a placeholder or out of range. O(1).
  package func id(at index: Int) -> Item.ID? {
    store.id(at: index)
  }

  /// Whether the machine waits for a load: its page, if it lands now, is applied. O(1).
  package func isAwaiting(_ id: LoadID) -> Bool {
    if case .loading(let current, _, _) = head, current == id { return true }
    return edges.direction(awaiting: id) != nil
  }

  /// Whether a load is the first page of a generation (a reload of a dropped first page is not).
  package func isHeadLoad(_ id: LoadID) -> Bool {
    if case .loading(let current, _, _) = head { return current == id }
    return false
  }

  /// Whether a load brings back a page the memory cap dropped.
  package func isReload(_ id: LoadID) -> Bool {
    if let load = edges.appendLoad, load.id == id { return load.reload }
    if let load = edges.prependLoad, load.id == id { return load.reload }
    return false
  }

  /// Where the rows come from.
  package var rowsFreshness: ListPresentation.Freshness { freshness }

  /// The loads the machine waits for, by direction.
  package var loadsInFlight: [LoadDirection: LoadID] {
    var loads: [LoadDirection: LoadID] = [:]
    if case .loading(let id, _, _) = head { loads[.initial] = id }
    if let load = edges.appendLoad { loads[.append] = load.id }
    if let load = edges.prependLoad { loads[.prepend] = load.id }
    return loads
  }

  /// Counters of what the machine has done.
  package var metrics: ListMetrics {
    var metrics = counters
    metrics.generation = generation
    metrics.loadsInFlight = loadCount
    return metrics
  }

  /// How many loads the machine waits for: ``loadsInFlight``'s count, without building it (every
  /// publish reads it).
  var loadCount: Int {
    var count = 0
    if case .loading = head { count += 1 }
    if appendPhase == .loading { count += 1 }
    if prependPhase == .loading { count += 1 }
    return count
  }
}
