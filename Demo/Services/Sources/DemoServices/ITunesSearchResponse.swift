/// The iTunes Search API's response envelope.
public struct ITunesSearchResponse: Codable, Sendable, Equatable {
  /// The number of results in this response.
  public let resultCount: Int
  /// The results.
  public let results: [ITunesTrack]
}
