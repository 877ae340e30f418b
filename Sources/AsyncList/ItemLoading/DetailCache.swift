/// A memory cache with a cost limit that evicts the least recently used entries first.
///
/// Entries live in an array-backed doubly linked list indexed by a dictionary, so lookup,
/// insertion, touching and eviction are O(1).
package struct DetailCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  struct Node: Sendable {
    var key: Key
    var value: Value
    var cost: Int
    var newer: Int?
    var older: Int?
  }

  /// The total cost the cache keeps.
  package let costLimit: Int
  /// The total cost held now.
  package private(set) var totalCost = 0

  private var nodes: [Node?] = []
  private var free: [Int] = []
  private var slots: [Key: Int] = [:]
  private var newest: Int?
  private var oldest: Int?

  /// Creates an empty cache.
  ///
  /// - Parameter costLimit: The total cost to keep; 0 keeps nothing.
  package init(costLimit: Int) {
    self.costLimit = costLimit
  }

  /// The number of entries.
  package var count: Int { slots.count }

  /// Whether a key has an entry.
  package func contains(_ key: Key) -> Bool { slots[key] != nil }

  /// The cost of a key's entry.
  package func cost(of key: Key) -> Int? {
    slots[key].flatMap { nodes[$0]?.cost }
  }

  /// The value for a key, without marking it used.
  package func peek(_ key: Key) -> Value? {
    slots[key].flatMap { nodes[$0]?.value }
  }

  /// The keys, newest first.
  package var keys: [Key] {
    var keys: [Key] = []
    var cursor = newest
    while let slot = cursor, let node = nodes[slot] {
      keys.append(node.key)
      cursor = node.older
    }
    return keys
  }

  /// Marks a key as just used.
  package mutating func touch(_ key: Key) {
    guard let slot = slots[key] else { return }
    unlink(slot)
    linkNewest(slot)
  }

  /// Stores a value and evicts the least recently used entries past the cost limit, except
  /// protected ones (the rows on screen): the cache may then stay above its limit until they
  /// leave the screen, rather than evict a visible row's data and load it again in a loop.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: Its key.
  ///   - cost: Its cost.
  ///   - isProtected: Keys that must not be evicted now.
  /// - Returns: The keys evicted (the new key too, if unprotected and its cost alone exceeds
  ///   the limit).
  @discardableResult
  package mutating func insert(
    _ value: Value,
    for key: Key,
    cost: Int,
    protecting isProtected: (Key) -> Bool = { _ in false }
  ) -> [Key] {
    remove(key)
    let node = Node(key: key, value: value, cost: max(0, cost), newer: nil, older: nil)
    let slot: Int
    if let reused = free.popLast() {
      nodes[reused] = node
      slot = reused
    } else {
      nodes.append(node)
      slot = nodes.count - 1
    }
    slots[key] = slot
    totalCost += node.cost
    linkNewest(slot)
    return trim(protecting: isProtected)
  }

  /// Evicts the least recently used unprotected entries until the cache is within its limit
  /// (or only protected entries are left). Call it when what is protected changes.
  ///
  /// - Parameter isProtected: Keys that must not be evicted now.
  /// - Returns: The keys evicted.
  @discardableResult
  package mutating func trim(protecting isProtected: (Key) -> Bool) -> [Key] {
    var evicted: [Key] = []
    var cursor = oldest
    while totalCost > costLimit, let slot = cursor, let node = nodes[slot] {
      cursor = node.newer
      if isProtected(node.key) { continue }
      evicted.append(node.key)
      remove(node.key)
    }
    return evicted
  }

  /// Removes a key's entry.
  package mutating func remove(_ key: Key) {
    guard let slot = slots.removeValue(forKey: key), let node = nodes[slot] else { return }
    unlink(slot)
    totalCost -= node.cost
    nodes[slot] = nil
    free.append(slot)
  }

  /// Removes every entry.
  package mutating func removeAll() {
    self = DetailCache(costLimit: costLimit)
  }

  private mutating func unlink(_ slot: Int) {
    guard let node = nodes[slot] else { return }
    if let newer = node.newer { nodes[newer]?.older = node.older } else { newest = node.older }
    if let older = node.older { nodes[older]?.newer = node.newer } else { oldest = node.newer }
    nodes[slot]?.newer = nil
    nodes[slot]?.older = nil
  }

  private mutating func linkNewest(_ slot: Int) {
    nodes[slot]?.older = newest
    nodes[slot]?.newer = nil
    if let newest { nodes[newest]?.newer = slot }
    newest = slot
    if oldest == nil { oldest = slot }
  }
}
