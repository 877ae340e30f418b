@_spi(Faces) import AsyncList
import AsyncListHTTP
import AsyncListTesting
import Foundation
import Testing

/// The generic HTTP detail source: a JSON detail, a detail made from the whole response with
/// its cost, and the typed errors a row shows.
@Suite(.timeLimit(.minutes(10)))
struct HTTPDetailSourceTests {
  struct Product: Identifiable, Sendable { var id: Int }
  struct Price: Decodable, Sendable { var amount: Double }

  /// Answers `/prices/N` with a JSON price, `/images/N` with N bytes of PNG, and anything else
  /// with a status 500.
  struct StubTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
      let path = request.url.path
      let number = Int(path.split(separator: "/").last ?? "") ?? 0
      if path.hasPrefix("/prices/") {
        return HTTPResponse(status: 200, body: Data(#"{"amount": \#(number).5}"#.utf8))
      }
      if path.hasPrefix("/images/") {
        return HTTPResponse(
          status: 200, headers: ["content-type": "image/png"], body: Data(repeating: 1, count: number))
      }
      return HTTPResponse(status: 500, body: Data(#"{"error": "broken"}"#.utf8))
    }
  }

  static let api = URL(string: "http://api.test")!
  let fetcher = HTTPFetcher(transport: StubTransport())

  @Test func aJSONDetailDecodesAndAMalformedOneNamesItsField() async throws {
    let prices = HTTPDetailSource<Product, Double>(
      fetcher: fetcher, url: { HTTPFetcher.url(Self.api, path: "/prices/\($0.id)") }, body: Price.self,
      detail: \.amount)
    #expect(try await prices.loadDetail(for: Product(id: 3)) == 3.5)
    #expect(prices.cost(of: 3.5) == 1)

    struct Wrong: Decodable, Sendable { var total: Double }
    let wrong = HTTPDetailSource<Product, Double>(
      fetcher: fetcher, url: { HTTPFetcher.url(Self.api, path: "/prices/\($0.id)") }, body: Wrong.self,
      detail: \.total)
    await #expect(throws: HTTPSourceError.decoding(path: "total", reason: "missing key 'total'")) {
      _ = try await wrong.loadDetail(for: Product(id: 3))
    }
  }

  @Test func aDetailMadeFromTheResponseCostsWhatItSaysAndAStatusIsTyped() async throws {
    let images = HTTPDetailSource<Product, Data>(
      fetcher: fetcher, url: { HTTPFetcher.url(Self.api, path: "/images/\($0.id)") },
      detail: { response in
        guard response.header("Content-Type") == "image/png" else {
          throw HTTPSourceError.decoding(path: "Content-Type", reason: "not an image")
        }
        return response.body
      }, cost: \.count)
    let image = try await images.loadDetail(for: Product(id: 40))
    #expect(image.count == 40 && images.cost(of: image) == 40)

    let broken = HTTPDetailSource<Product, Data>(
      fetcher: fetcher, url: { HTTPFetcher.url(Self.api, path: "/broken/\($0.id)") }, detail: \.body)
    await #expect(throws: HTTPSourceError.status(code: 500, message: "broken", retryAfter: nil)) {
      _ = try await broken.loadDetail(for: Product(id: 1))
    }
  }

  @Test @MainActor func aListLoadsItsRowsDetailsThroughIt() async throws {
    let prices = HTTPDetailSource<Product, Double>(
      fetcher: fetcher, url: { HTTPFetcher.url(Self.api, path: "/prices/\($0.id)") }, body: Price.self,
      detail: \.amount)
    let model = DetailListModel(source: ArrayPageSource(items: (0..<20).map(Product.init(id:))), details: prices)
    model.start()
    try await model.waitUntil("the first page") { !$0.rows.isEmpty }
    model.rowAppeared(at: 1)
    model.rowAppeared(at: 2)
    let loader = try #require(model.details(HTTPDetailSource<Product, Double>.self))
    try await loader.waitUntil("both prices") { $0.state(for: 1).detail == 1.5 && $0.state(for: 2).detail == 2.5 }
  }
}
