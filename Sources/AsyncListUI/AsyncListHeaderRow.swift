#if canImport(SwiftUI)
  import AsyncList
  import SwiftUI

  /// The app's header above the rows (``AsyncListView/listHeader(whenEmpty:_:)``), where the core
  /// says it shows (``AsyncList/EdgeRows/showsListHeader(whenEmpty:)``). Its body reads the edges
  /// only, so a page landing or a detail never redraws it.
  struct AsyncListHeaderRow<Source: PageSource>: View {
    let model: AsyncListModel<Source>
    let header: AsyncListHeader

    var body: some View {
      if model.edgeRows.showsListHeader(whenEmpty: header.whenEmpty) {
        header.content()
      }
    }
  }

  /// An app's header above the rows, type-erased: one view, drawn once.
  @MainActor
  struct AsyncListHeader {
    /// Whether it also shows on a list that loaded empty.
    let whenEmpty: Bool
    let content: () -> AnyView
  }
#endif
