/// The state rows a face draws around the rows, observed apart from them
/// (``AsyncListModel/edgeRows``): a spinner or a failure above and below, only while the list
/// has rows (without rows, the list's overlay says it all).
public struct EdgeRows: Sendable, Equatable {
  /// The edge row above the first position, if any (``ListPresentation/headerRow``).
  public var header: EdgeStatus?
  /// The edge row below the last position, if any (``ListPresentation/footerRow``).
  public var footer: EdgeStatus?

  /// Edge rows.
  public init(header: EdgeStatus? = nil, footer: EdgeStatus? = nil) {
    self.header = header
    self.footer = footer
  }

  /// The edge rows of a presentation.
  init(_ presentation: ListPresentation) {
    let hasRows = presentation.content == .rows
    header = hasRows ? presentation.headerRow : nil
    footer = hasRows ? presentation.footerRow : nil
  }
}
