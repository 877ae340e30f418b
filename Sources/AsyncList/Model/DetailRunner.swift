/// The face of one detail level, as the model that runs the level sees it: a ``DetailLoader``
/// without its generic detail type. It decides nothing: it makes the operation that loads a
/// row's detail, and publishes to its row objects what the engine decided.
@MainActor
protocol DetailRunner<Item>: AnyObject {
  /// The rows.
  associatedtype Item: Identifiable & Sendable where Item.ID: Sendable

  /// The operation that loads a row's detail and its cost, the detail given as `any Sendable`.
  func operation(for item: Item) -> @Sendable () async -> Result<(any Sendable, Int), any Error>
  /// A row's detail state changed to this one.
  func changed(_ id: Item.ID, to state: DetailState<any Sendable>)
  /// A row plays its reveal.
  func reveal(_ id: Item.ID, _ kind: Reveal.Kind)
  /// Rows left the list within the generation.
  func rowsLeft(_ ids: [Item.ID])
  /// The rows changed, or a new generation started.
  func rowsChanged(newGeneration: Bool)
  /// The level's counters now.
  func publish(_ metrics: DetailMetrics)
}
