#if canImport(SwiftUI)
  public import AsyncList
  public import SwiftUI

  extension View {
    /// A search field bound to the model's query: typing reloads after the debounce, submitting
    /// reloads at once.
    ///
    /// ```swift
    /// AsyncListView(model) { song in SongRow(song) }
    ///   .asyncListSearchable(model, prompt: "Songs")
    /// ```
    ///
    /// - Parameters:
    ///   - model: A model whose query is text.
    ///   - prompt: The field's placeholder.
    /// - Returns: The view with a search field.
    public func asyncListSearchable<Source: PageSource>(
      _ model: AsyncListModel<Source>,
      prompt: String = "Search"
    ) -> some View where Source.Query == String {
      searchable(text: Binding(get: { model.query }, set: { model.query = $0 }), prompt: prompt)
        .onSubmit(of: .search) { model.submitQuery() }
    }
  }
#endif
