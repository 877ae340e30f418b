extension AsyncListModel where Source.Query == String {
  /// Whether a search field is open (between ``searchPresentationChanged(to:)`` with `true` and
  /// with `false`).
  public var isSearchPresented: Bool { lifecycle.queryBeforeSearch != nil }

  /// For a search field: call with `true` when it opens and with `false` when the user cancels
  /// it. Cancelling puts back the query the list had when the field opened, so the list returns
  /// to what it showed before the search (and does not reload if that is still the query
  /// loaded); the empty text a field writes as it closes changes nothing (see
  /// ``searchTextChanged(to:)``), in whichever order the two arrive.
  ///
  /// - Parameter presented: Whether the field is open now.
  public func searchPresentationChanged(to presented: Bool) {
    if presented {
      lifecycle.searchDismissed = false
      if lifecycle.queryBeforeSearch == nil { lifecycle.queryBeforeSearch = typedQuery }
    } else if let before = lifecycle.queryBeforeSearch {
      lifecycle.queryBeforeSearch = nil
      // The field clears its text as it closes, unless it already did.
      lifecycle.searchDismissed = !typedQuery.isEmpty
      if before != typedQuery { query = before }
    }
  }

  /// For a search field's text: sets ``query`` (which reloads after the debounce), except for
  /// the empty text a field writes once it has been dismissed.
  ///
  /// - Parameter text: The field's text.
  public func searchTextChanged(to text: String) {
    if text.isEmpty && lifecycle.searchDismissed && !isSearchPresented {
      lifecycle.searchDismissed = false
      return
    }
    query = text
  }
}
