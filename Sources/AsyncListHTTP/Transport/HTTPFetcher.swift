public import Foundation

/// Fetches and decodes HTTP responses for the sources over a replaceable ``HTTPTransport``:
/// typed errors, a deadline and a body size cap on every request, `Retry-After` read on 429 and
/// 503, and query strings percent-encoded so that no value can change another parameter.
public struct HTTPFetcher: Sendable {
  /// What sends the requests; ``PlatformTransport`` by default.
  public let transport: any HTTPTransport
  /// The largest body accepted, in bytes; the transport stops reading past it.
  public let maxBodyBytes: Int
  /// Headers added to every request (for example the demo server's `X-Fault`).
  public let headers: [String: String]
  /// The most time one request may take, from sending it to the body's last byte.
  public let timeout: Duration

  /// Creates a fetcher.
  ///
  /// - Parameters:
  ///   - transport: What sends the requests. Defaults to ``PlatformTransport``: URLSession, and on
  ///     Linux ``SocketTransport`` for plain HTTP, whose memory its limits bound.
  ///   - maxBodyBytes: The body size cap. Defaults to 8 MiB.
  ///   - headers: Headers for every request. Defaults to none.
  ///   - timeout: The deadline of each whole request. Defaults to 30 s.
  public init(
    transport: any HTTPTransport = PlatformTransport(),
    maxBodyBytes: Int = 8 << 20,
    headers: [String: String] = [:],
    timeout: Duration = .seconds(30)
  ) {
    self.transport = transport
    self.maxBodyBytes = max(0, maxBodyBytes)
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

  /// Fetches a URL, expecting a 2xx status.
  ///
  /// - Parameter url: The URL.
  /// - Returns: The response, its body whole.
  /// - Throws: ``HTTPSourceError`` (a non-2xx status carries the body's `error` message and the
  ///   `Retry-After` wait), or `CancellationError` when the calling task is cancelled.
  public func response(for url: URL) async throws -> HTTPResponse {
    let request = HTTPRequest(url: url, headers: headers, deadline: timeout, maxBodyBytes: maxBodyBytes)
    let response = try await transport.send(request)
    guard (200...299).contains(response.status) else {
      let message = (try? JSONDecoder().decode(ErrorBody.self, from: response.body))?.error
      let retryAfter = response.header("Retry-After").flatMap { Self.retryAfter($0, now: Date()) }
      throw HTTPSourceError.status(code: response.status, message: message, retryAfter: retryAfter)
    }
    return response
  }

  /// Fetches and decodes a JSON body.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - url: The URL.
  /// - Returns: The decoded value and the response.
  /// - Throws: ``HTTPSourceError``, or `CancellationError` when cancelled.
  public func decode<Value: Decodable>(_ type: Value.Type, from url: URL) async throws -> (Value, HTTPResponse) {
    let response = try await response(for: url)
    return (try Self.decode(type, from: response.body), response)
  }

  /// Reads a `Retry-After` field: delay-seconds or an HTTP date (RFC 9110, section 10.2.3).
  ///
  /// - Parameters:
  ///   - value: The field's value.
  ///   - now: The time to measure a date from.
  /// - Returns: The wait, never negative, or `nil` when the value is neither form.
  public static func retryAfter(_ value: String, now: Date) -> Duration? {
    let value = value.trimmingCharacters(in: .whitespaces)
    if !value.isEmpty, value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
      return Int(value).map { .seconds($0) }  // nil when too large for an Int
    }
    // IMF-fixdate, and the two obsolete forms recipients must accept (RFC 9110, 5.6.7).
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    var parsed: Date?
    for format in ["EEE, dd MMM yyyy HH:mm:ss 'GMT'", "EEEE, dd-MMM-yy HH:mm:ss 'GMT'", "EEE MMM d HH:mm:ss yyyy"] {
      formatter.dateFormat = format
      if let date = formatter.date(from: value.replacingOccurrences(of: "  ", with: " ")) {
        parsed = date
        break
      }
    }
    guard let date = parsed else { return nil }
    return .seconds(max(0, Int(date.timeIntervalSince(now).rounded(.up))))
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
