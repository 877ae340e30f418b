import AsyncList
import AsyncListTesting
import Observation

/// The least a paging list with states can do per page, over ``BarePageList``: a response of an
/// old generation is ignored, rows already shown are dropped by id, the next key and the footer's
/// state are kept, and three observable values change (the rows, the footer, the counts). No
/// engine, no actions, no memory cap, no details. Measured by `asynclist-cost minimalPage` (not
/// by the bench): a floor for a page's fixed cost under the list's own duties.
@MainActor
@Observable
final class MinimalPageList: CostPath.PageList {
  enum Footer: Equatable { case idle, loading, end }

  private(set) var rows: [CostPath.Row] = []
  private(set) var footer = Footer.idle
  private(set) var pagesLoaded = 0
  @ObservationIgnored private var ids: Set<Int> = []
  @ObservationIgnored private var nextKey: Int? = 0
  @ObservationIgnored private var generation = 0
  @ObservationIgnored let source: ArrayPageSource<CostPath.Row>
  @ObservationIgnored let pageSize: Int

  init(source: ArrayPageSource<CostPath.Row>, pageSize: Int) {
    self.source = source
    self.pageSize = pageSize
  }

  var loading: Bool { footer == .loading }

  /// Loads the next page, unless one is loading or the list ended.
  func loadNext() {
    guard footer == .idle, let key = nextKey else { return }
    footer = .loading
    let request = PageRequest<Int, String>(key: key, loadSize: pageSize, direction: .append, query: "")
    let generation = self.generation
    Task { [source] in
      let page = try? await source.loadPage(request)
      guard generation == self.generation, let page else { return }
      var fresh: [CostPath.Row] = []
      fresh.reserveCapacity(page.items.count)
      for item in page.items where ids.insert(item.id).inserted { fresh.append(item) }
      rows.append(contentsOf: fresh)
      nextKey = page.nextKey
      footer = page.nextKey == nil ? .end : .idle
      pagesLoaded += 1
    }
  }
}
