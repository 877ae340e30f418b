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

    /// Sets the scroll behaviour of the list's scroll view (`.paging`, `.viewAligned`, your own).
    ///
    /// On iOS 18 and macOS 15 the list installs no behaviour of its own, so SwiftUI's modifier of
    /// the same name works as well, on the list or outside it. On iOS 17 and macOS 14 the list
    /// reads where scrolls rest through a behaviour of its own, which applies this one unchanged
    /// first: call it on the ``AsyncListView`` itself, since a behaviour set further out is
    /// replaced by the list's there.
    ///
    /// - Parameter behavior: The behaviour that decides where scrolls end.
    /// - Returns: The list.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> Self {
      var copy = self
      copy.settle.behavior = behavior
      copy.settle.apply = { AnyView($0.scrollTargetBehavior(behavior)) }
      return copy
    }
  }
#endif
