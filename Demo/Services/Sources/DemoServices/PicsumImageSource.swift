public import AsyncList
public import AsyncListHTTP
public import Foundation

/// Each picture's image at a thumbnail size (`GET /id/{id}/{width}/{height}`): the second level
/// of the pictures list. A detail's cache cost is its byte count.
public struct PicsumImageSource: DetailSource {
  /// Where the service is.
  public let baseURL: URL
  /// The thumbnail width, 1...5000.
  public let width: Int
  /// The thumbnail height, 1...5000.
  public let height: Int
  /// Fetches.
  public let fetcher: HTTPFetcher
  /// The generic source that does the work.
  private let images: HTTPDetailSource<PicsumPicture, ImageData>

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - baseURL: The service; defaults to the public one.
  ///   - width: Thumbnail width. Defaults to 96.
  ///   - height: Thumbnail height. Defaults to 64.
  ///   - fetcher: Session, size cap and headers.
  public init(
    baseURL: URL = PicsumPageSource.publicBaseURL,
    width: Int = 96,
    height: Int = 64,
    fetcher: HTTPFetcher = HTTPFetcher()
  ) {
    self.baseURL = baseURL
    let (width, height) = (min(5_000, max(1, width)), min(5_000, max(1, height)))
    self.width = width
    self.height = height
    self.fetcher = fetcher
    images = HTTPDetailSource(
      fetcher: fetcher,
      url: { HTTPFetcher.url(baseURL, path: "/id/\(HTTPFetcher.percentEncode($0.id))/\(width)/\(height)") },
      detail: { response in
        let contentType = response.header("Content-Type") ?? ""
        guard contentType.hasPrefix("image/"), !response.body.isEmpty else {
          throw HTTPSourceError.decoding(path: "Content-Type", reason: "expected an image, got '\(contentType)'")
        }
        return ImageData(bytes: response.body, contentType: contentType)
      }, cost: \.bytes.count)
  }

  /// Loads a picture's thumbnail.
  ///
  /// - Parameter picture: The picture.
  /// - Returns: The image bytes.
  /// - Throws: ``HTTPSourceError``; a body that is not an image is a decoding error.
  public func loadDetail(for picture: PicsumPicture) async throws -> ImageData {
    try await images.loadDetail(for: picture)
  }

  /// The image's byte count.
  ///
  /// - Parameter detail: A loaded image.
  /// - Returns: Its size in bytes.
  public func cost(of detail: ImageData) -> Int { images.cost(of: detail) }
}
