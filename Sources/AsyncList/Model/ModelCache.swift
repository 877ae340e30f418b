/// What a model keeps about its ``ListCache`` and the age of its rows.
struct ModelCache<Key: Hashable & Sendable, Item: Identifiable & Sendable, Query: Equatable & Sendable>
where Item.ID: Sendable {
  /// The store and how to use it, or `nil` for a list without one.
  let configuration: ListCache<Key, Item, Query>?
  /// A store read at start is under way.
  var restoring = false
  /// The current read attempt: an answer of an older one (before a stop) is ignored.
  var restoreAttempt = 0
  /// Whether the store holds the list of the rows shown, so pages below and above may be read
  /// from it: true after a restore and after a first page was written; false once a first
  /// page's write failed (the store still holds an older list).
  var holdsShownList = true
  /// The store was read at start (once per model).
  var restored = false
  /// Between ``AsyncListModel/start()`` and ``AsyncListModel/stop()``.
  var running = false
  /// The last write to the store: the next one, and any read of a single page, waits for it,
  /// so the store changes in the order pages landed and a read never sees an older list.
  var writes: Task<Void, Never>?
  /// When the rows' first page was loaded, on the model's stopwatch (negative for stored rows
  /// older than the model).
  var dataBornAt: Duration?
  /// The last error the store threw.
  var lastError: (any Error)?
}
