/// The state rows a face draws around the rows, observed apart from them
/// (``AsyncListModel/faceEdges``): a spinner or a failure above and below, only while the list
/// has rows (without rows, the list's overlay says it all).
package struct EdgeRows: Sendable, Equatable {
  /// The edge row above the first position, if any (``ListPresentation/headerRow``).
  package var header: EdgeStatus?
  /// The edge row below the last position, if any (``ListPresentation/footerRow``).
  package var footer: EdgeStatus?

  /// The edge rows of a presentation.
  init(_ presentation: ListPresentation) {
    let hasRows = presentation.content == .rows
    header = hasRows ? presentation.headerRow : nil
    footer = hasRows ? presentation.footerRow : nil
  }
}
