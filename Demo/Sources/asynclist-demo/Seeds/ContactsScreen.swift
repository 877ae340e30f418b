import AsyncList
import AsyncListHTTP
import Foundation
import TerminalUI

/// Contacts sorted by name with ads between them (two kinds of rows in one list), letter
/// sections computed on the client from neighbouring rows, searchable by name; `d` deletes the first contact on screen, `u` marks it a favourite. Each edit shows at
/// once (the core's local edit) and is kept by the source for the session, so a reset, a refresh
/// or a search confirms it instead of undoing it.
@MainActor
final class ContactsScreen: SearchableListScreen<ContactSource> {
  /// The edits the source applies (the same object it holds).
  private let sourceEdits: LockedValue<ContactEdits>

  init(baseURL: URL, fetcher: HTTPFetcher, maxLoadedRows: Int?) {
    let edits = LockedValue(ContactEdits())
    sourceEdits = edits
    super.init(
      name: "contacts",
      model: AsyncListModel(
        source: ContactSource(baseURL: baseURL, fetcher: fetcher, edits: edits), query: "",
        configuration: PagingConfiguration(pageSize: 20, maxLoadedRows: maxLoadedRows)))
  }

  override func line(at index: Int, width: Int, now: ContinuousClock.Instant) -> Line {
    guard let row = model.rows.item(at: index) else { return Self.placeholderLine }
    switch row.kind {
    case .contact:
      // The letter section, drawn in a gutter: a separator computed on the client from the row
      // above and this one (the server sends no headers).
      let letter = model.separator(before: row.id, Self.letterSection) ?? " "
      var line = Line([Span(" \(letter)", Style(foreground: RGB(120, 200, 255), bold: true))])
      line.append(row.favourite == true ? " ★ " : " ● ", Style(foreground: RGB(240, 200, 80)))
      line.append((row.name ?? "").padding(toLength: 24, withPad: " ", startingAt: 0), Style(bold: true))
      line.append(row.email ?? "", Style(dim: true))
      return line
    case .ad:
      return Line([Span("   AD ", Style(bold: true, inverse: true)), Span("  \(row.text ?? "")", Style(dim: true))])
    }
  }

  /// A new letter when a contact's name starts with another letter than the row above's (an ad
  /// above says nothing of the letter, so the section's letter shows again after it).
  static func letterSection(_ above: ContactRow?, _ row: ContactRow?) -> String? {
    guard let row, row.kind == .contact, let letter = row.name?.first.map(String.init) else { return nil }
    guard let above, above.kind == .contact else { return letter }
    return above.name?.first.map(String.init) == letter ? nil : letter
  }

  override func edit(_ key: Character, visible: Range<Int>) -> String? {
    guard key == "d" || key == "u" else { return nil }
    let first = visible.lazy.compactMap { self.model.rows.item(at: $0) }.first { $0.kind == .contact }
    guard var contact = first else { return "no contact on screen" }
    let edits = sourceEdits
    var kept = edits.get()
    if key == "d" {
      kept.deleted.insert(contact.id)
      edits.set(kept)
      model.remove(id: contact.id)
      return "deleted \(contact.name ?? contact.id): it stays deleted through reset, refresh and search"
    }
    contact.favourite = !(contact.favourite ?? false)
    kept.favourites[contact.id] = contact.favourite
    edits.set(kept)
    model.update(contact)
    return "\(contact.name ?? contact.id) is \(contact.favourite == true ? "a favourite" : "no longer a favourite")"
  }
}
