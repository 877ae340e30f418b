#if canImport(SwiftUI)
  import AsyncList
  public import SwiftUI

  extension AsyncListView {
    /// Draws a header above the first row once the top of the list is reached (a title, a count,
    /// a summary of the search), and, with `whenEmpty`, on a list that loaded empty too, above
    /// the empty view. It never shows during the first load, after it failed, or above rows
    /// still loading upwards (``AsyncList/EdgeRows/showsListHeader(whenEmpty:)`` decides).
    ///
    /// ```swift
    /// AsyncListView(model) { order in OrderRow(order) }
    ///   .listHeader(whenEmpty: true) {
    ///     Text("Orders").font(.headline)
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - whenEmpty: Whether the header also shows on an empty list. Defaults to `true`.
    ///   - content: The header's view.
    /// - Returns: The list.
    public func listHeader<Content: View>(whenEmpty: Bool = true, @ViewBuilder _ content: @escaping () -> Content)
      -> Self
    {
      var copy = self
      copy.header = AsyncListHeader(whenEmpty: whenEmpty) { AnyView(content()) }
      return copy
    }
  }
#endif
