public import Foundation

/// An image's bytes as the server sent them.
public struct ImageData: Sendable, Equatable {
  /// The encoded image (PNG, JPEG…).
  public let bytes: Data
  /// The response's content type, such as `image/png`.
  public let contentType: String

  /// Creates image data.
  ///
  /// - Parameters:
  ///   - bytes: The encoded image.
  ///   - contentType: Its content type.
  public init(bytes: Data, contentType: String) {
    self.bytes = bytes
    self.contentType = contentType
  }
}
