import Foundation
import HTTPTypes
import Hummingbird

/// The server's routes. Every parameter is validated; a bad one gets 400 naming it.
struct Routes: Sendable {
  let configuration: DemoServer.Configuration
  let faults: FaultInjector
  let images: ImageRenderer

  static let media: Set<String> = [
    "movie", "podcast", "music", "musicVideo", "audiobook", "shortFilm", "tvShow", "software", "ebook", "all",
  ]
  static let entities: Set<String> = [
    "song", "musicTrack", "album", "musicArtist", "mix", "allTrack", "allArtist", "musicVideo",
  ]

  func register(on router: Router<BasicRequestContext>) {
    router.add(middleware: MethodMiddleware())
    // Every route answers GET and HEAD (the middleware strips HEAD's body).
    func route(
      _ path: RouterPath,
      _ handler: @escaping @Sendable (Request, BasicRequestContext) async throws -> Response
    ) {
      router.get(path, use: handler)
      router.head(path, use: handler)
    }
    route("/v2/list") { request, _ in await respond(request) { try list($0, $1) } }
    route("/id/:id/info") { request, context in await respond(request) { try info($0, $1, context) } }
    route("/id/:id/:width/:height") { request, context in
      await respond(request) { try await image($0, $1, context) }
    }
    route("/search") { request, _ in await respond(request) { try search($0, $1) } }
    route("/lines") { request, _ in await respond(request) { try lines($0, $1) } }
    route("/contacts") { request, _ in await respond(request) { query, _ in try contacts(query) } }
    route("/items") { request, _ in await respond(request) { query, _ in try numberedItems(query) } }
    route("/feed") { request, _ in await respond(request) { query, _ in try feed(query) } }
    route("/amounts/:index") { request, context in
      // Seed 000's slow store: a latency per index, the same on every run.
      let latency = configuration.amountLatencyMilliseconds
      if latency.upperBound > 0, let index = context.parameters.get("index", as: Int.self) {
        let span = UInt64(latency.upperBound - latency.lowerBound + 1)
        let delay = latency.lowerBound + Int(DeterministicHash.mix(index, salt: 5) % span)
        try? await Task.sleep(for: .milliseconds(delay))
      }
      return await respond(request) { try amount($0, $1, context) }
    }
    route("/health") { _, _ in JSONBody.response(["status": "ok"]) }
    route("**") { request, _ in
      APIError(status: .notFound, message: "no route for \(APIError.quoted(request.uri.path))").response
    }
  }

  /// A successful body before faults: bytes, content type, extra headers.
  typealias Body = (bytes: [UInt8], contentType: String, headers: HTTPFields)

  /// Validates, builds the body, then applies latency and faults.
  private func respond(
    _ request: Request,
    _ build: (QueryParameters, String) async throws -> Body
  ) async -> Response {
    let query = QueryParameters(request.uri.query)
    do {
      let (fault, latency) = try await faults.decide(headers: request.headers, query: query)
      let body = try await build(query, baseURL(request))
      if latency > 0 { try? await Task.sleep(for: .milliseconds(latency)) }
      return fault.shape(body.bytes, contentType: body.contentType, extraHeaders: body.headers)
    } catch let error as APIError {
      return error.response
    } catch {
      return APIError(status: .internalServerError, message: "\(error)").response
    }
  }

  private func baseURL(_ request: Request) -> String {
    "http://\(request.head.authority ?? "\(configuration.host):\(configuration.port)")"
  }

  func json(_ value: some Encodable, headers: HTTPFields = HTTPFields()) -> Body {
    (JSONBody.encode(value), "application/json; charset=utf-8", headers)
  }

