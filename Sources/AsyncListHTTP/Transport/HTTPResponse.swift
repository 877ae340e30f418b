public import Foundation

/// A whole response: status, header fields and body.
public struct HTTPResponse: Sendable, Equatable {
  /// The status code.
  public var status: Int
  /// Header fields, names in lower case.
  public var headers: [String: String]
  /// The body.
  public var body: Data

  /// Creates a response.
  ///
  /// - Parameters:
  ///   - status: The status code.
  ///   - headers: Header fields; names are stored in lower case.
  ///   - body: The body.
  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    self.body = body
  }

  /// A header field's value, whatever the case of its name.
  ///
  /// - Parameter name: The field name, such as `Content-Type`.
  /// - Returns: The value, or `nil` when the response has no such field.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
