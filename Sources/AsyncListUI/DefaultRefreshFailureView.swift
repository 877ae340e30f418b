#if canImport(SwiftUI)
  public import AsyncList
  import AsyncListStrings
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
        Image(systemName: "exclamationmark.triangle").accessibilityLabel(ListStrings.couldNotRefresh)
        Text(failure.userMessage).font(.footnote)
        Spacer()
        Button(ListStrings.retry, action: retry).accessibilityHint(ListStrings.retryHint)
      }
      .padding()
      .background(.regularMaterial)
    }
  }
#endif
