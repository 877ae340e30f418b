import AsyncList
import AsyncListTesting
import Observation

/// The least a page load can cost on the main actor with Swift's own tools: the request, a task
/// that awaits the same source off the main actor and comes back to it, the rows appended, and
/// one published change of an observable property. No paging decision, no duplicate check, no
/// state. The bench measures it beside the model's page landing, in the same run, as the floor
/// a page's fixed cost is judged against.
@MainActor
@Observable
final class BarePageList: CostPath.PageList {
  private(set) var rows: [CostPath.Row] = []
  @ObservationIgnored private(set) var loading = false
  @ObservationIgnored let source: ArrayPageSource<CostPath.Row>
  @ObservationIgnored let pageSize: Int

  init(source: ArrayPageSource<CostPath.Row>, pageSize: Int) {
    self.source = source
    self.pageSize = pageSize
  }

  /// Loads the next page, unless one is loading.
  func loadNext() {
    guard !loading else { return }
    loading = true
    let request = PageRequest<Int, String>(key: rows.count, loadSize: pageSize, direction: .append, query: "")
    Task { [source] in
      let page = try? await source.loadPage(request)
      rows.append(contentsOf: page?.items ?? [])
      loading = false
    }
  }
}
