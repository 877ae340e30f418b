import AsyncList
import AsyncListHTTP
import Foundation
import TerminalUI

/// Seed 002: contacts with ads between them (two kinds of rows in one list), searchable by
/// name; `d` deletes the first contact on screen, `u` marks it a favourite. Each edit shows at
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
      var line = Line([Span(row.favourite == true ? " ★ " : " ● ", Style(foreground: RGB(240, 200, 80)))])
      line.append((row.name ?? "").padding(toLength: 24, withPad: " ", startingAt: 0), Style(bold: true))
      line.append(row.email ?? "", Style(dim: true))
      return line
    case .ad:
      return Line([Span(" AD ", Style(bold: true, inverse: true)), Span("  \(row.text ?? "")", Style(dim: true))])
    }
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
