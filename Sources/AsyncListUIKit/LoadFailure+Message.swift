#if canImport(UIKit)
  import AsyncList
  import Foundation

  extension LoadFailure {
    /// The error as an end user should read it: a `LocalizedError`'s description, the list's own
    /// `PagingError` description, else Foundation's localized description (the words
    /// `AsyncListUI` shows too). Internal, so that an app importing both modules sees one
    /// `userMessage`.
    var displayMessage: String {
      if let localized = error as? any LocalizedError, let text = localized.errorDescription { return text }
      if let paging = error as? PagingError { return paging.description }
      return error.localizedDescription
    }
  }
#endif
