public import Foundation

/// A request as a transport sends it, with the limits it must enforce.
public struct HTTPRequest: Sendable, Equatable {
  /// The URL.
  public var url: URL
  /// The method, `GET` by default.
  public var method: String
  /// Header fields to send.
  public var headers: [String: String]
  /// The most time the whole request may take, from sending to the body's last byte.
  public var deadline: Duration
  /// The largest body accepted, in bytes; the transport stops reading past it.
  public var maxBodyBytes: Int

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - method: The method. Defaults to `GET`.
  ///   - headers: Header fields. Defaults to none.
  ///   - deadline: The bound on the whole request. Defaults to 30 s.
  ///   - maxBodyBytes: The body cap. Defaults to 8 MiB.
  public init(
    url: URL,
    method: String = "GET",
    headers: [String: String] = [:],
    deadline: Duration = .seconds(30),
    maxBodyBytes: Int = 8 << 20
  ) {
    self.url = url
    self.method = method
    self.headers = headers
    self.deadline = deadline
    self.maxBodyBytes = maxBodyBytes
  }
}
