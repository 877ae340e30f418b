import Foundation

/// A deterministic catalog of songs for the search route.
public struct SongCatalog: Sendable {
  /// The number of songs.
  public let count: Int

  static let artists = [
    "Aurora Lane", "The Night Owls", "Milo Berg", "Saffron Skies", "Kite & Key", "Lumen",
    "Old Harbour", "Neon Tides", "Velvet Arcade", "Juniper", "Rosa Verde", "The Paper Planes",
  ]
  static let albums = ["Northern Lights", "City of Glass", "Slow Rivers", "Paper Moon", "Wild Hearts", "Echoes"]
  static let words = [
    "Love", "Rain", "Summer", "Midnight", "Heart", "Fire", "Home", "Dream", "Ocean", "Light",
    "Gold", "Shadow", "River", "Dance", "Wild", "Blue", "Star", "Road", "Song", "Silence",
  ]
  static let genres = ["Pop", "Rock", "Indie", "Electronic", "Jazz", "Folk"]

  /// Creates a catalog.
  ///
  /// - Parameter count: The number of songs.
  public init(count: Int = 2_000) {
    self.count = max(0, count)
  }

  /// The song at a position in the catalog.
  ///
  /// - Parameters:
  ///   - index: Its position, from 0.
  ///   - baseURL: Where this server is reached, for artwork and previews.
  /// - Returns: The song.
  public func song(_ index: Int, baseURL: String) -> Song {
    let hash = DeterministicHash.mix(index, salt: 2)
    let artist = index % Self.artists.count
    let album = (index / Self.artists.count) % Self.albums.count
    let first = Self.words[Int(hash % 20)]
    let second = Self.words[Int((hash >> 8) % 20)]
    let name = index % 97 == 0 ? "\(first) & \(second)" : (first == second ? first : "\(first) \(second)")
    let trackId = 1_000_000 + index
    return Song(
      wrapperType: "track",
      kind: "song",
      artistId: 500_000 + artist,
      collectionId: 700_000 + artist * 10 + album,
      trackId: trackId,
      artistName: Self.artists[artist],
      collectionName: Self.albums[album],
      trackName: "\(name) \(index / 400 + 1)",
      artworkUrl100: "\(baseURL)/id/\(index % 1_000)/100/100",
      previewUrl: "\(baseURL)/previews/\(trackId).m4a",
      trackTimeMillis: 120_000 + Int((hash >> 16) % 240_000),
      primaryGenreName: Self.genres[Int((hash >> 24) % 6)],
      releaseDate: "20\(10 + index % 15)-0\(1 + index % 9)-15T07:00:00Z",
      country: "USA",
      currency: "USD",
      trackPrice: 1.29
    )
  }

  /// The songs whose track, artist or album contains a term, case-insensitively, in catalog
  /// order.
  ///
  /// - Parameters:
  ///   - term: The search term; an empty term matches nothing, as on iTunes.
  ///   - offset: Results to skip.
  ///   - limit: Results to return at most.
  ///   - baseURL: Where this server is reached.
  /// - Returns: The matching songs of the page.
  public func search(_ term: String, offset: Int, limit: Int, baseURL: String) -> [Song] {
    let needle = term.lowercased().trimmingCharacters(in: .whitespaces)
    guard !needle.isEmpty else { return [] }
    var results: [Song] = []
    var skipped = 0
    for index in 0..<count {
      let song = song(index, baseURL: baseURL)
      guard
        song.trackName.lowercased().contains(needle) || song.artistName.lowercased().contains(needle)
          || song.collectionName.lowercased().contains(needle)
      else { continue }
      if skipped < offset {
        skipped += 1
        continue
      }
      results.append(song)
      if results.count == limit { break }
    }
    return results
  }
}
