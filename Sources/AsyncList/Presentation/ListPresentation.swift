/// Everything a front end needs to decide what to draw, derived by the core.
///
/// Front ends switch over ``content`` and draw ``header`` and ``footer`` around the rows; none
/// of them computes these states itself.
///
/// ```swift
/// switch model.presentation.content {
/// case .restoring: showNothing()  // a cached list reads its store: rows come within a frame
/// case .firstLoad: showSpinner()
/// case .firstLoadFailed(let failure): showError(failure.message, retry: model.retry)
/// case .empty: showEmptyState()
/// case .rows: showRows(model.rows, footer: model.presentation.footer)
/// }
/// ```
public struct ListPresentation: Sendable, Equatable {
  /// The list's main state.
  public enum Content: Sendable, Equatable {
    /// A list with a ``ListCache`` is reading its store before anything loads: draw the empty
    /// list, not a spinner. Stored rows usually arrive within a frame; without any (or past
    /// ``ListCache/readDeadline``) the list goes on to ``firstLoad``. A model not started yet, or
    /// stopped before the store answered, stays here until it starts.
    case restoring
    /// The first page of a generation is loading and there are no rows to show.
    case firstLoad
    /// The first page failed and there are no rows to show.
    case firstLoadFailed(LoadFailure)
    /// Loading finished and the list has no rows.
    case empty
    /// The list has rows, or, while a jump loads the page under the user
    /// (``PageSource/key(forPosition:query:)``), counted placeholders only: ``rowCount`` is 0 and
    /// ``Rows/totalCount`` keeps every position.
    case rows
  }

  /// Whether a pull-to-refresh is under way or has failed.
  public enum RefreshStatus: Sendable, Equatable {
    /// No refresh is under way.
    case idle
    /// A refresh is loading; the old rows stay until its first page lands.
    case refreshing
    /// The last refresh failed; the old rows are still shown.
    case failed(LoadFailure)
  }

  /// The list's main state.
  public var content: Content
  /// The state above the first row.
  public var header: EdgeStatus
  /// The state below the last row.
  public var footer: EdgeStatus
  /// The pull-to-refresh state.
  public var refresh: RefreshStatus
  /// The edge row to draw above the first position, or `nil` for none: ``header`` while it is
  /// loading or failed and no placeholders of dropped pages sit above the rows (those
  /// placeholders are the loading indication); never for `.end` (a list's top needs no marker).
  public var headerRow: EdgeStatus?
  /// The edge row to draw below the last position, or `nil` for none: ``footer`` unless it is
  /// `.idle` or placeholders of dropped pages sit below the rows.
  public var footerRow: EdgeStatus?
  /// The number of rows held (placeholders of pages the memory cap dropped are not counted; see
  /// ``Rows/totalCount``).
  public var rowCount: Int
  /// While a fresh first page reveals its rows one by one (``PagingConfiguration/staggeredReveal``),
  /// the number of leading rows revealed so far: draw rows at this index and after as hidden.
  /// `nil` when every row shows.
  public var revealLimit: Int?
  /// Where the rows come from: the source, a store, or the previous query.
  public var freshness: Freshness

  /// Creates a presentation.
  ///
  /// - Parameters:
  ///   - content: The main state.
  ///   - header: The state above the first row.
  ///   - footer: The state below the last row.
  ///   - refresh: The pull-to-refresh state.
  ///   - rowCount: The number of rows held.
  ///   - revealLimit: Leading rows revealed so far during a staggered reveal; `nil` for all.
  ///   - placeholders: Whether placeholders of dropped pages sit before and after the rows;
  ///     they decide ``headerRow`` and ``footerRow``.
  ///   - freshness: Where the rows come from.
  public init(
    content: Content,
    header: EdgeStatus = .idle,
    footer: EdgeStatus = .idle,
    refresh: RefreshStatus = .idle,
    rowCount: Int = 0,
    revealLimit: Int? = nil,
    placeholders: (before: Bool, after: Bool) = (false, false),
    freshness: Freshness = .fresh
  ) {
    self.content = content
    self.header = header
    self.footer = footer
    self.refresh = refresh
    switch header {
    case .loading, .failed: self.headerRow = placeholders.before ? nil : header
    case .idle, .end: self.headerRow = nil
    }
    self.footerRow = footer == .idle || placeholders.after ? nil : footer
    self.rowCount = rowCount
    self.revealLimit = revealLimit
    self.freshness = freshness
  }
}
