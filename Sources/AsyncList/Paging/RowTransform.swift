/// What the client does to each page's items as they land, before they become rows: keep some
/// (a filter), change them (a map), in that order. The source and its keys are untouched, so a
/// transform never reloads anything.
///
/// ```swift
/// model.rowTransform = RowTransform(filter: { !$0.isHidden }, map: { $0.trimmed() })
/// ```
///
/// Set it before the list starts (``AsyncListModel/rowTransform``): it applies to the pages that
/// land after it is set, and to the pages a store gives back at start. A page whose items are
/// all filtered out adds no row; it counts as a page that adds nothing, so a list that filters
/// everything stops after three such pages with ``PagingError/noNewRows(pages:)`` (the runaway
/// guard) instead of loading for ever. Local edits
/// (``AsyncListModel/update(_:)``, ``AsyncListModel/insert(_:at:)``) are the app's own rows and
/// are not transformed. Separators and section headers come from neighbouring rows instead
/// (``AsyncListModel/separator(before:_:)``).
public struct RowTransform<Item: Sendable>: Sendable {
  private let keeps: @Sendable (Item) -> Bool
  private let changes: (@Sendable (Item) -> Item)?

  /// Creates a transform.
  ///
  /// - Parameters:
  ///   - filter: Whether an item becomes a row. Defaults to keeping every item.
  ///   - map: The row an item becomes (the same id, or the list sees a new row). Defaults to
  ///     the item as it is.
  public init(
    filter: @escaping @Sendable (Item) -> Bool = { _ in true },
    map: (@Sendable (Item) -> Item)? = nil
  ) {
    self.keeps = filter
    self.changes = map
  }

  /// A page's items as rows.
  func apply(_ items: [Item]) -> [Item] {
    var rows: [Item] = []
    rows.reserveCapacity(items.count)
    for item in items where keeps(item) { rows.append(changes?(item) ?? item) }
    return rows
  }
}
