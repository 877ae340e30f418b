extension ListChange {
  /// Where a position went through a batch of changes applied in order: its position after
  /// them, or `nil` when it was removed, replaced or reloaded (it shows something else now).
  ///
  /// A face keeps the user's place with it: the row highest on screen stays where it was on
  /// screen if its position moved (rows landed or went above it).
  ///
  /// - Parameters:
  ///   - position: A position before the changes.
  ///   - changes: The changes, in order (``AsyncListModel/rowChanges(since:)``).
  /// - Returns: The position after them, or `nil`.
  public static func position(_ position: Int, through changes: [ListChange]) -> Int? {
    var current = position
    for change in changes {
      switch change {
      case .reloaded:
        return nil
      case .inserted(let at, let count):
        if at <= current { current += count }
      case .removed(let at, let count):
        if current >= at + count {
          current -= count
        } else if current >= at {
          return nil
        }
      case .replaced(let at, let count):
        if current >= at && current < at + count { return nil }
      }
    }
    return current
  }
}
