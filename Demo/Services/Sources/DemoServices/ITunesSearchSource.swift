public import AsyncList
public import AsyncListHTTP
public import Foundation

/// Song search over the iTunes Search API (`GET /search?term=…&limit=…&offset=…`): the query is
/// the search term, offsets are the keys.
///
/// The term is percent-encoded, so a term like `a&limit=999` cannot change other parameters.
/// An empty term loads nothing (iTunes answers it with no results).
///
/// Offsets are keys and each request asks for `PageRequest.loadSize` results (at most
/// ``limit``), so it serves `PagingConfiguration.maxLoadSize` and reloads after the memory cap.
public struct ITunesSearchSource: PageSource {
  /// The public service.
  public static let publicBaseURL = URL(string: "https://itunes.apple.com")!

  /// Where the service is.
  public let baseURL: URL
  /// The most results one request asks for, 1...200.
  public let limit: Int
  /// The storefront, a two-letter country code.
  public let country: String
  /// Fetches and decodes.
  public let fetcher: HTTPFetcher

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - baseURL: The service; defaults to the public one.
  ///   - limit: The most results per request, clamped to 1...200. Defaults to 50.
  ///   - country: Two-letter storefront. Defaults to "US".
  ///   - fetcher: Session, size cap and headers.
  public init(
    baseURL: URL = ITunesSearchSource.publicBaseURL,
    limit: Int = 50,
    country: String = "US",
    fetcher: HTTPFetcher = HTTPFetcher()
  ) {
    self.baseURL = baseURL
    self.limit = min(200, max(1, limit))
    self.country = country
    self.fetcher = fetcher
  }

  /// The URL of one page.
  ///
  /// - Parameters:
  ///   - term: The search term.
  ///   - offset: Results to skip.
  ///   - count: Results to ask for, clamped to 1...``limit``; defaults to ``limit``.
  /// - Returns: The request URL.
  public func url(term: String, offset: Int, count: Int? = nil) -> URL {
    let count = min(limit, max(1, count ?? limit))
    return HTTPFetcher.url(
      baseURL,
      path: "/search",
      query: [
        ("term", term), ("media", "music"), ("entity", "song"), ("country", country),
        ("limit", "\(count)"), ("offset", "\(offset)"),
      ]
    )
  }

  /// Loads one page of results.
  ///
  /// - Parameter request: The offset as key (`nil` for 0), the term as query, and the number of
  ///   results to ask for (at most ``limit``).
  /// - Returns: The tracks and the next offset, `nil` after a short page.
  /// - Throws: ``HTTPSourceError``.
  public func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, ITunesTrack> {
    let term = request.query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !term.isEmpty else { return Page(items: []) }
    let offset = request.key ?? 0
    let count = min(limit, max(1, request.loadSize))
    let (response, _) = try await fetcher.decode(
      ITunesSearchResponse.self, from: url(term: term, offset: offset, count: count))
    let full = response.results.count >= count
    return Page(items: response.results, nextKey: full ? offset + response.results.count : nil)
  }
}
