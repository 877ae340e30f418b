/// A source of per-item extra data: the second level of a list (an image, an amount, a detail).
///
/// ```swift
/// struct AmountSource: DetailSource {
///   func loadDetail(for item: Line) async throws -> Double {
///     try await api.amount(at: item.id)
///   }
/// }
/// let amounts = model.details(from: AmountSource())
/// ```
public protocol DetailSource<Item, Detail>: Sendable {
  /// The rows whose extra data this source loads.
  associatedtype Item: Identifiable & Sendable where Item.ID: Sendable
  /// The extra data of one row.
  associatedtype Detail: Sendable

  /// Loads the extra data of one row.
  ///
  /// - Parameter item: The row.
  /// - Returns: Its extra data.
  /// - Throws: Any error; only this row shows it. A `CancellationError` of a cancelled load is
  ///   never shown.
  func loadDetail(for item: Item) async throws -> Detail

  /// The cost of keeping a detail in the memory cache (for images, their byte count).
  ///
  /// - Parameter detail: A loaded detail.
  /// - Returns: A positive cost; the default is 1, so the cache limit counts entries.
  func cost(of detail: Detail) -> Int
}

extension DetailSource {
  /// Every detail costs 1, so ``DetailConfiguration/cacheCostLimit`` counts entries.
  ///
  /// - Parameter detail: A loaded detail.
  /// - Returns: 1.
  public func cost(of detail: Detail) -> Int { 1 }
}
