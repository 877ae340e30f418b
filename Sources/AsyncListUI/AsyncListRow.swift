#if canImport(SwiftUI)
  @_spi(Faces) import AsyncList
  import SwiftUI

  /// One row of an ``AsyncListView``: the app's content, hidden until a staggered first page
  /// reveals it, dimmed while it is the previous query's, and reporting its visibility by id.
  ///
  /// Its body reads this row's reveal gate and the freshness only
  /// (``AsyncList/AsyncListModel/revealGate(at:)``, ``AsyncList/AsyncListModel/showsPreviousQuery``), so
  /// a reveal tick redraws the row it reveals; a detail the content reads redraws this row only.
  struct AsyncListRow<Source: PageSource, Content: View>: View {
    let model: AsyncListModel<Source>
    let layout: AsyncListLayout
    let item: Source.Item
    /// The row's position, for its reveal gate.
    let position: Int
    let content: (Source.Item) -> Content

    var body: some View {
      let id = item.id
      content(item)
        .opacity(model.showsPreviousQuery ? 0.5 : 1)
        .staggered(shown: model.revealGate(at: position).isShown)
        .modifier(
          RowVisibility(
            layout: layout,
            appeared: { model.rowAppeared(id: id) },
            disappeared: { model.rowDisappeared(id: id) }
          )
        )
    }
  }
#endif
