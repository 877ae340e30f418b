#if canImport(SwiftUI)
  import AsyncList
  import AsyncListHTTP
  import AsyncListUI
  import DemoServices
  import Foundation
  import SwiftUI

  /// The amounts list: "Line N", then a slow amount per line, drawn as a bar that springs to its value
  /// when the amount arrives while visible or when a loaded line scrolls into view.
  struct AmountsDemo: View {
    @State private var model: DetailListModel<NumberedLineSource, AmountSource>

    init(server: URL) {
      _model = State(
        initialValue: DetailListModel(
          source: NumberedLineSource(), details: AmountSource(baseURL: server),
          configuration: PagingConfiguration(pageSize: 20)))
    }

    var body: some View {
      NavigationStack {
        AsyncListView(model) { line, amount in
          AmountRow(line: line, detail: amount)
        }
        .listStyle(.plain)
        .navigationTitle("Amounts")
        .toolbar { Button("Reset", action: model.reset) }
      }
    }
  }

  struct AmountRow: View {
    let line: NumberedLine
    let detail: RowDetail<Double>

    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Text(line.description).font(.headline)
        amount
          // On the view every state shares: created inside `.loaded`, the modifier would start
          // with the reveal already set and a detail landing on a visible row would not spring.
          .reveal(detail.reveal, style: .spring)
      }
    }

    @ViewBuilder private var amount: some View {
      switch detail.state {
      case .loaded(let amount):
        VStack(alignment: .leading, spacing: 4) {
          Text("Amount: \(amount, specifier: "%.1f")").font(.subheadline)
          GeometryReader { geometry in
            Capsule().fill(.tint).frame(width: geometry.size.width * amount)
          }
          .frame(height: 8)
        }
      case .failed(let failure):
        Text(failure.message).font(.footnote).foregroundStyle(.red)
      case .loading, .notRequested:
        Text("Loading…").font(.subheadline).foregroundStyle(.secondary)
      }
    }
  }
#endif
