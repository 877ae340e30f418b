import AsyncList
import AsyncListTesting
import Foundation

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

/// Rows with the ids of a range, at an edit version (a source's fresh copy of rows shown).
func rows(_ ids: Range<Int>, version: Int) -> [Row] {
  ids.map { Row(id: $0, version: version) }
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

/// How many random histories a property test runs: a count sized so that the test takes a few
/// seconds on one busy core, or a long run's count when `ASYNCLIST_LONG_PROPERTIES=1` (CI runs
/// those in a step of their own).
///
/// - Parameters:
///   - quick: The count of a plain run.
///   - long: The count of a long run.
/// - Returns: The count for this run.
func propertyRuns(_ quick: Int, long: Int) -> Int {
  isLongPropertyRun ? long : quick
}

/// Whether this is a long property run (`ASYNCLIST_LONG_PROPERTIES=1`).
let isLongPropertyRun = ProcessInfo.processInfo.environment["ASYNCLIST_LONG_PROPERTIES"] == "1"

extension AsyncListModel where Source == ScriptedPageSource<Int, Row, String> {
  /// Reads the list down to `count` rows: answers each page request with the next `pageSize`
  /// rows (ids from 0, keyed by offsets, at an edit version) and shows the last rows of each,
  /// so the next one loads.
  func read(_ count: Int, from pages: Source, pageSize: Int = 20, version: Int = 0) async throws {
    for start in stride(from: 0, to: count, by: pageSize) {
      try await pages.nextRequest().resolve(
        items: AsyncListTests.rows(start..<start + pageSize, version: version), nextKey: start + pageSize)
      try await waitUntil { $0.rows.totalCount == start + pageSize }
      if start + pageSize < count { visibleRowsChanged(to: start + pageSize - 12..<start + pageSize) }
    }
  }
}

/// Returns once an asynchronous condition holds (a store's count, an actor's state), yielding
/// between checks; throws ``WaitTimeout`` after a minute of real time, a hang guard only. A
/// bounded number of yields is not: on a busy machine the task awaited may not have run yet.
func eventually(
  isolation: isolated (any Actor)? = #isolation, _ description: String, _ condition: () async -> Bool
) async throws {
  let deadline = ContinuousClock.now.advanced(by: WaitTimeout.defaultTimeout)
  while await !condition() {
    guard ContinuousClock.now < deadline else {
      throw WaitTimeout(waitingFor: description, timeout: WaitTimeout.defaultTimeout)
    }
    await Task.yield()
  }
}
