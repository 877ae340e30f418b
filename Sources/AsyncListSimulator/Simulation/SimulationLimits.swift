/// The limits a strategy works under, which the references it is compared with must share:
/// rows per page and detail loads at once.
public struct SimulationLimits: Sendable, Equatable {
  /// Rows per page.
  public var pageSize: Int
  /// Detail loads at once.
  public var detailConcurrency: Int

  /// Creates limits.
  ///
  /// - Parameters:
  ///   - pageSize: Rows per page.
  ///   - detailConcurrency: Detail loads at once.
  public init(pageSize: Int, detailConcurrency: Int) {
    self.pageSize = pageSize
    self.detailConcurrency = detailConcurrency
  }
}
