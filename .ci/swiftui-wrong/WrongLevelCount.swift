// Must NOT compile (.ci/check-swiftui): a row that takes two details from a list of one level.
import AsyncList
import AsyncListUI
import SwiftUI

struct WrongLevelCountView: View {
  @State private var model = DetailListModel(source: WrongLines(), details: WrongAmounts())

  var body: some View {
    AsyncListView(model) { line, amount, note in  // WRONG: the list has one level
      Text("\(line.id)")
    }
  }
}
