import HTTPTypes
import Hummingbird

/// Decides each response's fault (from the plan, or from the request's `X-Fault` header or
/// `fault` query parameter) and shapes the response accordingly.
actor FaultInjector {
  private var plan: FaultPlan
  private var serial = 0
  /// `X-Fault-Once` tokens seen, bounded: the oldest is forgotten past ``tokenCapacity``.
  private var usedTokens: Set<String> = []
  private var tokenOrder: [String] = []
  private var oldestToken = 0

  /// The longest `X-Fault-Once` token accepted, in UTF-8 bytes.
  static let maxTokenLength = 128
  /// The most tokens remembered; older ones are forgotten, so memory stays bounded
  /// (4,096 × 128 bytes at most, about 1 MiB with the set).
  static let tokenCapacity = 4_096

  init(plan: FaultPlan) {
    self.plan = plan
  }

  func setPlan(_ plan: FaultPlan) {
    self.plan = plan
  }

  /// The fault and latency for a request.
  ///
  /// Per request: `X-Fault: error|malformed|truncate|drip|bad-link|none` (or `?fault=`) forces a
  /// fault;
  /// with `X-Fault-Once: TOKEN` (or `?fault_once=`) only the first request carrying that token
  /// gets it, later ones get none. `X-Latency-Ms: N` (or `?latency_ms=`) adds latency.
  func decide(headers: HTTPFields, query: QueryParameters) throws -> (fault: Fault, latencyMilliseconds: Int) {
    let drawn = plan.draw(serial: serial)
    serial += 1
    var fault = drawn.fault
    var latency = drawn.latencyMilliseconds
    if let forced = Self.value("X-Fault", "fault", headers, query) {
      guard let parsed = Fault(rawValue: forced) else {
        throw APIError.invalid(
          "fault", "\(APIError.quoted(forced)) is not one of \(Fault.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      fault = parsed
      if let token = Self.value("X-Fault-Once", "fault_once", headers, query) {
        guard token.utf8.count <= Self.maxTokenLength else {
          throw APIError.invalid("fault_once", "longer than \(Self.maxTokenLength) bytes")
        }
        if usedTokens.contains(token) { fault = .none } else { remember(token) }
      }
    }
    if let text = Self.value("X-Latency-Ms", "latency_ms", headers, query) {
      guard let value = Int(text), (0...10_000).contains(value) else {
        throw APIError.invalid("latency_ms", "\(APIError.quoted(text)) is not an integer in 0...10000")
      }
      latency = value
    }
    return (fault, latency)
  }

  /// Remembers a token, forgetting the oldest past the capacity (a ring over `tokenOrder`).
  private func remember(_ token: String) {
    usedTokens.insert(token)
    if tokenOrder.count < Self.tokenCapacity {
      tokenOrder.append(token)
    } else {
      usedTokens.remove(tokenOrder[oldestToken])
      tokenOrder[oldestToken] = token
      oldestToken = (oldestToken + 1) % Self.tokenCapacity
    }
  }

  private static func value(_ header: String, _ parameter: String, _ headers: HTTPFields, _ query: QueryParameters)
    -> String?
  {
    if let name = HTTPField.Name(header), let value = headers[name] { return value }
    return query[parameter]
  }
}

/// Thrown by a truncated body after its first half, so the server closes the connection.
struct TruncatedBody: Error {}

extension Fault {
  /// Applies the fault to a successful response's body.
  func shape(_ bytes: [UInt8], contentType: String, extraHeaders: HTTPFields = HTTPFields()) -> Response {
    var headers = extraHeaders
    headers[.contentType] = contentType
    switch self {
    case .none:
      return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    case .badLink:
      headers[HTTPField.Name("Link")!] = "<http://127.0.0.1/next; rel=\"next\""
      return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    case .error:
      return JSONBody.response(
        ["error": "injected fault: service unavailable", "status": "503"], status: .serviceUnavailable)
    case .malformed:
      var broken = Array(bytes.prefix(bytes.count / 2))
      broken.append(contentsOf: Array("<!-- not json".utf8))
      return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: broken)))
    case .truncate:
      headers[.connection] = "close"
      let half = Array(bytes.prefix(bytes.count / 2))
      return Response(
        status: .ok,
        headers: headers,
        body: ResponseBody(contentLength: bytes.count) { writer in
          try await writer.write(ByteBuffer(bytes: half))
          throw TruncatedBody()
        }
      )
    case .drip:
      let chunkSize = max(64, bytes.count / 40)
      return Response(
        status: .ok,
        headers: headers,
        body: ResponseBody(contentLength: bytes.count) { writer in
          for start in stride(from: 0, to: bytes.count, by: chunkSize) {
            try await writer.write(ByteBuffer(bytes: bytes[start..<min(start + chunkSize, bytes.count)]))
            try await Task.sleep(for: .milliseconds(10))
          }
          try await writer.finish(nil)
        }
      )
    }
  }
}
