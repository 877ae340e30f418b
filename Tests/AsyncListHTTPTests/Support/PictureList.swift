import AsyncList
import AsyncListHTTP
import Foundation

/// A picture of a Lorem Picsum-style list, as an app would declare the fields it uses.
struct Picture: Decodable, Identifiable, Sendable, Equatable {
  var id: String
  var author: String
}

/// Lorem Picsum's list format (`GET /v2/list?page=N&limit=30`), page numbers as keys: the
/// generic source as an app writes it for such an API.
func pictureList(_ baseURL: URL, fetcher: HTTPFetcher) -> HTTPPageSource<Int, [Picture], Picture, NoQuery> {
  HTTPPageSource(
    fetcher: fetcher,
    url: { HTTPFetcher.url(baseURL, path: "/v2/list", query: [("page", "\($0 ?? 1)"), ("limit", "30")]) },
    items: { $0 }, next: .pageNumber(pageSize: 30))
}
