public import AsyncList
public import AsyncListHTTP
public import Foundation

/// Pages of Lorem Picsum's list (`GET /v2/list?page=N&limit=M`), page numbers as keys.
///
/// The page size is the source's own ``limit`` (the request's load size is ignored), so page
/// numbers always line up. The next page exists when the response's `Link` header has
/// `rel="next"` (as the public service sends), or, without a `Link` header, when the page was
/// full. It is an ``HTTPPageSource`` with ``HTTPNextKey/pageNumber(first:pageSize:)``: your own
/// API is as few lines.
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
    // An ``HTTPPageSource`` with page numbers: the Link header when there is one, else full pages.
    let (baseURL, limit) = (baseURL, limit)
    let pages = HTTPPageSource<Int, [PicsumPicture], PicsumPicture, String>(
      fetcher: fetcher,
      request: {
        HTTPFetcher.url(baseURL, path: "/v2/list", query: [("page", "\($0.key ?? 1)"), ("limit", "\(limit)")])
      },
      items: { $0 }, next: .pageNumber(pageSize: limit))
    return try await pages.loadPage(request)
  }
}
