import AsyncList
import AsyncListTesting

/// A row of the test lists: an id, the query it was loaded for and an edit version.
struct Row: Identifiable, Sendable, Equatable, CustomStringConvertible {
  let id: Int
  var query = ""
  var version = 0

  var description: String { "\(id)" }
}

/// Rows with the ids of a range.
func rows(_ ids: Range<Int>, query: String = "") -> [Row] {
  ids.map { Row(id: $0, query: query) }
}

typealias Source = ScriptedPageSource<Int, Row, String>
typealias Model = AsyncListModel<Source>

/// An error a test source throws.
struct TestError: Error, Equatable, CustomStringConvertible {
  var message = "boom"
  var description: String { message }
}

extension AsyncListModel {
  /// The ids of the rows.
  var ids: [Item.ID] { rows.ids }
}
