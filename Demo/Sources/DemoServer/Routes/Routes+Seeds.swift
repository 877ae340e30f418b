import Foundation
import Hummingbird

extension Routes {
  /// Seed 002: `/contacts?page=N&per_page=M&q=TEXT` → `{"items": [contact or ad], "next": N+1 or null}`.
  func contacts(_ query: QueryParameters) throws -> Body {
    let page = try query.integer("page", in: 1...1_000, default: 1)
    let perPage = try query.integer("per_page", in: 1...100, default: 20)
    let search = query["q"] ?? ""
    guard search.count <= 100 else { throw APIError.invalid("q", "is longer than 100 characters") }
    let all = ContactCatalog().entries(matching: search)
    let start = min(all.count, (page - 1) * perPage)
    let end = min(all.count, start + perPage)
    return json(ContactsPage(items: Array(all[start..<end]), next: end < all.count ? page + 1 : nil))
  }

  /// Seed 003: `/items?page=N&per_page=M&q=TEXT` → numbered pages of "Item K" (200 in all, those
  /// containing `q`), `{"page", "total_pages", "items"}`.
  func numberedItems(_ query: QueryParameters) throws -> Body {
    let perPage = try query.integer("per_page", in: 1...100, default: 20)
    let search = query["q"] ?? ""
    guard search.count <= 100 else { throw APIError.invalid("q", "is longer than 100 characters") }
    let numbers = (1...200).filter { search.isEmpty || "Item \($0)".localizedStandardContains(search) }
    let totalPages = max(1, (numbers.count + perPage - 1) / perPage)
    let page = try query.integer("page", in: 1...totalPages, default: 1)
    let start = min(numbers.count, (page - 1) * perPage)
    let items = numbers[start..<min(numbers.count, start + perPage)].map {
      NumberedItem(id: $0, title: "Item \($0)", page: page)
    }
    return json(ItemsPage(page: page, totalPages: totalPages, items: items))
  }
}

struct ContactsPage: Encodable {
  let items: [ContactCatalog.Entry]
  let next: Int?
}

struct NumberedItem: Encodable {
  let id: Int
  let title: String
  let page: Int
}

struct ItemsPage: Encodable {
  let page: Int
  let totalPages: Int
  let items: [NumberedItem]

  enum CodingKeys: String, CodingKey {
    case page
    case totalPages = "total_pages"
    case items
  }
}
