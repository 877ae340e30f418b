public import AsyncList

/// A page source over an in-memory array, with latency on an injected clock.
///
/// Keys are offsets. A query filters the items with the `matches` closure. With a
/// `startOffset` above zero the list starts in the middle and grows both ways. With
/// `countsItems` its pages say how many items lie around them and it gives a key for any
/// position, so the list shows every position from the first page and can jump.
///
/// ```swift
/// let source = ArrayPageSource(items: (0..<1_000).map(Row.init), latency: .milliseconds(200))
/// ```
public struct ArrayPageSource<Item: Identifiable & Sendable>: PageSource where Item.ID: Sendable {
  private let items: [Item]
  private let latency: Duration
  private let clock: any Clock<Duration>
  private let startOffset: Int
  /// Whether a refresh starts at the row on screen (``refreshKey(for:)``).
  public let refreshesAtAnchor: Bool
  /// Whether pages count the items around them and positions have keys (``key(forPosition:query:)``).
  public let countsItems: Bool
  private let matches: @Sendable (Item, String) -> Bool

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - items: The whole catalog, in display order.
  ///   - latency: How long each page takes, on `clock`.
  ///   - clock: The clock to wait on.
  ///   - startOffset: Where the first page starts when the request has no key (a request's key,
  ///     from `AsyncListModel.initialKey`, wins); pages before it load when the list grows
  ///     upwards.
  ///   - matches: Whether an item matches a query; an empty query matches everything.
  ///   - refreshesAtAnchor: Whether a refresh reloads around the row on screen instead of from
  ///     the top. Offsets count all the items, so not for a list that searches.
  ///   - countsItems: Whether pages say how many items lie before and after them, and any
  ///     position has a key (its offset): the list can jump.
  public init(
    items: [Item],
    latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock(),
    startOffset: Int = 0,
    matches: @escaping @Sendable (Item, String) -> Bool = { _, _ in true },
    refreshesAtAnchor: Bool = false,
    countsItems: Bool = false
  ) {
    self.refreshesAtAnchor = refreshesAtAnchor
    self.countsItems = countsItems
    self.items = items
    self.latency = latency
    self.clock = clock
    self.startOffset = max(0, startOffset)
    self.matches = matches
  }

  /// Loads the items at an offset after the latency.
  ///
  /// - Parameter request: For `.prepend` the key is where the page ends; otherwise where it
  ///   starts.
  /// - Returns: The slice and the offsets next to it.
  /// - Throws: `CancellationError` when the calling task is cancelled.
  public func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, Item> {
    if latency > .zero {
      try await clock.sleep(for: latency)
    }
    try Task.checkCancellation()
    let filtered = request.query.isEmpty ? items : items.filter { matches($0, request.query) }
    let size = max(0, request.loadSize)
    let range: Range<Int>
    switch request.direction {
    case .initial:
      let start = min(request.key ?? startOffset, filtered.count)
      range = start..<min(filtered.count, start + size)
    case .append:
      let start = min(request.key ?? 0, filtered.count)
      range = start..<min(filtered.count, start + size)
    case .prepend:
      let end = min(request.key ?? 0, filtered.count)
      range = max(0, end - size)..<end
    }
    return Page(
      items: Array(filtered[range]),
      nextKey: request.direction != .prepend && range.upperBound < filtered.count ? range.upperBound : nil,
      previousKey: request.direction != .append && range.lowerBound > 0 ? range.lowerBound : nil,
      itemsBefore: countsItems ? range.lowerBound : nil,
      itemsAfter: countsItems ? filtered.count - range.upperBound : nil
    )
  }

  /// With `refreshesAtAnchor`, refreshes from the anchor's own offset, so the refreshed list
  /// starts at the row that was on screen and loads the rows above it as the user scrolls up.
  ///
  /// - Parameter anchor: The row highest on screen.
  /// - Returns: Its offset among all the items, or `nil` (the top) without `refreshesAtAnchor`
  ///   or when it is not one of them.
  public func refreshKey(for anchor: Item) -> Int? {
    refreshesAtAnchor ? items.firstIndex { $0.id == anchor.id } : nil
  }

  /// With `countsItems`, the offset itself: a page can start anywhere.
  ///
  /// - Parameters:
  ///   - position: The position of the first item wanted among those matching `query`.
  ///   - query: The list's search text.
  /// - Returns: `position`, or `nil` without `countsItems`.
  public func key(forPosition position: Int, query: String) -> Int? {
    countsItems ? max(0, position) : nil
  }
}
