/// A refresh at the user's place: the key and row a refresh asked to keep, and those of the
/// generation it started: a part of ``PagingStateMachine`` that changes only through its own
/// methods.
struct RefreshAnchors<Key: Sendable, ID: Sendable>: Sendable {
  /// A refresh's key and the row it must keep on screen, for the next generation only
  /// (``ListEngine/refresh(from:at:)``).
  private(set) var pending: (key: Key, id: ID?, position: Int?)?
  /// The generation's own: its first page loads from the key and shows the row.
  private(set) var current: (key: Key, id: ID?, position: Int?)?

  /// The next generation, if it starts now, keeps this key and row; `nil` refreshes from the
  /// top.
  mutating func request(_ anchor: (key: Key, id: ID?, position: Int?)?) {
    pending = anchor
  }

  /// A generation starts: it takes the anchor asked for, if any.
  mutating func beginGeneration() {
    current = pending
  }

  /// A jump started the generation: it loads where the user is, not at the anchor.
  mutating func jumped() {
    current = nil
  }
}
