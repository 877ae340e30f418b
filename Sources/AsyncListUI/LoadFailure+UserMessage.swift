#if canImport(SwiftUI)
  public import AsyncList
  import Foundation

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
#endif
