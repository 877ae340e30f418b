#if canImport(SwiftUI)
  public import AsyncList
  public import SwiftUI

  extension AsyncListView {
    /// Replaces the view shown while the first page loads.
    ///
    /// - Parameter content: The view.
    /// - Returns: The list with that view.
    public func firstLoadView<V: View>(
      @ViewBuilder _ content: @escaping () -> V
    ) -> Self {
      var copy = self
      copy.slots.firstLoad = { AnyView(content()) }
      return copy
    }

    /// Replaces the view shown when the first page failed.
    ///
    /// - Parameter content: The view, given the failure and a retry action.
    /// - Returns: The list with that view.
    public func firstLoadFailedView<V: View>(
      @ViewBuilder _ content: @escaping (LoadFailure, @escaping @MainActor () -> Void) -> V
    ) -> Self {
      var copy = self
      copy.slots.firstLoadFailed = { AnyView(content($0, $1)) }
      return copy
    }

    /// Replaces the view shown when the list has no rows.
    ///
    /// - Parameter content: The view.
    /// - Returns: The list with that view.
    public func emptyView<V: View>(
      @ViewBuilder _ content: @escaping () -> V
    ) -> Self {
      var copy = self
      copy.slots.empty = { AnyView(content()) }
      return copy
    }

    /// Replaces the footer (and header) shown while loading, after a failure, or at the end.
    ///
    /// - Parameter content: The view, given the status and a retry action.
    /// - Returns: The list with that view.
    public func edgeView<V: View>(
      @ViewBuilder _ content: @escaping (EdgeStatus, @escaping @MainActor () -> Void) -> V
    ) -> Self {
      var copy = self
      copy.slots.edge = { AnyView(content($0, $1)) }
      return copy
    }

    /// Replaces the banner shown above the rows when a pull-to-refresh failed (the old rows stay;
    /// ``AsyncList/ListPresentation/refresh`` is `.failed`). It shows until a retry or the next
    /// refresh succeeds.
    ///
    /// - Parameter content: The view, given the failure and a retry action.
    /// - Returns: The list with that view.
    public func refreshFailedView<V: View>(
      @ViewBuilder _ content: @escaping (LoadFailure, @escaping @MainActor () -> Void) -> V
    ) -> Self {
      var copy = self
      copy.slots.refreshFailed = { AnyView(content($0, $1)) }
      return copy
    }

    /// Whether the view runs the model while it is shown (the default: it starts when the view
    /// appears and stops ``AsyncList/AsyncListModel/stopGrace`` after it disappears). Pass `false`
    /// to own the model's lifetime: call ``AsyncList/AsyncListModel/start()`` and
    /// ``AsyncList/AsyncListModel/stop()``, or run ``AsyncList/AsyncListModel/run()`` in a task you
    /// choose. A model the app runs from its own task keeps running with `true` too: runs are
    /// counted.
    ///
    /// - Parameter runs: `false` to leave starting and stopping to you.
    /// - Returns: The list.
    public func runsModel(_ runs: Bool) -> Self {
      var copy = self
      copy.runsModel = runs
      return copy
    }
  }
#endif
