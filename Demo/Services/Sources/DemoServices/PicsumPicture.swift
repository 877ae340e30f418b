/// A picture in Lorem Picsum's list format (`GET /v2/list`).
public struct PicsumPicture: Codable, Identifiable, Sendable, Equatable {
  /// The picture's id, a decimal string such as `"0"`.
  public let id: String
  /// The photographer.
  public let author: String
  /// The original width in pixels.
  public let width: Int
  /// The original height in pixels.
  public let height: Int
  /// The photo's page on Unsplash.
  public let url: String
  /// The full-size image.
  public let downloadURL: String

  enum CodingKeys: String, CodingKey {
    case id, author, width, height, url
    case downloadURL = "download_url"
  }

  /// Creates a picture.
  ///
  /// - Parameters:
  ///   - id: The id.
  ///   - author: The photographer.
  ///   - width: The original width.
  ///   - height: The original height.
  ///   - url: The photo's page.
  ///   - downloadURL: The full-size image.
  public init(id: String, author: String, width: Int, height: Int, url: String, downloadURL: String) {
    self.id = id
    self.author = author
    self.width = width
    self.height = height
    self.url = url
    self.downloadURL = downloadURL
  }
}
