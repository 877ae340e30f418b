import AsyncList
import AsyncListHTTP
import Foundation

/// A row of seed 003's list: an item of a numbered page.
struct NumberedItem: Identifiable, Codable, Sendable, Equatable {
  let id: Int
  let title: String
  let page: Int
}

/// Seed 003's numbered pages from the demo server (`/items?page=N`): keys are page numbers.
struct NumberedPageSource: PageSource {
  let baseURL: URL
  let fetcher: HTTPFetcher
  static let perPage = 20

  struct Body: Decodable {
    let page: Int
    let totalPages: Int
    let items: [NumberedItem]

    enum CodingKeys: String, CodingKey {
      case page
      case totalPages = "total_pages"
      case items
    }
  }

  func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, NumberedItem> {
    let query = [("page", "\(request.key ?? 1)"), ("per_page", "\(Self.perPage)"), ("q", request.query)]
    let body = try await fetcher.decode(Body.self, from: HTTPFetcher.url(baseURL, path: "/items", query: query)).0
    return Page(items: body.items, nextKey: body.page < body.totalPages && !body.items.isEmpty ? body.page + 1 : nil)
  }
}
