public import AsyncList
public import Foundation

/// Song search over the iTunes Search API (`GET /search?term=…&limit=…&offset=…`): the query is
/// the search term, offsets are the keys.
///
/// The term is percent-encoded, so a term like `a&limit=999` cannot change other parameters.
/// An empty term loads nothing (iTunes answers it with no results).
public struct ITunesSearchSource: PageSource {
  /// The public service.
  public static let publicBaseURL = URL(string: "https://itunes.apple.com")!

  /// Where the service is.
  public let baseURL: URL
  /// Results per page, 1...200.
  public let limit: Int
  /// The storefront, a two-letter country code.
  public let country: String
  /// Fetches and decodes.
  public let fetcher: HTTPFetcher

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - baseURL: The service; defaults to the public one.
  ///   - limit: Results per page, clamped to 1...200. Defaults to 50.
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
  /// - Returns: The request URL.
  public func url(term: String, offset: Int) -> URL {
    HTTPFetcher.url(
      baseURL,
      path: "/search",
      query: [
        ("term", term), ("media", "music"), ("entity", "song"), ("country", country),
        ("limit", "\(limit)"), ("offset", "\(offset)"),
      ]
    )
  }

  /// Loads one page of results.
  ///
  /// - Parameter request: The offset as key (`nil` for 0) and the term as query.
  /// - Returns: The tracks and the next offset, `nil` after a short page.
  /// - Throws: ``HTTPSourceError``.
  public func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, ITunesTrack> {
    let term = request.query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !term.isEmpty else { return Page(items: []) }
    let offset = request.key ?? 0
    let (response, _) = try await fetcher.decode(ITunesSearchResponse.self, from: url(term: term, offset: offset))
    let full = response.results.count >= limit
    return Page(items: response.results, nextKey: full ? offset + response.results.count : nil)
  }
}
