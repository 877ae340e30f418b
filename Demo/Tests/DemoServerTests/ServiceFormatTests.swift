import AsyncListHTTP
import DemoServices
import Foundation
import Testing

/// The demo services' formats decode bodies written as the public services document them.
@Suite struct ServiceFormatTests {
  @Test func aPicsumListDecodes() throws {
    let body = """
      [{"id":"0","author":"Alejandro Escamilla","width":5000,"height":3333,
        "url":"https://unsplash.com/photos/yC-Yzbqy7PY","download_url":"https://picsum.photos/id/0/5000/3333"},
       {"id":"1","author":"Alejandro Escamilla","width":5000,"height":3333,
        "url":"https://unsplash.com/photos/LNRyGwIJr5c","download_url":"https://picsum.photos/id/1/5000/3333"}]
      """
    let pictures = try HTTPFetcher.decode([PicsumPicture].self, from: Data(body.utf8))
    #expect(pictures.map(\.id) == ["0", "1"])
    #expect(pictures[1].downloadURL == "https://picsum.photos/id/1/5000/3333")
  }

  @Test func anITunesSearchResponseDecodesWithOptionalFieldsMissing() throws {
    let body = """
      {"resultCount":2,"results":[
        {"wrapperType":"track","kind":"song","artistId":909253,"collectionId":1469577723,"trackId":1469577741,
         "artistName":"Jack Johnson","collectionName":"Jack Johnson and Friends","trackName":"Upside Down",
         "artworkUrl100":"https://is1-ssl.mzstatic.com/image/thumb/100x100bb.jpg",
         "previewUrl":"https://audio-ssl.itunes.apple.com/preview.m4a","trackTimeMillis":208643,
         "primaryGenreName":"Rock","releaseDate":"2005-01-01T12:00:00Z","country":"USA"},
        {"wrapperType":"track","kind":"song","trackId":1,"artistName":"A","trackName":"B"}]}
      """
    let response = try HTTPFetcher.decode(ITunesSearchResponse.self, from: Data(body.utf8))
    #expect(response.resultCount == 2)
    #expect(response.results[0].id == 1_469_577_741)
    #expect(response.results[0].trackTimeMillis == 208_643)
    #expect(response.results[1].collectionName == nil)
  }

  @Test func aBadFieldIsNamedByItsPath() {
    let body = #"{"resultCount":1,"results":[{"trackId":"not a number","artistName":"A","trackName":"B"}]}"#
    #expect(throws: HTTPSourceError.decoding(path: "results[0].trackId", reason: "expected Int")) {
      _ = try HTTPFetcher.decode(ITunesSearchResponse.self, from: Data(body.utf8))
    }
    let missing = #"[{"id":"0","author":"A","width":1,"height":1,"url":"u"}]"#
    #expect(throws: HTTPSourceError.decoding(path: "[0].download_url", reason: "missing key 'download_url'")) {
      _ = try HTTPFetcher.decode([PicsumPicture].self, from: Data(missing.utf8))
    }
  }

}
