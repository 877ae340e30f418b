#if canImport(SwiftUI)
  public import SwiftUI

  /// The container an ``AsyncListView`` draws its rows in. The model, the rows, the state views
  /// and every decision are the same in both.
  public enum AsyncListLayout: Sendable, Equatable {
    /// A `List`: cells, separators, swipe actions and list styles. Rows report visibility with
    /// `onAppear` and `onDisappear`.
    case list
    /// A `LazyVStack` in a `ScrollView`, for custom-drawn feeds. Rows report visibility when they
    /// enter and leave the viewport, not when the stack prepares them ahead of time: with
    /// `onScrollVisibilityChange` on iOS 18, macOS 15 and later, and on iOS 17 and macOS 14 from
    /// the row's frame against the scroll view's bounds (`onGeometryChange`). A model started at
    /// a key keeps the row at the top in place while earlier pages are added above it.
    ///
    /// - Parameter spacing: The distance between rows; `nil` for the default.
    case lazyStack(spacing: CGFloat? = nil)
  }
#endif
