import AsyncList

/// A screen whose list has a text query: `/` searches it, as the model's `query`.
@MainActor
class SearchableListScreen<Source: PageSource>: ListScreen<Source> where Source.Query == String {
  override var query: String? { model.query }
  override func setQuery(_ text: String) { model.query = text }
  override func submitQuery() { model.submitQuery() }
}
