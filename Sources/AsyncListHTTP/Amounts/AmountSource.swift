public import AsyncList
public import Foundation

/// Seed 000's slow data store over HTTP (`GET /amounts/{index}`): a number in 0..<1 per line.
public struct AmountSource: DetailSource {
  /// Where the store is.
  public let baseURL: URL
  /// Fetches and decodes.
  public let fetcher: HTTPFetcher

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - baseURL: The demo server.
  ///   - fetcher: Session, size cap and headers.
  public init(baseURL: URL, fetcher: HTTPFetcher = HTTPFetcher()) {
    self.baseURL = baseURL
    self.fetcher = fetcher
  }

  /// Loads a line's amount.
  ///
  /// - Parameter line: The line.
  /// - Returns: Its amount, in 0..<1.
  /// - Throws: ``HTTPSourceError``.
  public func loadDetail(for line: NumberedLine) async throws -> Double {
    let url = HTTPFetcher.url(baseURL, path: "/amounts/\(line.id)")
    return try await fetcher.decode(AmountBody.self, from: url).0.amount
  }

  struct AmountBody: Decodable {
    let index: Int
    let amount: Double
  }
}
