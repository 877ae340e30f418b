// Must NOT compile (.ci/check-swiftui): a row that takes two details from a list of one level.
import AsyncList
import AsyncListUI
import SwiftUI

struct OneLevelLine: Identifiable, Sendable { let id: Int }

struct OneLevelLines: PageSource {
  func loadPage(_ request: PageRequest<Int, NoQuery>) async throws -> Page<Int, OneLevelLine> {
    Page(items: [], nextKey: nil)
  }
}

struct OneLevelAmounts: DetailSource {
  func loadDetail(for line: OneLevelLine) async throws -> Double { 1 }
}

struct WrongLevelCountView: View {
  @State private var model = DetailListModel(source: OneLevelLines(), details: OneLevelAmounts())

  var body: some View {
    AsyncListView(model) { line, amount, note in  // WRONG: the list has one level
      Text("\(line.id)")
    }
  }
}
