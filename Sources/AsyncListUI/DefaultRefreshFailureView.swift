#if canImport(SwiftUI)
  public import AsyncList
  public import SwiftUI

  /// The default banner for a failed pull-to-refresh: the message and a retry button above the
  /// old rows, which stay.
  public struct DefaultRefreshFailureView: View {
    let failure: LoadFailure
    let retry: @MainActor () -> Void

    /// Creates the view.
    ///
    /// - Parameters:
    ///   - failure: The refresh's failure.
    ///   - retry: What the retry button does, usually the model's `retry()`.
    public init(failure: LoadFailure, retry: @escaping @MainActor () -> Void) {
      self.failure = failure
      self.retry = retry
    }

    /// The banner.
    public var body: some View {
      HStack {
        Image(systemName: "exclamationmark.triangle")
        Text(failure.userMessage).font(.footnote)
        Spacer()
        Button("Retry", action: retry)
      }
      .padding()
      .background(.regularMaterial)
    }
  }
#endif
