#if canImport(SwiftUI)
  public import AsyncList
  import Foundation
  public import SwiftUI

  extension LoadFailure {
    /// The error as an end user should read it: a `LocalizedError`'s description (the HTTP
    /// sources' errors are), the list's own `PagingError` description, else
    /// Foundation's localized description — never `String(describing:)`, which prints a
    /// `URLError`'s whole `userInfo`. Make your source's errors `LocalizedError`s, or pass your
    /// own views (``AsyncListView/firstLoadFailedView(_:)``) to choose the words.
    public var userMessage: String {
      if let localized = error as? any LocalizedError, let text = localized.errorDescription { return text }
      if let paging = error as? PagingError { return paging.description }
      return error.localizedDescription
    }
  }

  /// The default first-load view: a spinner.
  public struct DefaultFirstLoadView: View {
    /// Creates the view.
    public init() {}

    /// The spinner.
    public var body: some View {
      ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }

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
        Text("Could not load")
      } description: {
        Text(failure.userMessage)
      } actions: {
        Button("Retry", action: retry)
      }
    }
  }

  /// The default empty view, as a `ContentUnavailableView`.
  public struct DefaultEmptyView: View {
    /// Creates the view.
    public init() {}

    /// "Nothing here".
    public var body: some View {
      ContentUnavailableView("Nothing here", systemImage: "tray")
    }
  }

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
