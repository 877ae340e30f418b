public import AsyncList
public import Foundation

/// Pages of Lorem Picsum's list (`GET /v2/list?page=N&limit=M`), page numbers as keys.
///
/// The page size is the source's own ``limit`` (the request's load size is ignored), so page
/// numbers always line up. The next page exists when the response's `Link` header has
/// `rel="next"` (as the public service sends), or, without a `Link` header, when the page was
/// full.
///
/// ```swift
/// let model = AsyncListModel(source: PicsumPageSource(baseURL: server.baseURL))
/// ```
public struct PicsumPageSource: PageSource {
  /// The public service.
  public static let publicBaseURL = URL(string: "https://picsum.photos")!

  /// Where the service is.
  public let baseURL: URL
  /// Pictures per page, 1...100.
  public let limit: Int
  /// Fetches and decodes.
  public let fetcher: HTTPFetcher

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - baseURL: The service; defaults to the public one.
  ///   - limit: Pictures per page, clamped to 1...100. Defaults to 30.
  ///   - fetcher: Session, size cap and headers.
  public init(baseURL: URL = PicsumPageSource.publicBaseURL, limit: Int = 30, fetcher: HTTPFetcher = HTTPFetcher()) {
    self.baseURL = baseURL
    self.limit = min(100, max(1, limit))
    self.fetcher = fetcher
  }

  /// Loads one page.
  ///
  /// - Parameter request: The page number as key (`nil` for page 1).
  /// - Returns: The pictures and the neighbouring page numbers.
  /// - Throws: ``HTTPSourceError``.
  public func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, PicsumPicture> {
    let page = request.key ?? 1
    let url = HTTPFetcher.url(baseURL, path: "/v2/list", query: [("page", "\(page)"), ("limit", "\(limit)")])
    let (pictures, response) = try await fetcher.decode([PicsumPicture].self, from: url)
    let hasNext: Bool
    if let link = response.header("Link") {
      hasNext = link.contains("rel=\"next\"")
    } else {
      hasNext = pictures.count == limit
    }
    return Page(items: pictures, nextKey: hasNext && !pictures.isEmpty ? page + 1 : nil, previousKey: nil)
  }
}