  private func list(_ query: QueryParameters, _ base: String) throws -> Body {
    let page = try query.integer("page", in: 1...1_000_000, default: 1)
    let limit = try query.integer("limit", in: 1...100, default: 30)
    let pictures = configuration.pictures.page(page, limit: limit, baseURL: base)
    var links: [String] = []
    if page > 1 { links.append("<\(base)/v2/list?page=\(page - 1)&limit=\(limit)>; rel=\"prev\"") }
    if page * limit < configuration.pictures.count {
      links.append("<\(base)/v2/list?page=\(page + 1)&limit=\(limit)>; rel=\"next\"")
    }
    var headers = HTTPFields()
    if !links.isEmpty { headers[HTTPField.Name("Link")!] = links.joined(separator: ", ") }
    return json(pictures, headers: headers)
  }

  private func pictureIndex(_ context: BasicRequestContext) throws -> Int {
    let text = context.parameters.get("id") ?? ""
    // Digits only, no sign, no leading zeros: one spelling per picture.
    guard let index = Int(text), index >= 0, String(index) == text else {
      throw APIError.invalid("id", "\(APIError.quoted(text)) is not a picture id")
    }
    guard index < configuration.pictures.count else { throw APIError.notFound("picture \(index)") }
    return index
  }

  private func info(_ query: QueryParameters, _ base: String, _ context: BasicRequestContext) throws -> Body {
    let index = try pictureIndex(context)
    guard let picture = configuration.pictures.picture(index, baseURL: base) else {
      throw APIError.notFound("picture \(index)")
    }
    return json(picture)
  }

  private func image(_ query: QueryParameters, _ base: String, _ context: BasicRequestContext) async throws -> Body {
    let index = try pictureIndex(context)
    let width = try dimension("width", context)
    let height = try dimension("height", context)
    var headers = HTTPFields()
    headers[.cacheControl] = "public, max-age=86400"
    return (try await images.png(id: index, width: width, height: height), "image/png", headers)
  }

  private func dimension(_ name: String, _ context: BasicRequestContext) throws -> Int {
    let text = context.parameters.get(name) ?? ""
    guard let value = Int(text) else { throw APIError.invalid(name, "\(APIError.quoted(text)) is not an integer") }
    guard (1...5_000).contains(value) else { throw APIError.invalid(name, "\(value) is outside 1...5000") }
    return value
  }

  private func search(_ query: QueryParameters, _ base: String) throws -> Body {
    let term = query["term"] ?? ""
    guard term.count <= 200 else { throw APIError.invalid("term", "longer than 200 characters") }
    let limit = try query.integer("limit", in: 1...200, default: 50)
    let offset = try query.integer("offset", in: 0...100_000, default: 0)
    _ = try query.choice("media", from: Self.media, default: "all")
    _ = try query.choice("entity", from: Self.entities, default: "song")
    if let country = query["country"] {
      guard country.count == 2, country.allSatisfy({ $0.isASCII && $0.isLetter }) else {
        throw APIError.invalid("country", "\(APIError.quoted(country)) is not a two-letter country code")
      }
    }
    let songs = configuration.songs.search(term, offset: offset, limit: limit, baseURL: base)
    return json(SearchResponse(resultCount: songs.count, results: songs))
  }

  /// Seed 000's lines served in pages (the compare screen pages them over the network):
  /// `{"ids": [start, …], "next": start + count or null}`.
  private func lines(_ query: QueryParameters, _ base: String) throws -> Body {
    let total = 1_000_000
    let start = try query.integer("start", in: 0...total, default: 0)
    let count = try query.integer("count", in: 1...200, default: 40)
    let end = min(total, start + count)
    return json(LinesPage(ids: Array(start..<end), next: end < total ? end : nil))
  }

  private func amount(_ query: QueryParameters, _ base: String, _ context: BasicRequestContext) throws -> Body {
    let text = context.parameters.get("index") ?? ""
    guard let index = Int(text), (0...AmountCatalog.maxIndex).contains(index) else {
      throw APIError.invalid("index", "\(APIError.quoted(text)) is not an integer in 0...\(AmountCatalog.maxIndex)")
    }
    return json(AmountResponse(index: index, amount: AmountCatalog().amount(index)))
  }
}

/// The amounts route's body.
public struct AmountResponse: Codable, Sendable, Equatable {
  /// The line's index.
  public let index: Int
  /// Its amount, in 0..<1.
  public let amount: Double
}
