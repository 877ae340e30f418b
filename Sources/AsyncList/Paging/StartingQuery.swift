/// A query type with a value a list starts with when the app gives none: ``NoQuery`` for a list
/// without search, the empty string for a search field. A model of such a source needs no
/// `query:` argument (``AsyncListModel/init(source:initialKey:cache:configuration:clock:)``).
public protocol StartingQuery: Hashable, Sendable {
  /// The query of the first generation when none is given.
  static var starting: Self { get }
}

extension NoQuery: StartingQuery {
  /// The one query.
  public static var starting: NoQuery { NoQuery() }
}

extension String: StartingQuery {
  /// The empty string: nothing typed yet.
  public static var starting: String { "" }
}
