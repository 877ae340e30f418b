/// Jumps of a counted list: the key of the page under a position far from the rows held, the
/// jump that started the generation, and whether the source declined: a part of
/// ``PagingStateMachine`` that changes only through its own methods.
struct Jumps<Key: Hashable & Sendable, Query: Sendable>: Sendable {
  /// A generation whose first page loads at a position far from the rows that were held.
  struct Jump: Sendable {
    /// The key the source gave for ``position``.
    var key: Key
    /// The position asked for: the page's first item, unless the page says otherwise.
    var position: Int
    /// The positions the list had, kept as placeholders while the page loads.
    var total: Int
  }

  /// The key of the page at a position (``PageSource/key(forPosition:query:)``); `nil` never
  /// jumps.
  let keyForPosition: (@Sendable (Int, Query) -> Key?)?
  // The properties whose size does not depend on the app's types first: code not specialised
  // for them reaches one behind ``current`` only through a runtime lookup of this type.

  /// Whether the source gave no key in this generation: it is not asked again until the next.
  private(set) var declined = false
  /// The position the last jump went to: a page that lands and does not cover it (a source
  /// whose counts or keys are off) is not jumped from again until the user moves.
  private(set) var lastAnchor: Int?
  /// The jump that started this generation, if one did.
  private(set) var current: Jump?

  /// Jumps with the source's key function.
  ///
  /// - Parameter keyForPosition: The key of the page at a position; `nil` never jumps.
  init(keyForPosition: (@Sendable (Int, Query) -> Key?)?) {
    self.keyForPosition = keyForPosition
  }

  /// Whether the list may jump in this generation: a key function that has not declined.
  var mayJump: Bool { keyForPosition != nil && !declined }

  /// The key of the page starting at a position; `nil` when the source gives none, and then it is
  /// not asked again in this generation.
  ///
  /// - Parameters:
  ///   - start: The page's first position.
  ///   - query: The generation's query.
  /// - Returns: The key, if any.
  mutating func key(at start: Int, query: Query) -> Key? {
    guard let key = keyForPosition?(start, query) else {
      declined = true
      return nil
    }
    return key
  }

  /// A jump started a generation, for the user's position `anchor`.
  mutating func began(_ jump: Jump, from anchor: Int) {
    current = jump
    lastAnchor = anchor
  }

  /// A generation that no jump started: nothing declined, no jump to remember.
  mutating func newGeneration() {
    current = nil
    declined = false
    lastAnchor = nil
  }

  /// A list restored from a store: no jump of its own, and the source may be asked again.
  mutating func restored() {
    current = nil
    declined = false
  }
}
