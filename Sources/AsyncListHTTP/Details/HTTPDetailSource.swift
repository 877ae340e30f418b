public import AsyncList
public import Foundation

/// A detail source for your own API: where an item's detail is, and how a response becomes the
/// detail (a JSON body, an image's bytes…).
///
/// Every request has the fetcher's deadline and body cap, and every failure is an
/// ``HTTPSourceError`` that the row shows as failed, with a retry.
///
/// ```swift
/// struct Price: Decodable, Sendable { var amount: Double }
/// let prices = HTTPDetailSource<Product, Double>(
///   url: { HTTPFetcher.url(api, path: "/prices/\($0.id)") },
///   body: Price.self, detail: \.amount)
/// let model = DetailListModel(source: products, details: prices)
/// ```
///
/// A list with two kinds of detail of the same types tells them apart by type: wrap one in a
/// struct of your own (the model keeps one loader per detail source type).
public struct HTTPDetailSource<Item: Identifiable & Sendable, Detail: Sendable>: DetailSource
where Item.ID: Sendable {
  /// Fetches.
  public let fetcher: HTTPFetcher
  private let url: @Sendable (Item) -> URL
  private let detail: @Sendable (HTTPResponse) throws -> Detail
  private let weigh: @Sendable (Detail) -> Int

  /// Creates a source that makes each detail from its whole response.
  ///
  /// - Parameters:
  ///   - fetcher: Transport, deadline, body cap and headers.
  ///   - url: Where an item's detail is.
  ///   - detail: The detail in a successful response; throw an ``HTTPSourceError`` (such as
  ///     `.decoding(path: "Content-Type", …)`) for one that is not.
  ///   - cost: A detail's cache cost, such as its byte count. Defaults to 1.
  public init(
    fetcher: HTTPFetcher = HTTPFetcher(),
    url: @escaping @Sendable (Item) -> URL,
    detail: @escaping @Sendable (HTTPResponse) throws -> Detail,
    cost: @escaping @Sendable (Detail) -> Int = { _ in 1 }
  ) {
    self.fetcher = fetcher
    self.url = url
    self.detail = detail
    self.weigh = cost
  }

  /// Creates a source whose details are JSON bodies.
  ///
  /// - Parameters:
  ///   - fetcher: Transport, deadline, body cap and headers.
  ///   - url: Where an item's detail is.
  ///   - body: The type the JSON decodes to.
  ///   - detail: The detail in a decoded body.
  ///   - cost: A detail's cache cost. Defaults to 1.
  public init<Body: Decodable & Sendable>(
    fetcher: HTTPFetcher = HTTPFetcher(),
    url: @escaping @Sendable (Item) -> URL,
    body: Body.Type,
    detail: @escaping @Sendable (Body) -> Detail,
    cost: @escaping @Sendable (Detail) -> Int = { _ in 1 }
  ) {
    self.init(
      fetcher: fetcher, url: url, detail: { detail(try HTTPFetcher.decode(Body.self, from: $0.body)) }, cost: cost)
  }

  /// Loads an item's detail.
  ///
  /// - Parameter item: The row's item.
  /// - Returns: Its detail.
  /// - Throws: ``HTTPSourceError``: the transport's, a status, or a body that is not a detail.
  public func loadDetail(for item: Item) async throws -> Detail {
    try detail(try await fetcher.response(for: url(item)))
  }

  /// The detail's cache cost.
  ///
  /// - Parameter detail: A loaded detail.
  /// - Returns: Its cost, as the `cost` given at creation says.
  public func cost(of detail: Detail) -> Int { weigh(detail) }
}
