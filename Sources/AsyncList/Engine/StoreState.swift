/// What the engine knows of a list's store (a ``ListCache``): whether it was read at start,
/// whether it holds the list shown, and how old the rows are.
struct StoreState: Sendable {
  /// Whether the list has a store.
  let configured: Bool
  /// The age past which rows restored from the store, or the data shown, are reloaded.
  let staleAfter: Duration
  /// The rows read from the store at start, at most (whole pages; see ``ListCache/restoredRows``).
  let restoredRows: Int
  /// A read at start is under way.
  var restoring = false
  /// The current read: an answer of an older one (before a stop) changes nothing.
  var readAttempt = 0
  /// The store was read at start (once per list).
  var restored = false
  /// Whether the store holds the list of the rows shown, so pages below and above may be read
  /// from it: true after a restore and after a first page was written; false once a first
  /// page's write failed (the store still holds an older list).
  var holdsShownList = true
  /// Between a start and a stop.
  var running = false
  /// When the rows' first page was loaded from the source (earlier than the start for rows from
  /// the store), or `nil`.
  var dataBornAt: ListTime?
}
