#if canImport(SwiftUI)
  public import SwiftUI

  extension AsyncListView {
    /// Whether the view tells the model where each scroll will come to rest (the default), so the
    /// rows there start loading while a fling runs.
    ///
    /// - Parameter reports: `false` to turn the reports off, for example when the app calls
    ///   ``AsyncList/AsyncListModel/scrollWillSettle(on:)`` itself.
    /// - Returns: The list.
    public func reportsScrollTarget(_ reports: Bool) -> Self {
      var copy = self
      copy.settle.enabled = reports
      return copy
    }

    /// Sets the scroll behaviour of the list's scroll view (`.paging`, `.viewAligned`, your own),
    /// applied unchanged under the behaviour that reports where a scroll will rest.
    ///
    /// Call it on the ``AsyncListView`` itself: SwiftUI's modifier of the same name applied
    /// further out would be overridden by the view's own behaviour.
    ///
    /// - Parameter behavior: The behaviour that decides where scrolls end.
    /// - Returns: The list.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> Self {
      var copy = self
      copy.settle.behavior = behavior
      return copy
    }
  }
#endif
