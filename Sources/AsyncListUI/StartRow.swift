#if canImport(SwiftUI)
  import AsyncList
  import SwiftUI

  /// A `List` whose model started at a key scrolls to the generation's start row once it shows.
  /// When a page is added above the rows (the list grew upwards, so the user is at its top), it
  /// scrolls back to the row that was first, which a `List` would otherwise push down by the
  /// page's height. A page the memory cap dropped that comes back takes its placeholders' place
  /// and moves nothing.
  struct ListStartRow<Source: PageSource>: ViewModifier {
    let model: AsyncListModel<Source>
    let proxy: ScrollViewProxy

    /// The first row held and the positions in all: a prepend changes both.
    struct Top: Equatable {
      var first: Source.Item.ID?
      var positions: Int
    }

    func body(content: Content) -> some View {
      let rows = model.rows
      content
        .onChange(of: model.startRowID, initial: true) { _, row in
          guard model.initialKey != nil, let row else { return }
          proxy.scrollTo(row, anchor: .top)
        }
        .onChange(of: Top(first: rows.first?.id, positions: rows.totalCount)) { old, new in
          guard let first = old.first, new.first != first, new.positions > old.positions,
            model.rows.index(of: first) != nil
          else { return }
          proxy.scrollTo(first, anchor: .top)
        }
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
          guard model.initialKey != nil, let row else { return }
          topRow = row
        }
    }
  }
#endif
