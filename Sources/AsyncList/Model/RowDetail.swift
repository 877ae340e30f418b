public import Observation

/// The observable detail state of one row. A detail that arrives changes this row's object
/// only, so only that row redraws.
///
/// ```swift
/// let detail = amounts.row(for: line.id)
/// switch detail.state {
/// case .loaded(let amount): Text("Amount: \(amount)")
/// default: Text("Loading…")
/// }
/// ```
@MainActor
@Observable
public final class RowDetail<Detail: Sendable> {
  /// The row's extra data: not requested, loading, loaded or failed.
  public internal(set) var state: DetailState<Detail> {
    get {
      access(keyPath: keyPaths.state)
      return storedState
    }
    set { withMutation(keyPath: keyPaths.state) { storedState = newValue } }
  }
  /// The latest reveal the row should play; a new ``Reveal/serial`` means "play it now".
  public internal(set) var reveal: Reveal? {
    get {
      access(keyPath: keyPaths.reveal)
      return storedReveal
    }
    set { withMutation(keyPath: keyPaths.reveal) { storedReveal = newValue } }
  }
  @ObservationIgnored var storedState: DetailState<Detail>
  @ObservationIgnored var storedReveal: Reveal?
  /// Key paths shared by the loader's row objects.
  @ObservationIgnored let keyPaths: RowDetailKeyPaths<Detail>

  init(state: DetailState<Detail>, keyPaths: RowDetailKeyPaths<Detail>) {
    self.storedState = state
    self.keyPaths = keyPaths
  }
}
