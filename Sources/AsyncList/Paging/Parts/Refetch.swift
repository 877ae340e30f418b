/// A refresh that fetches every page held again (``PagingConfiguration/refetchesEveryPage``):
/// the requests of the pages held when it started, and the fresh pages landed so far, kept
/// aside until the chain ends. A part of ``PagingStateMachine`` that changes only through its
/// own methods.
struct Refetch<Key: Hashable & Sendable, Item: Sendable>: Sendable {
  /// A fresh page and the request it answered.
  struct Landed: Sendable {
    let page: Page<Key, Item>
    let slot: PageSlot
  }

  /// The requests of the pages held when the refresh started, in order.
  private let slots: [PageSlot]
  /// The fresh pages landed, in order.
  private(set) var landed: [Landed] = []
  /// The request in flight, or the one that failed: the next page of the fresh chain.
  private(set) var pending: PageSlot?
  /// The keys the fresh chain asked for, so a chain that points back ends.
  private var keys: Set<PageKey> = []

  /// The pages the memory cap had dropped above the rows when the chain began.
  let droppedAbove: Int

  /// A chain over the pages held; `nil` when none is held.
  ///
  /// - Parameters:
  ///   - pagesHeld: The pages held, in order.
  ///   - droppedAbove: The pages the memory cap dropped above them.
  init?(pagesHeld: some Sequence<PageSlot>, droppedAbove: Int) {
    slots = Array(pagesHeld)
    self.droppedAbove = droppedAbove
    if slots.isEmpty { return nil }
  }

  /// Whether the rows held still start with the chain's first page, below the same dropped
  /// pages: the old rows did not move while a failed page waited.
  func startsWhereItBegan(firstPage key: PageKey?, droppedAbove now: Int) -> Bool {
    slots.first?.key == key && droppedAbove == now
  }

  /// The request of the next page. A page that was loaded upwards, or as a generation's first,
  /// is asked again as it was (its key says where it ends or starts, and its fresh copy need not
  /// name the page after it); the first page held too, as a first page when it came downwards.
  /// Each page that was loaded downwards comes from the fresh page before it (its next key), at
  /// the size the old page asked for. `nil` once the chain has as many pages as were held, or the
  /// fresh chain ends there (no next key, an empty page, a key it already asked for).
  mutating func next() -> PageSlot? {
    if let pending { return pending }
    guard landed.count < slots.count else { return nil }
    let slot = slots[landed.count]
    guard let last = landed.last, slot.direction == .append else {
      let direction: LoadDirection = landed.isEmpty && slot.direction == .append ? .initial : slot.direction
      pending = PageSlot(key: slot.key, loadSize: slot.loadSize, direction: direction, count: 0)
      return pending
    }
    guard !last.page.items.isEmpty, let key = last.page.nextKey.map(PageKey.init), !keys.contains(key) else {
      return nil
    }
    pending = PageSlot(key: key, loadSize: slot.loadSize, direction: .append, count: 0)
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
