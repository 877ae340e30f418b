// Must NOT compile (.ci/check-swiftui): a row that reads a level's detail as another type. The
// amounts are `Double`; this row takes them for `String`. The check expects the compiler to
// reject the line marked below, and only it.
import AsyncList
import AsyncListUI
import SwiftUI

struct WrongDetailView: View {
  @State private var model = DetailListModel(source: WrongLines(), details: WrongAmounts())

  var body: some View {
    AsyncListView(model) { line, amount in
      Text(amount.state.detail ?? "")  // WRONG: the detail is a Double
    }
  }
}
