/// Client-side rows: a filter and a map as pages land, and separators or section headers from
/// neighbouring rows, computed when a row is drawn (O(1) per row, whatever pages landed, were
/// dropped by the memory cap or were edited).
extension AsyncListModel {
  /// What each page's items become before they are rows (``RowTransform``); `nil` (the default)
  /// keeps them as they are. Set it before ``start()``: it applies to pages that land after.
  public var rowTransform: RowTransform<Item>? {
    get { engine.paging.transform }
    set { engine.setTransform(newValue) }
  }

  /// The separator or section header to draw above a row, from the row above it and the row:
  /// `make(above, row)`. `above` is `nil` at the top of the list, when nothing more loads above
  /// the first row. No separator is made where the row above is not known: above the first row
  /// held while more rows can load there, or next to a placeholder of a page the memory cap
  /// dropped (the separator appears when that page is back).
  ///
  /// ```swift
  /// // Letter sections in a contact list sorted by name:
  /// model.separator(before: contact.id) { above, row in
  ///   let letter = row?.name.prefix(1)
  ///   return above?.name.prefix(1) == letter ? nil : letter.map(String.init)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The row's id.
  ///   - make: The separator between two rows (`before`, `after`), or `nil` for none.
  /// - Returns: The separator above the row, or `nil`.
  public func separator<Separator>(
    before id: Item.ID, _ make: (_ before: Item?, _ after: Item?) -> Separator?
  ) -> Separator? {
    rows.separator(before: id, topReached: presentation.header == .end, make)
  }

  /// The separator or footer to draw below the last row once the list has ended:
  /// `make(last, nil)`; `nil` while more rows can load below.
  ///
  /// - Parameter make: The separator between two rows (`before`, `after`), or `nil` for none.
  /// - Returns: The separator below the last row, or `nil`.
  public func separatorAtEnd<Separator>(_ make: (_ before: Item?, _ after: Item?) -> Separator?) -> Separator? {
    rows.separatorAtEnd(endReached: presentation.footer == .end, make)
  }
}
