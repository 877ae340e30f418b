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
  public internal(set) var state: DetailState<Detail>
  /// The latest reveal the row should play; a new ``Reveal/serial`` means "play it now".
  public internal(set) var reveal: Reveal?

  init(state: DetailState<Detail>) {
    self.state = state
  }
}
