#if canImport(SwiftUI)
  import AsyncList
  import SwiftUI

  /// The rows of an ``AsyncListView`` in either container: the structure a `ForEach` reads, and
  /// nothing else.
  ///
  /// Its body reads the model's ``AsyncList/AsyncListModel/rows`` only, so it runs again only
  /// when rows or placeholder counts change (a page lands, the memory cap drops one, an edit),
  /// never for a reveal tick, a detail, the footer's spinner or the freshness: each of those is
  /// read by the view it concerns (``AsyncListRow``, ``AsyncListEdgeRow``). Placeholders are
  /// drawn in runs (``AsyncList/PlaceholderRun``): single positions next to the rows, then views
  /// that double in size, so a million counted positions cost 27 views. Rows of
  /// the previous query, kept while a new one loads, are drawn at half opacity.
  struct AsyncListRows<Source: PageSource, RowContent: View, Edge: View>: View {
    let model: AsyncListModel<Source>
    let layout: AsyncListLayout
    let row: (Source.Item) -> RowContent
    let edge: (EdgeStatus, @escaping @MainActor () -> Void) -> Edge
    /// The separator row above a row, from its neighbours (``AsyncListView/separators(_:content:)``).
    var separator: ((Source.Item) -> AnyView?)?
    /// The app's header above the rows (``AsyncListView/listHeader(whenEmpty:_:)``).
    var header: AsyncListHeader?
    /// The height a placeholder takes: read by placeholders only, so measuring rows does not
    /// run this body again.
    @State private var rowHeight = RowHeightEstimate()
    /// The text size: rows measured at one size say nothing of another.
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
      let rows = model.rows
      if let header { AsyncListHeaderRow(model: model, header: header) }
      AsyncListEdgeRow(model: model, side: .header, edge: edge)
      // Placeholder runs are keyed by their place from the rows (stable while pages land and
      // their positions move), in ForEachs of their own: a scroll to a row's id never finds one.
      ForEach(PlaceholderRun.runs(of: 0..<rows.placeholdersBefore, rowsAfter: true)) { run in
        PlaceholderRunView(model: model, layout: layout, run: run, total: rows.totalCount, rowHeight: rowHeight)
      }
      ForEach(rows) { item in
        if let separator = separator?(item) { separator }
        AsyncListRow(model: model, layout: layout, item: item, position: rows.index(of: item.id) ?? 0, content: row)
          .onGeometryChange(
            for: CGFloat.self, of: { $0.size.height },
            action: { [typeSize] height in rowHeight.add(height, at: typeSize) })
      }
      ForEach(PlaceholderRun.runs(of: rows.endIndex..<rows.totalCount, rowsAfter: false)) { run in
        PlaceholderRunView(model: model, layout: layout, run: run, total: rows.totalCount, rowHeight: rowHeight)
      }
      AsyncListEdgeRow(model: model, side: .footer, edge: edge)
    }
  }
#endif
