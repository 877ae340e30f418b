public import Foundation

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

/// Fetches and decodes HTTP responses for the sources: typed errors, a body size cap, and
/// query strings percent-encoded so that no value can change another parameter.
public struct HTTPFetcher: Sendable {
  /// The session requests go through.
  public let session: URLSession
  /// The largest body accepted, in bytes. It is checked once the body has arrived
  /// (`URLSession.bytes` does not exist on Linux), so it bounds what a source decodes and keeps,
  /// not what the transport buffers while receiving.
  public let maxBodyBytes: Int
  /// Headers added to every request (for example the demo server's `X-Fault`).
  public let headers: [String: String]
  /// How long a request may take.
  public let timeout: Duration

  /// Creates a fetcher.
  ///
  /// - Parameters:
  ///   - session: The URL session. Defaults to `.shared`.
  ///   - maxBodyBytes: The body size cap. Defaults to 8 MiB.
  ///   - headers: Headers for every request. Defaults to none.
  ///   - timeout: Per-request timeout. Defaults to 30 s.
  public init(
    session: URLSession = .shared,
    maxBodyBytes: Int = 8 << 20,
    headers: [String: String] = [:],
    timeout: Duration = .seconds(30)
  ) {
    self.session = session
    self.maxBodyBytes = maxBodyBytes
    self.headers = headers
    self.timeout = timeout
  }

  /// Builds a URL from a base, a path and query items, percent-encoding every name and value
  /// with only unreserved characters left as they are (`a&limit=999` stays one value).
  ///
  /// - Parameters:
  ///   - base: The base URL, for example `http://127.0.0.1:8080`.
  ///   - path: The path, starting with `/`.
  ///   - query: Names and values, in order.
  /// - Returns: The URL.
  public static func url(_ base: URL, path: String, query: [(String, String)] = []) -> URL {
    var string = base.absoluteString
    while string.hasSuffix("/") { string.removeLast() }
    string += path
    if !query.isEmpty {
      string += "?" + query.map { "\(percentEncode($0.0))=\(percentEncode($0.1))" }.joined(separator: "&")
    }
    return URL(string: string)!
  }

  /// Percent-encodes everything but the unreserved characters of RFC 3986.
  ///
  /// - Parameter text: A query name or value.
  /// - Returns: The encoded text.
  public static func percentEncode(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        encoded.append(Character(Unicode.Scalar(byte)))
      default:
        encoded += String(format: "%%%02X", byte)
      }
    }
    return encoded
  }

  /// Fetches a URL's body.
  ///
  /// - Parameter url: The URL.
  /// - Returns: The body and the response.
  /// - Throws: ``HTTPSourceError``, or `CancellationError` when the calling task is cancelled.
  public func data(from url: URL) async throws -> (Data, HTTPURLResponse) {
    var request = URLRequest(url: url)
    request.timeoutInterval = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      if Task.isCancelled || error is CancellationError { throw CancellationError() }
      throw HTTPSourceError.transport((error as NSError).localizedDescription)
    }
    guard let http = response as? HTTPURLResponse else {
      throw HTTPSourceError.transport("not an HTTP response")
    }
    if data.count > maxBodyBytes {
      throw HTTPSourceError.oversizeBody(limit: maxBodyBytes, received: data.count)
    }
    guard (200...299).contains(http.statusCode) else {
      let message = (try? JSONDecoder().decode(ErrorBody.self, from: data))?.error
      throw HTTPSourceError.status(code: http.statusCode, message: message)
    }
    return (data, http)
  }

  /// Fetches and decodes a JSON body.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - url: The URL.
  /// - Returns: The decoded value and the response.
  /// - Throws: ``HTTPSourceError``, or `CancellationError` when cancelled.
  public func decode<Value: Decodable>(_ type: Value.Type, from url: URL) async throws -> (Value, HTTPURLResponse) {
    let (data, response) = try await data(from: url)
    return (try Self.decode(type, from: data), response)
  }

  /// Decodes a JSON body, naming the field that failed.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: The body.
  /// - Returns: The value.
  /// - Throws: ``HTTPSourceError/decoding(path:reason:)``.
  public static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw HTTPSourceError.decoding(path: error.path, reason: error.reason)
    } catch {
      throw HTTPSourceError.decoding(path: "", reason: "\(error)")
    }
  }

  private struct ErrorBody: Decodable {
    let error: String
  }
}

extension DecodingError {
  /// The failing field as `results[3].trackId`.
  var path: String {
    let codingPath: [any CodingKey]
    switch self {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      codingPath = context.codingPath
    case .keyNotFound(let key, let context):
      codingPath = context.codingPath + [key]
    @unknown default:
      codingPath = []
    }
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path
  }

  var reason: String {
    switch self {
    case .typeMismatch(let type, _): "expected \(type)"
    case .valueNotFound(let type, _): "missing \(type) value"
    case .keyNotFound(let key, _): "missing key '\(key.stringValue)'"
    case .dataCorrupted(let context): context.debugDescription
    @unknown default: "\(self)"
    }
  }
}
