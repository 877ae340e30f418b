#if canImport(SwiftUI)
  public import SwiftUI

  /// The container an ``AsyncListView`` draws its rows in. The model, the rows, the state views
  /// and every decision are the same in both.
  public enum AsyncListLayout: Sendable, Equatable {
    /// A `List`: cells, separators, swipe actions and list styles. Rows report visibility with
    /// `onAppear` and `onDisappear`.
    case list
    /// A `LazyVStack` in a `ScrollView`, for custom-drawn feeds. On iOS 18, macOS 15 and later
    /// rows report visibility with `onScrollVisibilityChange`, which fires when a row enters the
    /// viewport, not when the stack prepares it ahead of time; on iOS 17 and macOS 14 with
    /// `onAppear` and `onDisappear`.
    ///
    /// - Parameter spacing: The distance between rows; `nil` for the default.
    case lazyStack(spacing: CGFloat? = nil)
  }
#endif
