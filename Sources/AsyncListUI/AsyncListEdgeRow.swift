#if canImport(SwiftUI)
  import AsyncList
  import SwiftUI

  /// The state row above or below the rows: loading, failed with a retry, or the end. Its body
  /// reads the edges only (``AsyncList/AsyncListModel/edgeRows``), so the footer's spinner
  /// redraws the footer and no row.
  struct AsyncListEdgeRow<Source: PageSource, Edge: View>: View {
    enum Side { case header, footer }

    let model: AsyncListModel<Source>
    let side: Side
    let edge: (EdgeStatus, @escaping @MainActor () -> Void) -> Edge

    var body: some View {
      let edges = model.edgeRows
      if let status = side == .header ? edges.header : edges.footer {
        edge(status, model.retry)
      }
    }
  }
#endif
