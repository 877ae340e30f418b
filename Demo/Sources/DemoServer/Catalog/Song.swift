/// One result in the iTunes Search API's format.
public struct Song: Codable, Sendable, Equatable {
  /// Always "track".
  public let wrapperType: String
  /// Always "song".
  public let kind: String
  /// The artist's id.
  public let artistId: Int
  /// The album's id.
  public let collectionId: Int
  /// The track's id.
  public let trackId: Int
  /// The artist.
  public let artistName: String
  /// The album.
  public let collectionName: String
  /// The title.
  public let trackName: String
  /// Artwork at 100 × 100, served by this server.
  public let artworkUrl100: String
  /// A preview URL (not served).
  public let previewUrl: String
  /// The duration in milliseconds.
  public let trackTimeMillis: Int
  /// The genre.
  public let primaryGenreName: String
  /// The release date, ISO 8601.
  public let releaseDate: String
  /// The storefront.
  public let country: String
  /// The currency of the price.
  public let currency: String
  /// The price.
  public let trackPrice: Double
}

/// The iTunes Search API's response envelope.
public struct SearchResponse: Codable, Sendable, Equatable {
  /// The number of results in this response.
  public let resultCount: Int
  /// The results.
  public let results: [Song]
}
