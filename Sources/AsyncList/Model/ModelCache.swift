/// What a model keeps of its ``ListCache`` for the store's I/O: the engine decides when to read
/// and write (``ListEngine``), the model runs the reads and writes in order.
struct ModelCache<Key: Hashable & Sendable, Item: Identifiable & Sendable, Query: Equatable & Sendable>
where Item.ID: Sendable {
  /// The store and how to use it, or `nil` for a list without one.
  let configuration: ListCache<Key, Item, Query>?
  /// The last write to the store: the next one, and any read, waits for it, so the store changes
  /// in the order pages landed and a read never sees an older list.
  var writes: Task<Void, Never>?
  /// The last error the store threw.
  var lastError: (any Error)?
}
