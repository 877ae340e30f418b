/// One detail level's observable detail of a row, looked up by the list's row id: what a face
/// of a ``DetailListModel`` calls for each row it draws.
@MainActor
package struct LevelRows<ID: Hashable, Detail: Sendable> {
  let lookup: @MainActor (ID) -> RowDetail<Detail>

  /// The level's observable detail of a row (see ``DetailLoader/row(for:)``).
  package func callAsFunction(_ id: ID) -> RowDetail<Detail> { lookup(id) }
}
