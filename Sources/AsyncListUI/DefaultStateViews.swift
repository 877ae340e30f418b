#if canImport(SwiftUI)
  public import AsyncList
  public import SwiftUI

  /// The default first-load view: a spinner.
  public struct DefaultFirstLoadView: View {
    /// The spinner.
    public var body: some View {
      ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }

  /// The default first-load failure view: the message and a retry button.
  public struct DefaultFailureView: View {
    let failure: LoadFailure
    let retry: () -> Void

    /// The message and the button.
    public var body: some View {
      VStack(spacing: 12) {
        Text(failure.message).multilineTextAlignment(.center)
        Button("Retry", action: retry)
      }
      .padding()
      .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }

  /// The default empty view.
  public struct DefaultEmptyView: View {
    /// "Nothing here".
    public var body: some View {
      Text("Nothing here").foregroundStyle(.secondary).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }

  /// The default footer and header: a spinner, an error with a retry button, or "End of list".
  public struct DefaultEdgeView: View {
    let status: EdgeStatus
    let retry: () -> Void

    /// The status's view.
    public var body: some View {
      HStack {
        Spacer()
        switch status {
        case .loading: ProgressView()
        case .failed(let failure):
          VStack {
            Text(failure.message).font(.footnote)
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
