/// The query of a list the user cannot search or filter: there is one, and it never changes.
///
/// A ``PageSource`` without search takes `PageRequest<Key, NoQuery>`, and its model needs no
/// query: `AsyncListModel(source:)`, or `DetailListModel(source:details:)` with a second level.
public struct NoQuery: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The query.
  public init() {}

  /// An empty string.
  public var description: String { "" }
}
