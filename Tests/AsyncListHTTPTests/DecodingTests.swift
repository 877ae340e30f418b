import AsyncListHTTP
import Foundation
import Testing

/// Decoding JSON bodies: a failure names the field and the reason.
@Suite struct DecodingTests {
  struct Track: Decodable, Equatable {
    var trackId: Int
    var trackName: String
    var collectionName: String?
  }
  struct Envelope: Decodable, Equatable {
    var resultCount: Int
    var results: [Track]
  }

  @Test func aBadFieldIsNamedByItsPath() {
    let body = #"{"resultCount":1,"results":[{"trackId":"not a number","trackName":"B"}]}"#
    #expect(throws: HTTPSourceError.decoding(path: "results[0].trackId", reason: "expected Int")) {
      _ = try HTTPFetcher.decode(Envelope.self, from: Data(body.utf8))
    }
    let missing = #"{"resultCount":1,"results":[{"trackId":1}]}"#
    #expect(throws: HTTPSourceError.decoding(path: "results[0].trackName", reason: "missing key 'trackName'")) {
      _ = try HTTPFetcher.decode(Envelope.self, from: Data(missing.utf8))
    }
  }

  @Test func anOptionalFieldMayBeMissing() throws {
    let body = #"{"resultCount":1,"results":[{"trackId":1,"trackName":"B"}]}"#
    let envelope = try HTTPFetcher.decode(Envelope.self, from: Data(body.utf8))
    #expect(envelope == Envelope(resultCount: 1, results: [Track(trackId: 1, trackName: "B")]))
  }

  @Test func malformedJSONIsADecodingError() {
    #expect(throws: HTTPSourceError.self) {
      _ = try HTTPFetcher.decode([Track].self, from: Data("[{\"id\":".utf8))
    }
  }

  @Test func queryValuesArePercentEncodedWithUnreservedCharactersOnly() {
    #expect(HTTPFetcher.percentEncode("a&limit=999") == "a%26limit%3D999")
    #expect(HTTPFetcher.percentEncode("rock & roll/ü+1") == "rock%20%26%20roll%2F%C3%BC%2B1")
    #expect(HTTPFetcher.percentEncode("A-z_0.9~") == "A-z_0.9~")
    let url = HTTPFetcher.url(URL(string: "http://127.0.0.1:8080/")!, path: "/search", query: [("term", "a b")])
    #expect(url.absoluteString == "http://127.0.0.1:8080/search?term=a%20b")
  }
}
