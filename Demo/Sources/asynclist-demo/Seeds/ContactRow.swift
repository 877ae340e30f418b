import AsyncList
import AsyncListHTTP
import Foundation
import TerminalUI

/// A row of seed 002's list: a contact, or an ad between contacts. Two kinds, one list.
struct ContactRow: Identifiable, Codable, Sendable, Equatable {
  enum Kind: String, Codable, Sendable { case contact, ad }
  let kind: Kind
  let id: String
  var name: String?
  var email: String?
  var text: String?
  var favourite: Bool?
}

/// The user's edits of contacts, kept for the whole session: the source applies them to every
/// page it loads, as a server that took them would, so a reset, a refresh or a search does not
/// bring a deleted contact back or lose a favourite.
struct ContactEdits: Sendable {
  var deleted: Set<String> = []
  var favourites: [String: Bool] = [:]

  /// A page's rows with the edits applied.
  func applied(to rows: [ContactRow]) -> [ContactRow] {
    rows.compactMap { row in
      guard !deleted.contains(row.id) else { return nil }
      var row = row
      if let favourite = favourites[row.id] { row.favourite = favourite }
      return row
    }
  }
}

/// Seed 002's contacts from the demo server (`/contacts`), searchable by name, with the user's
/// edits applied.
struct ContactSource: PageSource {
  let baseURL: URL
  let fetcher: HTTPFetcher
  let edits: LockedValue<ContactEdits>

  struct Body: Decodable {
    let items: [ContactRow]
    let next: Int?
  }

  func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, ContactRow> {
    let query = [("page", "\(request.key ?? 1)"), ("per_page", "20"), ("q", request.query)]
    let body = try await fetcher.decode(Body.self, from: HTTPFetcher.url(baseURL, path: "/contacts", query: query)).0
    return Page(items: edits.get().applied(to: body.items), nextKey: body.next)
  }
}
