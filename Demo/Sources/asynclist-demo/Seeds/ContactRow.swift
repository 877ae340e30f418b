import AsyncList
import AsyncListHTTP
import Foundation

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

/// Seed 002's contacts from the demo server (`/contacts`), searchable by name.
struct ContactSource: PageSource {
  let baseURL: URL
  let fetcher: HTTPFetcher

  struct Body: Decodable {
    let items: [ContactRow]
    let next: Int?
  }

  func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, ContactRow> {
    let query = [("page", "\(request.key ?? 1)"), ("per_page", "20"), ("q", request.query)]
    let body = try await fetcher.decode(Body.self, from: HTTPFetcher.url(baseURL, path: "/contacts", query: query)).0
    return Page(items: body.items, nextKey: body.next)
  }
}
