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

extension Routes {
  /// The posts of a feed with opaque cursors, as many APIs page (GitHub's GraphQL, Slack, Twitter):
  /// `/feed?after=CURSOR&limit=M` → `{"posts": [{"id", "title"}], "next_cursor": "…"}`, without a
  /// cursor on the last page.
  /// 95 posts; a cursor the server did not make is a 400.
  func feed(_ query: QueryParameters) throws -> Body {
    let total = 95
    let limit = try query.integer("limit", in: 1...50, default: 20)
    var start = 0
    if let cursor = query["after"] {
      guard cursor.hasPrefix("c"), let offset = Int(cursor.dropFirst()), (1...total).contains(offset) else {
        throw APIError.invalid("after", "\(APIError.quoted(cursor)) is not a cursor of this feed")
      }
      start = offset
    }
    let end = min(total, start + limit)
    let posts = (start..<end).map { FeedPost(id: $0, title: "Post \($0)") }
    return json(FeedPage(posts: posts, nextCursor: end < total ? "c\(end)" : nil))
  }
}

struct FeedPost: Encodable {
  let id: Int
  let title: String
}

struct FeedPage: Encodable {
  let posts: [FeedPost]
  let nextCursor: String?

  enum CodingKeys: String, CodingKey {
    case posts
    case nextCursor = "next_cursor"
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
