import Codecs
import DemoServer
import Foundation
import Testing

/// The demo server's routes and validation, over real HTTP on loopback.
@Suite(.timeLimit(.minutes(10)))
struct ServerRouteTests {
  @Test func theListSendsPicsumsLinkHeader() async throws {
    try await withServer { server in
      let base = server.baseURL.absoluteString
      let response = try await get(URL(string: "\(base)/v2/list?page=2&limit=10")!)
      #expect(response.status == 200)
      let link = response.headers["Link"] as? String ?? ""
      #expect(link.contains("<\(base)/v2/list?page=1&limit=10>; rel=\"prev\""))
      #expect(link.contains("<\(base)/v2/list?page=3&limit=10>; rel=\"next\""))
      let last = try await get(URL(string: "\(base)/v2/list?page=100&limit=10")!)
      #expect((last.headers["Link"] as? String)?.contains("next") == false)
      let past = try await get(URL(string: "\(base)/v2/list?page=101&limit=10")!)
      #expect(String(decoding: past.body, as: UTF8.self) == "[]")
    }
  }

  @Test(arguments: [
    ("/v2/list?limit=0", "limit"), ("/v2/list?limit=101", "limit"), ("/v2/list?page=abc", "page"),
    ("/id/3/5001/10", "width"), ("/id/3/10/0", "height"), ("/id/x/info", "id"),
    ("/search?term=a&limit=201", "limit"), ("/search?term=a&offset=-1", "offset"),
    ("/search?term=a&country=USA", "country"), ("/search?term=a&media=vinyl", "media"),
    ("/search?term=a&entity=tape", "entity"), ("/amounts/1000001", "index"), ("/v2/list?fault=gremlin", "fault"),
    ("/lines?count=201", "count"), ("/lines?start=-1", "start"), ("/contacts?per_page=0", "per_page"),
    ("/contacts?page=x", "page"), ("/items?page=11", "page"), ("/items?per_page=101", "per_page"),
  ])
  func badParametersGet400NamingTheParameter(path: String, parameter: String) async throws {
    try await withServer { server in
      let response = try await get(URL(string: server.baseURL.absoluteString + path)!)
      #expect(response.status == 400)
      #expect(json(response.body)["parameter"] as? String == parameter)
      #expect((json(response.body)["error"] as? String)?.contains(parameter) == true)
    }
  }

