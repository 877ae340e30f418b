/// One picture in Lorem Picsum's list format.
public struct Picture: Codable, Sendable, Equatable {
  /// The id, a decimal string.
  public let id: String
  /// The photographer.
  public let author: String
  /// The original width in pixels.
  public let width: Int
  /// The original height in pixels.
  public let height: Int
  /// The photo's page.
  public let url: String
  /// The full-size image on this server.
  public let downloadURL: String

  enum CodingKeys: String, CodingKey {
    case id, author, width, height, url
    case downloadURL = "download_url"
  }
}
