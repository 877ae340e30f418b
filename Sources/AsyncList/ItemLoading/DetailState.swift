/// The extra data of one row, as the row shows it.
public enum DetailState<Detail: Sendable>: Sendable {
  /// Not asked for yet (the row has not been near the screen).
  case notRequested
  /// Loading.
  case loading
  /// Loaded.
  case loaded(Detail)
  /// Failed; ``DetailLoader/retry(id:)`` tries again. Other rows are not affected. A row that
  /// leaves the list (a page the memory cap dropped, a removal, a reset, refresh or new query)
  /// forgets its failure and loads afresh if it comes back, so failures never outgrow the rows
  /// held.
  case failed(LoadFailure)

  /// The detail, when loaded.
  public var detail: Detail? {
    if case .loaded(let detail) = self { detail } else { nil }
  }
}

extension DetailState: Equatable where Detail: Equatable {}
