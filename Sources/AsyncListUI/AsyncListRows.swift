#if canImport(SwiftUI)
  import AsyncList
  import SwiftUI

  /// The rows of an ``AsyncListView`` in either container: the header and footer rows where the
  /// core places them, placeholders of pages the memory cap dropped (one that appears asks the
  /// core for its page back), and each row reporting its visibility by id. Rows of the previous
  /// query, kept while a new one loads, are drawn at half opacity. A placeholder takes the mean
  /// height of the first rows measured, so rows do not jump when a dropped page comes back above
  /// the screen.
  struct AsyncListRows<Source: PageSource, RowContent: View, Edge: View>: View {
    let model: AsyncListModel<Source>
    let layout: AsyncListLayout
    let row: (Source.Item) -> RowContent
    let edge: (EdgeStatus, @escaping @MainActor () -> Void) -> Edge
    /// The separator row above a row, from its neighbours (``AsyncListView/separators(_:content:)``).
    var separator: ((Source.Item) -> AnyView?)?
    @State private var rowHeight = RowHeightEstimate()

    var body: some View {
      let presentation = model.presentation
      let rows = model.rows
      // The edges belong to rows: with none, the overlay over the container says it all.
      let hasRows = presentation.content == .rows
      if hasRows, let header = presentation.headerRow { edge(header, model.retry) }
      // Placeholders are identified apart from rows, whose ids may be integers too (a scroll to a
      // row's id must never find a placeholder).
      ForEach((0..<rows.placeholdersBefore).lazy.map(PlaceholderID.init), id: \.self) { placeholder in
        self.placeholder(at: placeholder.position)
      }
      let dimmed = presentation.freshness == .previousQuery
      ForEach(rows) { item in
        if let separator = separator?(item) { separator }
        row(item)
          .opacity(dimmed ? 0.5 : 1)
          .staggered(index: rows.index(of: item.id) ?? 0, limit: presentation.revealLimit)
          .modifier(
            RowVisibility(
              layout: layout,
              appeared: { model.rowAppeared(id: item.id) },
              disappeared: { model.rowDisappeared(id: item.id) }
            )
          )
          .onGeometryChange(
            for: CGFloat.self, of: { $0.size.height },
            action: { height in if rowHeight.needsSamples { rowHeight.add(height) } })
      }
      ForEach((rows.endIndex..<rows.totalCount).lazy.map(PlaceholderID.init), id: \.self) { placeholder in
        self.placeholder(at: placeholder.position)
      }
      if hasRows, let footer = presentation.footerRow { edge(footer, model.retry) }
    }

    private func placeholder(at index: Int) -> some View {
      Color.secondary.opacity(0.08)
        .frame(height: rowHeight.value)
        .modifier(
          RowVisibility(
            layout: layout,
            appeared: { model.rowAppeared(at: index) },
            disappeared: { model.placeholderDisappeared(at: index) }
          )
        )
    }
  }

  /// The mean height of the first rows measured: what a placeholder of a dropped row takes.
  struct RowHeightEstimate: Equatable {
    /// Rows measured before the estimate stays put (a state change per row measured).
    static let samples = 16
    private var total: CGFloat = 0
    private var count = 0

    /// The estimate: 44 points (a standard row) until a row is measured.
    var value: CGFloat { count == 0 ? 44 : total / CGFloat(count) }
    /// Whether more rows should be measured.
    var needsSamples: Bool { count < Self.samples }

    mutating func add(_ height: CGFloat) {
      guard height > 0 else { return }
      total += height
      count += 1
    }
  }

  /// The identity of a placeholder: its position, as a type of its own.
  struct PlaceholderID: Hashable, Sendable {
    let position: Int
  }
#endif
