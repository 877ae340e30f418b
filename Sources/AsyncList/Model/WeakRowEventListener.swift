/// A ``RowEventListener`` held weakly: the list does not keep its detail loaders alive.
struct WeakRowEventListener {
  weak var listener: (any RowEventListener)?
}
