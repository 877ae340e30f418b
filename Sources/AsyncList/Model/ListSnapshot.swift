/// One published state of an ``AsyncListModel``: what it shows and what it has done.
public struct ListSnapshot: Sendable, Equatable {
  /// What the list shows.
  public var presentation: ListPresentation
  /// Counters of loads, pages, duplicates and discarded responses.
  public var metrics: ListMetrics

  /// Creates a snapshot.
  ///
  /// - Parameters:
  ///   - presentation: What the list shows.
  ///   - metrics: What the list has done.
  public init(presentation: ListPresentation, metrics: ListMetrics) {
    self.presentation = presentation
    self.metrics = metrics
  }
}
