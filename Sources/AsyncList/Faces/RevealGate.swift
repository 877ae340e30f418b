public import Observation

/// Whether one row of a staggered first page shows yet (``PagingConfiguration/staggeredReveal``):
/// observed per row, so a reveal tick redraws the one row it reveals.
///
/// A face reads it with ``AsyncListModel/revealGate(at:)`` in the row's own view.
@MainActor
@Observable
public final class RevealGate {
  /// Whether the row shows.
  public internal(set) var isShown: Bool

  init(isShown: Bool) {
    self.isShown = isShown
  }
}
