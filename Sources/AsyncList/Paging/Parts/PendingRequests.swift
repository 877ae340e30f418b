/// What the loads a ``PagingStateMachine`` asked for and its driver has not taken yet will
/// request: a part of the machine that changes only through its own methods.
///
/// A ``PagingAction/load(_:)`` names its load only; the driver takes the request
/// (``PagingStateMachine/takeRequest(_:)``) when it carries the action out, in the same turn, and
/// the machine makes it then, with its query. Kept as pages (``PageSlot``, its key boxed), not as
/// requests: a request is generic over the app's types, and code not specialised for them pays
/// runtime type lookups for every one it stores. A request nobody takes (a test reading actions
/// only) goes once more than ``limit`` are waiting, so the part stays small.
struct PendingRequests: Sendable {
  /// The loads, in the order they were asked for.
  private var ids: [LoadID] = []
  /// What each requests: its key, size and direction.
  private var pages: [PageSlot] = []
  /// The most requests kept: more than the loads one event can start (a first page and both
  /// edges).
  static var limit: Int { 8 }

  /// Keeps what a load requests until its driver takes it.
  mutating func add(_ page: PageSlot, for id: LoadID) {
    if ids.count >= Self.limit {
      ids.removeFirst()
      pages.removeFirst()
    }
    ids.append(id)
    pages.append(page)
  }

  /// What a load requests, which it no longer keeps; `nil` when it has nothing for it.
  mutating func take(_ id: LoadID) -> PageSlot? {
    guard let index = ids.firstIndex(of: id) else { return nil }
    ids.remove(at: index)
    return pages.remove(at: index)
  }
}
