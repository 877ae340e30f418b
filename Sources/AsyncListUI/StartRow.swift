#if canImport(SwiftUI)
  import AsyncList
  import SwiftUI

  /// A `List` whose model started at a key scrolls to the generation's start row once it shows.
  /// When a page is added above the rows (the list grows upwards), it scrolls back to the row that
  /// was highest on screen, which a `List` would otherwise push down by the page's height. Only a
  /// page that lands above the first row counts: an edit's insert, a new generation, or a page the
  /// memory cap dropped that takes its placeholders' place back moves nothing.
  struct ListStartRow<Source: PageSource>: ViewModifier {
    let model: AsyncListModel<Source>
    let proxy: ScrollViewProxy

    /// The first row held, the positions in all and the row highest on screen: a prepend changes
    /// the first two.
    struct Top: Equatable {
      var first: Source.Item.ID?
      var positions: Int
      var generation: Int
      var onScreen: Source.Item.ID?
    }

    func body(content: Content) -> some View {
      let rows = model.rows
      content
        .onChange(of: model.startRowID, initial: true) { _, row in
          guard model.scrollsToStartRow, let row else { return }
          proxy.scrollTo(row, anchor: .top)
        }
        .onChange(of: top(rows)) { old, new in
          // A page above: the old first row moved down by exactly the positions added. The rows
          // on screen are still the ones before it (the new rows have not appeared yet).
          guard model.scrollsToStartRow, new.generation == old.generation, let first = old.first,
            new.first != first, let index = model.rows.index(of: first),
            index == new.positions - old.positions, let anchor = new.onScreen
          else { return }
          proxy.scrollTo(anchor, anchor: .top)
        }
    }

    private func top(_ rows: Rows<Source.Item>) -> Top {
      Top(
        first: rows.first?.id, positions: rows.totalCount, generation: model.metrics.generation,
        onScreen: model.topRowOnScreenID)
    }
  }

  /// A lazy stack whose model started at a key: its position is bound to the identity of the row
  /// at the top (`scrollPosition(id:anchor:)`), set to the start row once it shows. The scroll
  /// view then keeps that row in place while earlier pages are added above it.
  struct StackStartRow<Source: PageSource>: ViewModifier {
    let model: AsyncListModel<Source>
    @State private var topRow: Source.Item.ID?

    func body(content: Content) -> some View {
      content
        .scrollPosition(id: $topRow, anchor: .top)
        .onChange(of: model.startRowID, initial: true) { _, row in
          guard model.scrollsToStartRow, let row else { return }
          topRow = row
        }
    }
  }
#endif
