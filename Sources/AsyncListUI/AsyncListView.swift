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
  /// By default the view runs the model in a `.task` keyed by the model's identity
  /// (``AsyncList/AsyncListModel/run()``): paging starts when the view appears; when it
  /// disappears (a tab switch, a pushed detail view) the list runs on for the model's
  /// ``AsyncList/AsyncListModel/stopGrace`` (30 seconds by default), so the pages and details it
  /// was loading land instead of being cancelled and loaded again on return, and stops after it,
  /// rows staying. A different model put in the same view starts while the old one winds down.
  /// To keep a list running past every view, run the model from a task your app owns. The container (`List` or scroll view) is always there and the first-load,
  /// failure and empty views are drawn over it, so a change of state never restarts the task, and
  /// pull-to-refresh works from every state, an empty list included. Keep the model in `@State`
  /// (or higher) so it survives; call ``runsModel(_:)`` with `false` to start and stop it
  /// yourself instead.
  ///
  /// ## What a change costs
  ///
  /// The rows' body reads ``AsyncList/AsyncListModel/rows`` only: it runs again when rows or
  /// placeholder counts change, never for a reveal tick, a detail, the footer's spinner or the
  /// freshness; each row reads its own reveal and detail, the edges and the overlay their own
  /// values. Placeholders are drawn in runs whose size doubles away from the rows: a million
  /// counted positions cost 27 views, whose part on screen says which positions the user sees.
  ///
  /// ## Where a fling will rest
  ///
  /// The view tells the model where each scroll will come to rest, once per fling, so the rows
  /// there start loading while the fling runs (``AsyncList/AsyncListModel/scrollWillSettle(on:)``):
  /// on iOS 18 and macOS 15 from the scroll phase and the velocity measured over the scroll
  /// view's last two offsets; on iOS 17 and macOS 14 through a scroll-target behaviour. Give your
  /// own behaviour (paging, view alignment) with ``scrollTargetBehavior(_:)`` on this view: on
  /// iOS 17 SwiftUI's modifier applied outside the list would be replaced there.
  /// ``reportsScrollTarget(_:)`` with `false` turns the reports off.
  ///
  /// ## Starting at a row
  ///
  /// A model with an `initialKey` scrolls to its `startRowID` once rows of the first page are in
  /// layout (``AsyncList/AsyncListModel/startRowRequests``), never racing the first layout. In
  /// the lazy-stack layout the scroll view's position is bound to row identity
  /// (`scrollPosition(id:anchor:)`), which keeps the row at the top in place, offset included,
  /// while pages land or go above it; a `List` scrolls back to the row that was highest on screen
  /// each time rows land or go above it (``AsyncList/AsyncListModel/rowToKeep(since:)``), aligned
  /// to the top (a `List` scrolls to a row, not to an offset).
  ///
  /// ## Two generic parameters
  ///
  /// The list's type names its source and its row only. The state views (``firstLoadView(_:)``
  /// and the others) are kept type-erased: a slot modifier returns the same type, so chaining
  /// them does not grow the view's type, and the compiler checks a chain as fast as one call.
  /// Each is one view of the list's state, drawn when that state shows, so the erasure costs
  /// nothing per row.
  @MainActor
  public struct AsyncListView<Source: PageSource, RowContent: View>: View {
    let model: AsyncListModel<Source>
    let layout: AsyncListLayout
    var runsModel = true
    var settle = SettleHintOptions()
    /// The separator row drawn above a row, when ``separators(_:content:)`` gave one.
    var separatorRow: ((Source.Item) -> AnyView?)?
    /// The app's header above the rows, when ``listHeader(whenEmpty:_:)`` gave one.
    var header: AsyncListHeader?
    let row: (Source.Item) -> RowContent
    /// The state views, the defaults until a slot modifier replaces one.
    var slots = AsyncListSlots()

    /// The list. It reads nothing of the model's state itself (the overlay, the refresh banner and
    /// the rows do), so a change of state redraws them and never the container, its task or its
    /// refresh control.
    public var body: some View {
      container
        .overlay {
          AsyncListStateOverlay(
            model: model, firstLoad: slots.firstLoad, firstLoadFailed: slots.firstLoadFailed, empty: slots.empty)
        }
        .safeAreaInset(edge: .top) { AsyncListRefreshBanner(model: model, refreshFailed: slots.refreshFailed) }
        .task(id: ObjectIdentifier(model)) { [model, runsModel] in
          if runsModel { await model.run() }
        }
        .refreshable { [model] in await model.refresh() }
    }

    /// The container, the same view in every state (the layout is fixed for the view's life).
    @ViewBuilder private var container: some View {
      let rows = AsyncListRows(
        model: model, layout: layout, row: row, edge: slots.edge, separator: separatorRow, header: header)
      switch layout {
      case .list:
        ScrollViewReader { proxy in
          List { rows }.modifier(ListStartRow(model: model, proxy: proxy))
        }
        .modifier(SettleHints(model: model, layout: layout, options: settle))
      case .lazyStack(let spacing):
        ScrollView { LazyVStack(spacing: spacing) { rows }.scrollTargetLayout() }
          .modifier(StackStartRow(model: model))
          .modifier(SettleHints(model: model, layout: layout, options: settle))
      }
    }
  }

  extension AsyncListView {
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
      self.init(model: model, layout: layout, row: row)
    }

    /// Creates a list whose rows also show their details: each row's view gets the row's
    /// observable ``AsyncList/RowDetail`` of each of the model's levels, typed, so a detail that
    /// lands redraws that row only.
    ///
    /// ```swift
    /// @State private var model = DetailListModel(source: PhotoSource(), details: ThumbnailSource())
    ///
    /// var body: some View {
    ///   AsyncListView(model) { photo, thumbnail in
    ///     PhotoRow(photo: photo, thumbnail: thumbnail.state.detail)
    ///   }
    /// }
    /// ```
    ///
    /// With two levels the row gets two details, in the order of the model's sources:
    /// `{ line, amount, note in … }`.
    ///
    /// - Parameters:
    ///   - model: The model to show, made with its detail sources.
    ///   - layout: A `List` (the default) or a lazy stack in a scroll view.
    ///   - row: A row's view, given the item and its details.
    public init<each Details: DetailSource>(
      _ model: DetailListModel<Source, repeat each Details>,
      layout: AsyncListLayout = .list,
      @ViewBuilder row: @escaping (Source.Item, repeat RowDetail<(each Details).Detail>) -> RowContent
    ) {
      let details = model.rowDetails
      self.init(model, layout: layout) { item in row(item, repeat (each details)(item.id)) }
    }
  }
#endif
