#if canImport(SwiftUI)
  import AsyncList
  import SwiftUI

  /// The state views of an ``AsyncListView``, type-erased: the defaults until a slot modifier
  /// replaces one (``AsyncListView/firstLoadView(_:)`` and the others). Each is drawn only while
  /// its state shows, never per row.
  @MainActor
  struct AsyncListSlots {
    var firstLoad: () -> AnyView = { AnyView(DefaultFirstLoadView()) }
    var firstLoadFailed: (LoadFailure, @escaping @MainActor () -> Void) -> AnyView = {
      AnyView(DefaultFailureView(failure: $0, retry: $1))
    }
    var empty: () -> AnyView = { AnyView(DefaultEmptyView()) }
    var edge: (EdgeStatus, @escaping @MainActor () -> Void) -> AnyView = {
      AnyView(DefaultEdgeView(status: $0, retry: $1))
    }
    var refreshFailed: (LoadFailure, @escaping @MainActor () -> Void) -> AnyView = {
      AnyView(DefaultRefreshFailureView(failure: $0, retry: $1))
    }
  }
#endif
