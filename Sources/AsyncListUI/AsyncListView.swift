#if canImport(SwiftUI)
  public import AsyncList
  public import SwiftUI

  /// A list over an ``AsyncList/AsyncListModel``: rows report appear and disappear, the footer and
  /// the full-screen states come from the model's presentation, pull-to-refresh and the first
  /// load are wired. It decides nothing: every state it shows is computed by the core.
  ///
  /// ```swift
  /// AsyncListView(model) { photo in
  ///   Text(photo.author)
  /// }
  /// .emptyView { Text("No photos") }
  /// .listStyle(.plain)
  /// ```
  ///
  /// Replace any state view with ``firstLoadView(_:)``, ``firstLoadFailedView(_:)``,
  /// ``emptyView(_:)`` and ``edgeView(_:)``; list style and other modifiers stay yours.
  @MainActor
  public struct AsyncListView<
    Source: PageSource,
    RowContent: View,
    FirstLoad: View,
    FirstLoadFailed: View,
    Empty: View,
    Edge: View
  >: View {
    let model: AsyncListModel<Source>
    let row: (Source.Item) -> RowContent
    let firstLoad: () -> FirstLoad
    let firstLoadFailed: (LoadFailure, @escaping @MainActor () -> Void) -> FirstLoadFailed
    let empty: () -> Empty
    let edge: (EdgeStatus, @escaping @MainActor () -> Void) -> Edge

    /// The list.
    public var body: some View {
      content
        .task { [model] in await model.run() }
        .refreshable { [model] in await model.refresh() }
    }

    @ViewBuilder private var content: some View {
      switch model.presentation.content {
      case .firstLoad: firstLoad()
      case .firstLoadFailed(let failure): firstLoadFailed(failure, model.retry)
      case .empty: empty()
      case .rows: rows
      }
    }

    private var rows: some View {
      let presentation = model.presentation
      let rows = model.rows
      return List {
        // With a memory cap, dropped pages stay as placeholders so positions do not move; a
        // placeholder that appears asks the core for its page back.
        if rows.placeholdersBefore == 0, presentation.header != .idle, presentation.header != .end {
          edge(presentation.header, model.retry)
        }
        ForEach(0..<rows.placeholdersBefore, id: \.self) { index in
          placeholder(at: index)
        }
        ForEach(rows) { item in
          row(item)
            .staggered(index: rows.index(of: item.id) ?? 0, limit: presentation.revealLimit)
            .onAppear { model.rowAppeared(id: item.id) }
            .onDisappear { model.rowDisappeared(id: item.id) }
        }
        ForEach(rows.endIndex..<rows.totalCount, id: \.self) { index in
          placeholder(at: index)
        }
        if rows.placeholdersAfter == 0, presentation.footer != .idle {
          edge(presentation.footer, model.retry)
        }
      }
    }

    private func placeholder(at index: Int) -> some View {
      Color.secondary.opacity(0.08)
        .frame(minHeight: 44)
        .onAppear { model.rowAppeared(at: index) }
        .onDisappear { model.rowDisappeared(at: index) }
    }
  }

  extension AsyncListView
  where
    FirstLoad == DefaultFirstLoadView, FirstLoadFailed == DefaultFailureView, Empty == DefaultEmptyView,
    Edge == DefaultEdgeView
  {
    /// Creates a list with the default state views.
    ///
    /// - Parameters:
    ///   - model: The model to show; the view starts it and stops it with its `.task`.
    ///   - row: A row's view.
    public init(_ model: AsyncListModel<Source>, @ViewBuilder row: @escaping (Source.Item) -> RowContent) {
      self.init(
        model: model,
        row: row,
        firstLoad: { DefaultFirstLoadView() },
        firstLoadFailed: { DefaultFailureView(failure: $0, retry: $1) },
        empty: { DefaultEmptyView() },
        edge: { DefaultEdgeView(status: $0, retry: $1) }
      )
    }
  }

  extension AsyncListView {
    /// Replaces the view shown while the first page loads.
    ///
    /// - Parameter content: The view.
    /// - Returns: The list with that view.
    public func firstLoadView<V: View>(
      @ViewBuilder _ content: @escaping () -> V
    ) -> AsyncListView<Source, RowContent, V, FirstLoadFailed, Empty, Edge> {
      .init(model: model, row: row, firstLoad: content, firstLoadFailed: firstLoadFailed, empty: empty, edge: edge)
    }

    /// Replaces the view shown when the first page failed.
    ///
    /// - Parameter content: The view, given the failure and a retry action.
    /// - Returns: The list with that view.
    public func firstLoadFailedView<V: View>(
      @ViewBuilder _ content: @escaping (LoadFailure, @escaping @MainActor () -> Void) -> V
    ) -> AsyncListView<Source, RowContent, FirstLoad, V, Empty, Edge> {
      .init(model: model, row: row, firstLoad: firstLoad, firstLoadFailed: content, empty: empty, edge: edge)
    }

    /// Replaces the view shown when the list has no rows.
    ///
    /// - Parameter content: The view.
    /// - Returns: The list with that view.
    public func emptyView<V: View>(
      @ViewBuilder _ content: @escaping () -> V
    ) -> AsyncListView<Source, RowContent, FirstLoad, FirstLoadFailed, V, Edge> {
      .init(model: model, row: row, firstLoad: firstLoad, firstLoadFailed: firstLoadFailed, empty: content, edge: edge)
    }

    /// Replaces the footer (and header) shown while loading, after a failure, or at the end.
    ///
    /// - Parameter content: The view, given the status and a retry action.
    /// - Returns: The list with that view.
    public func edgeView<V: View>(
      @ViewBuilder _ content: @escaping (EdgeStatus, @escaping @MainActor () -> Void) -> V
    ) -> AsyncListView<Source, RowContent, FirstLoad, FirstLoadFailed, Empty, V> {
      .init(model: model, row: row, firstLoad: firstLoad, firstLoadFailed: firstLoadFailed, empty: empty, edge: content)
    }
  }
#endif
