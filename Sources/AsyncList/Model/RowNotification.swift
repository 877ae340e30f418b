/// What a list tells the detail loaders attached to it.
enum RowNotification<ID: Hashable & Sendable>: Sendable {
  case appeared(ID)
  case disappeared(ID)
  case rowsChanged
  case newGeneration(clearCache: Bool)
  case stop
}
