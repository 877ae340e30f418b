/// The key paths of a ``RowDetail``'s observed properties, shared by a loader's row objects.
@MainActor
final class RowDetailKeyPaths<Detail: Sendable> {
  let state = \RowDetail<Detail>.state
  let reveal = \RowDetail<Detail>.reveal
}
