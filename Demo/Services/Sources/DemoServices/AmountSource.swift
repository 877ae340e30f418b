public import AsyncList
public import AsyncListHTTP
public import Foundation

/// The demo server's slow store of amounts (`GET /amounts/{index}`): a number in 0..<1 per line,
/// the second level of the amounts list.
public struct AmountSource: DetailSource {
  /// Where the store is.
  public let baseURL: URL
  /// Fetches and decodes.
  public let fetcher: HTTPFetcher
  /// The generic source that does the work.
  private let amounts: HTTPDetailSource<NumberedLine, Double>

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - baseURL: The demo server.
  ///   - fetcher: Session, size cap and headers.
  public init(baseURL: URL, fetcher: HTTPFetcher = HTTPFetcher()) {
    self.baseURL = baseURL
    self.fetcher = fetcher
    amounts = HTTPDetailSource(
      fetcher: fetcher, url: { HTTPFetcher.url(baseURL, path: "/amounts/\($0.id)") }, body: AmountBody.self,
      detail: \.amount)
  }

  /// Loads a line's amount.
  ///
  /// - Parameter line: The line.
  /// - Returns: Its amount, in 0..<1.
  /// - Throws: ``HTTPSourceError``.
  public func loadDetail(for line: NumberedLine) async throws -> Double {
    try await amounts.loadDetail(for: line)
  }

  struct AmountBody: Decodable, Sendable {
    let index: Int
    let amount: Double
  }
}
