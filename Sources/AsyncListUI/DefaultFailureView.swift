#if canImport(SwiftUI)
  public import AsyncList
  import AsyncListStrings
  public import SwiftUI

  /// The default first-load failure view: the message and a retry button, as a
  /// `ContentUnavailableView`.
  public struct DefaultFailureView: View {
    let failure: LoadFailure
    let retry: @MainActor () -> Void

    /// Creates the view.
    ///
    /// - Parameters:
    ///   - failure: The failure to show.
    ///   - retry: What the retry button does, usually the model's `retry()`.
    public init(failure: LoadFailure, retry: @escaping @MainActor () -> Void) {
      self.failure = failure
      self.retry = retry
    }

    /// The message and the button.
    public var body: some View {
      ContentUnavailableView {
        Text(ListStrings.couldNotLoad)
      } description: {
        Text(failure.userMessage)
      } actions: {
        Button(ListStrings.retry, action: retry).accessibilityHint(ListStrings.retryHint)
      }
    }
  }
#endif
