#if canImport(SwiftUI)
  import AsyncList
  import SwiftUI

  /// The full-screen states of an ``AsyncListView``, drawn over its container: the first load,
  /// its failure and the empty list. The container stays underneath, so the list keeps its
  /// identity, its task and its pull-to-refresh in every state (the layout Apple's
  /// `ContentUnavailableView` examples use). Nothing is drawn while the list has rows, or while a
  /// cached list reads its store.
  struct AsyncListStateOverlay<Source: PageSource, FirstLoad: View, FirstLoadFailed: View, Empty: View>: View {
    let model: AsyncListModel<Source>
    let firstLoad: () -> FirstLoad
    let firstLoadFailed: (LoadFailure, @escaping @MainActor () -> Void) -> FirstLoadFailed
    let empty: () -> Empty

    var body: some View {
      switch model.listContent {
      case .firstLoad: firstLoad()
      case .firstLoadFailed(let failure): firstLoadFailed(failure, model.retry)
      case .empty: empty()
      case .restoring, .rows: EmptyView()
      }
    }
  }

  /// A failed pull-to-refresh above the rows, which stay.
  struct AsyncListRefreshBanner<Source: PageSource, RefreshFailed: View>: View {
    let model: AsyncListModel<Source>
    let refreshFailed: (LoadFailure, @escaping @MainActor () -> Void) -> RefreshFailed

    var body: some View {
      if case .failed(let failure) = model.refreshStatus {
        refreshFailed(failure, model.retry)
      }
    }
  }
#endif
