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
    ) -> AsyncListView<Source, RowContent, V, FirstLoadFailed, Empty, Edge, RefreshFailed> {
      .init(
        model: model, layout: layout, runsModel: runsModel, settle: settle, separatorRow: separatorRow, row: row,
        firstLoad: content,
        firstLoadFailed: firstLoadFailed, empty: empty, edge: edge, refreshFailed: refreshFailed)
    }

    /// Replaces the view shown when the first page failed.
    ///
    /// - Parameter content: The view, given the failure and a retry action.
    /// - Returns: The list with that view.
    public func firstLoadFailedView<V: View>(
      @ViewBuilder _ content: @escaping (LoadFailure, @escaping @MainActor () -> Void) -> V
    ) -> AsyncListView<Source, RowContent, FirstLoad, V, Empty, Edge, RefreshFailed> {
      .init(
        model: model, layout: layout, runsModel: runsModel, settle: settle, separatorRow: separatorRow, row: row,
        firstLoad: firstLoad,
        firstLoadFailed: content, empty: empty, edge: edge, refreshFailed: refreshFailed)
    }

    /// Replaces the view shown when the list has no rows.
    ///
    /// - Parameter content: The view.
    /// - Returns: The list with that view.
    public func emptyView<V: View>(
      @ViewBuilder _ content: @escaping () -> V
    ) -> AsyncListView<Source, RowContent, FirstLoad, FirstLoadFailed, V, Edge, RefreshFailed> {
      .init(
        model: model, layout: layout, runsModel: runsModel, settle: settle, separatorRow: separatorRow, row: row,
        firstLoad: firstLoad,
        firstLoadFailed: firstLoadFailed, empty: content, edge: edge, refreshFailed: refreshFailed)
    }

    /// Replaces the footer (and header) shown while loading, after a failure, or at the end.
    ///
    /// - Parameter content: The view, given the status and a retry action.
    /// - Returns: The list with that view.
    public func edgeView<V: View>(
      @ViewBuilder _ content: @escaping (EdgeStatus, @escaping @MainActor () -> Void) -> V
    ) -> AsyncListView<Source, RowContent, FirstLoad, FirstLoadFailed, Empty, V, RefreshFailed> {
      .init(
        model: model, layout: layout, runsModel: runsModel, settle: settle, separatorRow: separatorRow, row: row,
        firstLoad: firstLoad,
        firstLoadFailed: firstLoadFailed, empty: empty, edge: content, refreshFailed: refreshFailed)
    }

    /// Replaces the banner shown above the rows when a pull-to-refresh failed (the old rows stay;
    /// ``AsyncList/ListPresentation/refresh`` is `.failed`). It shows until a retry or the next
    /// refresh succeeds.
    ///
    /// - Parameter content: The view, given the failure and a retry action.
    /// - Returns: The list with that view.
    public func refreshFailedView<V: View>(
      @ViewBuilder _ content: @escaping (LoadFailure, @escaping @MainActor () -> Void) -> V
    ) -> AsyncListView<Source, RowContent, FirstLoad, FirstLoadFailed, Empty, Edge, V> {
      .init(
        model: model, layout: layout, runsModel: runsModel, settle: settle, separatorRow: separatorRow, row: row,
        firstLoad: firstLoad,
        firstLoadFailed: firstLoadFailed, empty: empty, edge: edge, refreshFailed: content)
    }

    /// Whether the view starts the model when it appears and stops it when it disappears (the
    /// default). Pass `false` to own the model's lifetime: call ``AsyncList/AsyncListModel/start()``
    /// and ``AsyncList/AsyncListModel/stop()`` (or run ``AsyncList/AsyncListModel/run()`` in a task
    /// you choose), for example to keep paging while a detail view is pushed.
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
