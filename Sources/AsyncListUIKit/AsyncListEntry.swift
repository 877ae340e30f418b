#if canImport(UIKit)
  /// What an ``AsyncListCollectionAdapter`` shows at an index path: a row by its id, a
  /// placeholder by its position, or one of the state cells around the rows.
  enum AsyncListEntry<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The banner of a failed pull-to-refresh, first in the header section.
    case refreshFailed
    /// The header edge.
    case header
    /// A row.
    case row(ID)
    /// A placeholder of a page the memory cap dropped, at its position.
    case placeholder(Int)
    /// The footer edge.
    case footer

    /// Whether the entry is a row (not a placeholder or a state cell).
    var isRow: Bool {
      if case .row = self { true } else { false }
    }
  }
#endif