  @Test func theSeedListsPageToTheirEnds() async throws {
    try await withServer { server in
      let base = server.baseURL.absoluteString
      let contacts = json(try await get(URL(string: "\(base)/contacts?page=1&per_page=7")!).body)
      let items = contacts["items"] as? [[String: Any]] ?? []
      #expect(items.count == 7 && items.map { $0["kind"] as? String }.filter { $0 == "ad" }.count == 1)
      #expect(contacts["next"] as? Int == 2)
      let none = json(try await get(URL(string: "\(base)/contacts?q=zzzz")!).body)
      #expect((none["items"] as? [Any])?.isEmpty == true && none["next"] == nil)
      let last = json(try await get(URL(string: "\(base)/items?page=10&per_page=20")!).body)
      #expect(
        last["total_pages"] as? Int == 10
          && (last["items"] as? [[String: Any]])?.last?["title"] as? String == "Item 200")
      let lines = json(try await get(URL(string: "\(base)/lines?start=999990&count=40")!).body)
      #expect((lines["ids"] as? [Int])?.count == 10 && lines["next"] == nil)
    }
  }

  @Test func unknownPathsAndPicturesGet404() async throws {
    try await withServer { server in
      let base = server.baseURL.absoluteString
      let unknown = try await get(URL(string: "\(base)/nothing/here")!)
      let missing = try await get(URL(string: "\(base)/id/1000/info")!)
      let health = try await get(URL(string: "\(base)/health")!)
      #expect(unknown.status == 404)
      #expect(missing.status == 404)
      #expect(health.status == 200)
    }
  }

  @Test func imagesArePNGsOfTheRequestedSizeDifferentPerPicture() async throws {
    try await withServer { server in
      let base = server.baseURL.absoluteString
      let first = try await get(URL(string: "\(base)/id/1/320/200")!)
      let second = try await get(URL(string: "\(base)/id/2/320/200")!)
      #expect(first.status == 200)
      #expect(first.headers["Content-Type"] as? String == "image/png")
      let png = PNGStructure(first.body)
      #expect(png.isValid)
      #expect(png.width == 320 && png.height == 200)
      #expect(first.body != second.body)
      let large = try await get(URL(string: "\(base)/id/3/5000/5000")!)
      #expect(PNGStructure(large.body).width == 5_000)
      #expect(large.body.count < 4_000_000, "rows repeat, so the encoder keeps a 75 MB image small")
      // A landscape, not a gradient: the top and bottom rows of a small picture differ.
      let small = try PNGDecoder.decode([UInt8](try await get(URL(string: "\(base)/id/5/16/16")!).body))
      #expect(Array(small.rgb.prefix(48)) != Array(small.rgb.suffix(48)))
    }
  }

  @Test func searchMatchesTrackArtistAndAlbumCaseInsensitively() async throws {
    try await withServer { server in
      let base = server.baseURL.absoluteString
      let response = try await get(
        URL(string: "\(base)/search?term=NIGHT+owls&limit=5&media=music&entity=song&country=US")!)
      let body = json(response.body)
      #expect(body["resultCount"] as? Int == 5)
      let results = body["results"] as? [[String: Any]] ?? []
      #expect(results.allSatisfy { ($0["artistName"] as? String) == "The Night Owls" })
      #expect(results.first?["wrapperType"] as? String == "track")
      #expect(results.first?["kind"] as? String == "song")
    }
  }

  @Test func faultsAreSeededAndDeterministic() {
    let plan = FaultPlan(latencyMilliseconds: 10...50, errorRate: 0.2, malformedRate: 0.1, seed: 42)
    let first = (0..<200).map { plan.draw(serial: $0).fault }
    let again = (0..<200).map { plan.draw(serial: $0).fault }
    #expect(first == again)
    let errors = first.filter { $0 == .error }.count
    #expect((20...60).contains(errors), "about 20% of 200: \(errors)")
    #expect((0..<200).allSatisfy { (10...50).contains(plan.draw(serial: $0).latencyMilliseconds) })
    let otherSeed = (0..<200).map { FaultPlan(errorRate: 0.2, malformedRate: 0.1, seed: 7).draw(serial: $0).fault }
    #expect(first != otherSeed)
  }

  @Test func aPlannedErrorRateReachesClients() async throws {
    try await withServer(DemoServer.Configuration(port: 0, faults: FaultPlan(errorRate: 1))) { server in
      let response = try await get(URL(string: server.baseURL.absoluteString + "/v2/list")!)
      #expect(response.status == 503)
      #expect((json(response.body)["error"] as? String)?.contains("injected") == true)
    }
  }
}

/// Reads a PNG's signature, IHDR and chunk CRCs.
struct PNGStructure {
  var isValid = false
  var width = 0
  var height = 0

  init(_ data: Data) {
    let bytes = [UInt8](data)
    guard bytes.count > 33, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return }
    func uint32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    var offset = 8
    var sawEnd = false
    while offset + 12 <= bytes.count {
      let length = uint32(offset)
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      guard offset + 12 + length <= bytes.count else { return }
      let crc = Self.crc(bytes[offset + 4..<offset + 8 + length])
      guard crc == UInt32(uint32(offset + 8 + length)) else { return }
      if type == "IHDR" {
        width = uint32(offset + 8)
        height = uint32(offset + 12)
      }
      if type == "IEND" { sawEnd = true }
      offset += 12 + length
    }
    isValid = sawEnd && width > 0
  }

  static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }
}
