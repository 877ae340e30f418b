/// A finite, deterministic catalog of pictures, so the end of the list is reachable.
public struct PictureCatalog: Sendable {
  /// The number of pictures.
  public let count: Int

  static let firstNames = [
    "Alejandro", "Anna", "Ben", "Chloe", "Dmitri", "Elena", "Felix", "Grace", "Hiro", "Ingrid",
    "Jonas", "Kofi", "Lena", "Marco", "Nadia", "Oskar", "Priya", "Quinn", "Rosa", "Sven",
  ]
  static let lastNames = [
    "Andersson", "Baker", "Costa", "Dubois", "Eriksen", "Fischer", "Garcia", "Hansen", "Ito", "Jensen",
    "Kowalski", "Larsen", "Moreau", "Nakamura", "Olsen", "Petrov", "Quist", "Rossi", "Silva", "Tanaka",
  ]

  /// Creates a catalog.
  ///
  /// - Parameter count: The number of pictures, ids "0" up to count - 1.
  public init(count: Int = 1_000) {
    self.count = max(0, count)
  }

  /// The picture with a numeric id, or `nil` outside the catalog.
  ///
  /// - Parameters:
  ///   - index: The id as a number.
  ///   - baseURL: Where this server is reached, for `download_url`.
  /// - Returns: The picture.
  public func picture(_ index: Int, baseURL: String) -> Picture? {
    guard index >= 0, index < count else { return nil }
    let hash = DeterministicHash.mix(index, salt: 1)
    let width = 1_000 + Int(hash % 4_001)
    let height = 1_000 + Int((hash >> 16) % 4_001)
    let author = "\(Self.firstNames[index % 20]) \(Self.lastNames[(index / 20 + Int(hash % 7)) % 20])"
    return Picture(
      id: String(index),
      author: author,
      width: width,
      height: height,
      url: "https://unsplash.com/photos/\(String(hash >> 20, radix: 36))",
      downloadURL: "\(baseURL)/id/\(index)/\(width)/\(height)"
    )
  }

  /// A page of Picsum's list: page numbers start at 1.
  ///
  /// - Parameters:
  ///   - page: The page number, from 1.
  ///   - limit: Pictures per page.
  ///   - baseURL: Where this server is reached.
  /// - Returns: The pictures of the page; empty past the end.
  public func page(_ page: Int, limit: Int, baseURL: String) -> [Picture] {
    let start = (page - 1) * limit
    guard start < count else { return [] }
    return (start..<min(start + limit, count)).compactMap { picture($0, baseURL: baseURL) }
  }
}
