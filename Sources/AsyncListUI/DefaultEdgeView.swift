#if canImport(SwiftUI)
  public import AsyncList
  public import SwiftUI

  /// The default footer and header: a spinner, an error with a retry button, or "End of list".
  public struct DefaultEdgeView: View {
    let status: EdgeStatus
    let retry: @MainActor () -> Void

    /// Creates the view.
    ///
    /// - Parameters:
    ///   - status: The edge's status.
    ///   - retry: What the retry button does, usually the model's `retry()`.
    public init(status: EdgeStatus, retry: @escaping @MainActor () -> Void) {
      self.status = status
      self.retry = retry
    }

    /// The status's view.
    public var body: some View {
      HStack {
        Spacer()
        switch status {
        case .loading: ProgressView()
        case .failed(let failure):
          VStack {
            Text(failure.userMessage).font(.footnote)
            Button("Retry", action: retry)
          }
        case .end: Text("End of list").font(.footnote).foregroundStyle(.secondary)
        case .idle: EmptyView()
        }
        Spacer()
      }
    }
  }
#endif
