#if canImport(SwiftUI)
  public import AsyncList
  import AsyncListStrings
  public import SwiftUI

  /// The default footer and header: a spinner, an error with a retry button, or "End of list".
  public struct DefaultEdgeView: View {
    let status: EdgeStatus
    let retry: @MainActor () -> Void
    /// Changed each time the footer comes on screen: a `ProgressView` in a reused cell can stay
    /// blank, so the spinner is made anew.
    @State private var spinner = 0

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
        case .loading: ProgressView().id(spinner).accessibilityLabel(ListStrings.loadingMore)
        case .failed(let failure):
          VStack {
            Text(failure.userMessage).font(.footnote)
            Button(ListStrings.retry, action: retry).accessibilityHint(ListStrings.retryHint)
          }
        case .end: Text(ListStrings.endOfList).font(.footnote).foregroundStyle(.secondary)
        case .idle: EmptyView()
        }
        Spacer()
      }
      .onAppear { spinner &+= 1 }
    }
  }
#endif
