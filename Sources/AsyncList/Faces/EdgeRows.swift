/// The state rows a face draws around the rows, observed apart from them
/// (``AsyncListModel/edgeRows``): a spinner or a failure above and below, only while the list
/// has rows (without rows, the list's overlay says it all), and whether an app's list header
/// shows (``showsListHeader(whenEmpty:)``).
public struct EdgeRows: Sendable, Equatable {
  /// The edge row above the first position, if any (``ListPresentation/headerRow``).
  public var header: EdgeStatus?
  /// The edge row below the last position, if any (``ListPresentation/footerRow``).
  public var footer: EdgeStatus?
  /// Whether the list shows rows and nothing more loads above the first of them: the top of the
  /// whole list is on its first position.
  public var topReached: Bool
  /// Whether the list loaded and has no rows (``ListPresentation/Content/empty``).
  public var isEmptyList: Bool

  /// Edge rows.
  ///
  /// - Parameters:
  ///   - header: The edge row above the rows.
  ///   - footer: The edge row below the rows.
  ///   - topReached: Whether the list's first position is the top of the whole list.
  ///   - isEmptyList: Whether the list loaded and has no rows.
  public init(header: EdgeStatus? = nil, footer: EdgeStatus? = nil, topReached: Bool = false, isEmptyList: Bool = false)
  {
    self.header = header
    self.footer = footer
    self.topReached = topReached
    self.isEmptyList = isEmptyList
  }

  /// The edge rows of a presentation.
  init(_ presentation: ListPresentation) {
    let hasRows = presentation.content == .rows
    header = hasRows ? presentation.headerRow : nil
    footer = hasRows ? presentation.footerRow : nil
    topReached = hasRows && presentation.header == .end
    isEmptyList = presentation.content == .empty
  }

  /// Whether an app's header above the list shows (a title, a count, a search summary): above
  /// the rows once the top of the list is reached, never above rows still loading upwards; and,
  /// when the app asks, on a list that loaded empty, as Paging 3's header items do. Never during
  /// the first load or after it failed.
  ///
  /// ```swift
  /// headerView.isHidden = !model.edgeRows.showsListHeader(whenEmpty: true)
  /// ```
  ///
  /// - Parameter whenEmpty: Whether the header also shows on an empty list.
  /// - Returns: Whether to show it.
  public func showsListHeader(whenEmpty: Bool) -> Bool {
    topReached || (whenEmpty && isEmptyList)
  }
}
