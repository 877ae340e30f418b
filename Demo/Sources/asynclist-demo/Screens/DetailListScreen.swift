import AsyncList
import TerminalUI

/// A screen with a second level: a detail loader beside the list. Rows count as complete once
/// their detail is loaded; retry also retries failed details; the loader's changes wake the
/// runner.
@MainActor
class DetailListScreen<Source: PageSource, Details: DetailSource>: ListScreen<Source>
where Details.Item == Source.Item {
  let details: DetailLoader<Details>

  init(name: String, model: AsyncListModel<Source>, details: Details, configuration: DetailConfiguration) {
    self.details = model.details(from: details, configuration: configuration)
    super.init(name: name, model: model)
  }

  override var detailMetrics: DetailMetrics? { details.metrics }

  override func rowIsComplete(_ index: Int) -> Bool {
    guard let row = model.rows.item(at: index) else { return index >= model.rows.totalCount }
    return details.state(for: row.id).detail != nil
  }

  override func changes() -> AsyncStream<Void> {
    merge(super.changes(), observe { [details] in _ = details.metrics })
  }
}
