/// The requests of the loads a ``PagingStateMachine`` asked for and its driver has not taken
/// yet: a part of the machine that changes only through its own methods.
///
/// A ``PagingAction/load(_:)`` names its load only; the driver takes the request here when it
/// carries the action out, in the same turn. A request nobody takes (a test reading actions
/// only) goes once more than ``limit`` are waiting, so the part stays small.
struct PendingRequests<Key: Hashable & Sendable, Query: Equatable & Sendable>: Sendable {
  /// The loads, in the order they were asked for.
  private var ids: [LoadID] = []
  /// Their requests, in the same order.
  private var requests: [PageRequest<Key, Query>] = []
  /// The most requests kept: more than the loads one event can start (a first page and both
  /// edges).
  static var limit: Int { 8 }

  /// Keeps a load's request until its driver takes it.
  mutating func add(_ request: PageRequest<Key, Query>, for id: LoadID) {
    if ids.count >= Self.limit {
      ids.removeFirst()
      requests.removeFirst()
    }
    ids.append(id)
    requests.append(request)
  }

  /// The request of a load, which it no longer keeps; `nil` when it has none for it.
  mutating func take(_ id: LoadID) -> PageRequest<Key, Query>? {
    guard let index = ids.firstIndex(of: id) else { return nil }
    ids.remove(at: index)
    return requests.remove(at: index)
  }
}
