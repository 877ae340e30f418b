#if canImport(SwiftUI)
  public import AsyncList
  public import SwiftUI

  extension AsyncListView {
    /// Draws a separator or section header row above each row where `make` gives one, from the
    /// row above and the row (`nil` above the list's first row once nothing more loads there):
    /// date separators, letter sections, ad slots, computed on the client as rows are drawn
    /// (``AsyncList/AsyncListModel/separator(before:_:)``).
    ///
    /// ```swift
    /// AsyncListView(model) { contact in ContactRow(contact) }
    ///   .separators({ above, row in
    ///     above?.name.first == row?.name.first ? nil : row?.name.first
    ///   }) { letter in
    ///     Text(String(letter)).font(.headline)
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - make: The separator between two rows (`before`, `after`), or `nil` for none.
    ///   - content: The separator's row.
    /// - Returns: The list.
    public func separators<Separator, Content: View>(
      _ make: @escaping (_ before: Source.Item?, _ after: Source.Item?) -> Separator?,
      @ViewBuilder content: @escaping (Separator) -> Content
    ) -> Self {
      var copy = self
      let model = self.model
      copy.separatorRow = { item in model.separator(before: item.id, make).map { AnyView(content($0)) } }
      return copy
    }
  }
#endif
