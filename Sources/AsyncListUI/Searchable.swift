#if canImport(SwiftUI)
  public import AsyncList
  import AsyncListStrings
  public import SwiftUI

  extension View {
    /// A search field bound to the model's query: typing reloads after the debounce, submitting
    /// reloads at once, and cancelling puts back the list the search replaced (the field's
    /// presentation goes to ``AsyncList/AsyncListModel/searchPresentationChanged(to:)``, its text
    /// to ``AsyncList/AsyncListModel/searchTextChanged(to:)``; on tvOS and watchOS, which have no
    /// presentation binding, the text alone).
    ///
    /// ```swift
    /// AsyncListView(model) { song in SongRow(song) }
    ///   .asyncListSearchable(model, prompt: "Songs")
    /// ```
    ///
    /// - Parameters:
    ///   - model: A model whose query is text.
    ///   - prompt: The field's placeholder; `nil` for "Search", localized.
    /// - Returns: The view with a search field.
    public func asyncListSearchable<Source: PageSource>(
      _ model: AsyncListModel<Source>,
      prompt: String? = nil
    ) -> some View where Source.Query == String {
      let text = Binding(get: { @MainActor in model.query }, set: { @MainActor in model.searchTextChanged(to: $0) })
      #if !os(tvOS) && !os(watchOS)
        let presented = Binding(
          get: { @MainActor in model.isSearchPresented },
          set: { @MainActor in model.searchPresentationChanged(to: $0) })
        return searchable(text: text, isPresented: presented, prompt: LocalizedStringKey(prompt ?? ListStrings.search))
          .onSubmit(of: .search) { model.submitQuery() }
      #else
        return searchable(text: text, prompt: LocalizedStringKey(prompt ?? ListStrings.search))
          .onSubmit(of: .search) { model.submitQuery() }
      #endif
    }
  }
#endif
