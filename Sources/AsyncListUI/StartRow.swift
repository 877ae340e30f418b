#if canImport(SwiftUI)
  import AsyncList
  import SwiftUI

  /// A `List` whose model started at a key scrolls to the generation's start row once it shows.
  struct ListStartRow<Source: PageSource>: ViewModifier {
    let model: AsyncListModel<Source>
    let proxy: ScrollViewProxy

    func body(content: Content) -> some View {
      content.onChange(of: model.startRowID, initial: true) { _, row in
        guard model.initialKey != nil, let row else { return }
        proxy.scrollTo(row, anchor: .top)
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
