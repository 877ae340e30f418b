#if canImport(SwiftUI)
  public import AsyncList
  public import SwiftUI

  /// A list over an ``AsyncList/AsyncListModel``: rows report appear and disappear, the footer,
  /// the full-screen states and a failed refresh come from the model's presentation,
  /// pull-to-refresh and the first load are wired. It decides nothing: every state it shows is
  /// computed by the core.
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
  /// ``emptyView(_:)``, ``edgeView(_:)`` and ``refreshFailedView(_:)``; list style and other
  /// modifiers stay yours. For a `LazyVStack` in a `ScrollView` instead of a `List`, pass
  /// `layout: .lazyStack()`.
  ///
  /// ## The model's lifetime
  ///
  /// By default the view runs the model in a `.task`: paging starts when the view appears and
  /// stops when it disappears (a tab switch, a pushed detail view), rows staying; it resumes on
  /// return. Keep the model in `@State` (or higher) so it survives; call ``runsModel(_:)`` with
  /// `false` to start and stop it yourself instead, for example to keep loading behind a pushed
  /// view.
  @MainActor
  public struct AsyncListView<
    Source: PageSource,
    RowContent: View,
    FirstLoad: View,
    FirstLoadFailed: View,
    Empty: View,
    Edge: View,
    RefreshFailed: View
  >: View {
    let model: AsyncListModel<Source>
    let layout: AsyncListLayout
    var runsModel = true
    let row: (Source.Item) -> RowContent
    let firstLoad: () -> FirstLoad
    let firstLoadFailed: (LoadFailure, @escaping @MainActor () -> Void) -> FirstLoadFailed
    let empty: () -> Empty
    let edge: (EdgeStatus, @escaping @MainActor () -> Void) -> Edge
    let refreshFailed: (LoadFailure, @escaping @MainActor () -> Void) -> RefreshFailed

    /// The list.
    public var body: some View {
      content
        .safeAreaInset(edge: .top) {
          if case .failed(let failure) = model.presentation.refresh {
            refreshFailed(failure, model.retry)
          }
        }
        .task { [model, runsModel] in
          if runsModel { await model.run() }
        }
        .refreshable { [model] in await model.refresh() }
    }

    @ViewBuilder private var content: some View {
      switch model.presentation.content {
      case .firstLoad: firstLoad()
      case .firstLoadFailed(let failure): firstLoadFailed(failure, model.retry)
      case .empty: empty()
      // While a cached list reads its store, the empty list: no spinner before stored rows.
      case .restoring, .rows: rows
      }
    }

    @ViewBuilder private var rows: some View {
      let rows = AsyncListRows(model: model, layout: layout, row: row, edge: edge)
      switch layout {
      case .list: List { rows }
      case .lazyStack(let spacing): ScrollView { LazyVStack(spacing: spacing) { rows } }
      }
    }
  }

  extension AsyncListView
  where
    FirstLoad == DefaultFirstLoadView, FirstLoadFailed == DefaultFailureView, Empty == DefaultEmptyView,
    Edge == DefaultEdgeView, RefreshFailed == DefaultRefreshFailureView
  {
    /// Creates a list with the default state views.
    ///
    /// - Parameters:
    ///   - model: The model to show; the view starts it and stops it with its `.task` (see
    ///     ``runsModel(_:)``).
    ///   - layout: A `List` (the default) or a lazy stack in a scroll view.
    ///   - row: A row's view.
    public init(
      _ model: AsyncListModel<Source>,
      layout: AsyncListLayout = .list,
      @ViewBuilder row: @escaping (Source.Item) -> RowContent
    ) {
      self.init(
        model: model,
        layout: layout,
        row: row,
        firstLoad: { DefaultFirstLoadView() },
        firstLoadFailed: { DefaultFailureView(failure: $0, retry: $1) },
        empty: { DefaultEmptyView() },
        edge: { DefaultEdgeView(status: $0, retry: $1) },
        refreshFailed: { DefaultRefreshFailureView(failure: $0, retry: $1) }
      )
    }
  }
#endif
