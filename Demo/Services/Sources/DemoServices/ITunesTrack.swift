/// A song in the iTunes Search API's result format.
public struct ITunesTrack: Codable, Identifiable, Sendable, Equatable {
  /// The track's id.
  public var id: Int { trackId }
  /// The track's id, as iTunes names it.
  public let trackId: Int
  /// The song's title.
  public let trackName: String
  /// The artist.
  public let artistName: String
  /// The album, when iTunes gives one.
  public let collectionName: String?
  /// Artwork at 100 × 100.
  public let artworkUrl100: String?
  /// A short preview.
  public let previewUrl: String?
  /// The duration in milliseconds.
  public let trackTimeMillis: Int?
  /// The genre.
  public let primaryGenreName: String?
  /// The release date, ISO 8601.
  public let releaseDate: String?

  /// Creates a track.
  ///
  /// - Parameters:
  ///   - trackId: The id.
  ///   - trackName: The title.
  ///   - artistName: The artist.
  ///   - collectionName: The album.
  ///   - artworkUrl100: Artwork URL.
  ///   - previewUrl: Preview URL.
  ///   - trackTimeMillis: Duration.
  ///   - primaryGenreName: Genre.
  ///   - releaseDate: Release date.
  public init(
    trackId: Int,
    trackName: String,
    artistName: String,
    collectionName: String? = nil,
    artworkUrl100: String? = nil,
    previewUrl: String? = nil,
    trackTimeMillis: Int? = nil,
    primaryGenreName: String? = nil,
    releaseDate: String? = nil
  ) {
    self.trackId = trackId
    self.trackName = trackName
    self.artistName = artistName
    self.collectionName = collectionName
    self.artworkUrl100 = artworkUrl100
    self.previewUrl = previewUrl
    self.trackTimeMillis = trackTimeMillis
    self.primaryGenreName = primaryGenreName
    self.releaseDate = releaseDate
  }
}
