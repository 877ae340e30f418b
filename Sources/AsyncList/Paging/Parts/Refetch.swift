/// A refresh that fetches every page held again (``PagingConfiguration/refetchesEveryPage``):
/// the requests of the pages held when it started, and the fresh pages landed so far, kept
/// aside until the chain ends. A part of ``PagingStateMachine`` that changes only through its
/// own methods.
struct Refetch<Key: Hashable & Sendable, Item: Sendable>: Sendable {
  /// A fresh page and the request it answered.
  struct Landed: Sendable {
    let page: Page<Key, Item>
    let slot: PageSlot<Key>
  }

  /// The requests of the pages held when the refresh started, in order.
  private let slots: [PageSlot<Key>]
  /// The fresh pages landed, in order.
  private(set) var landed: [Landed] = []
  /// The request in flight, or the one that failed: the next page of the fresh chain.
  private(set) var pending: PageSlot<Key>?
  /// The keys the fresh chain asked for, so a chain that points back ends.
  private var keys: Set<Key> = []

  /// A chain over the pages held; `nil` when none is held.
  init?(pagesHeld: some Sequence<PageSlot<Key>>) {
    slots = Array(pagesHeld)
    if slots.isEmpty { return nil }
  }

  /// The request of the next page: the first page held asked again as it was, then each page
  /// after it from the fresh chain's own next key, with the size the old page asked for. `nil`
  /// once the chain has as many pages as were held, or the fresh chain ends (no next key, an
  /// empty page, a key it already asked for).
  mutating func next() -> PageSlot<Key>? {
    if let pending { return pending }
    guard let last = landed.last else {
      let first = slots[0]
      pending = PageSlot(
        key: first.key, loadSize: first.loadSize, direction: first.direction == .prepend ? .prepend : .initial,
        count: 0)
      return pending
    }
    guard landed.count < slots.count, !last.page.items.isEmpty, let key = last.page.nextKey, !keys.contains(key)
    else { return nil }
    pending = PageSlot(key: key, loadSize: slots[landed.count].loadSize, direction: .append, count: 0)
    return pending
  }

  /// The pending request's page landed.
  mutating func land(_ page: Page<Key, Item>) {
    guard let slot = pending else { return }
    if let key = slot.key { keys.insert(key) }
    landed.append(Landed(page: page, slot: slot))
    pending = nil
  }
}
