import Foundation

/// An ``HTTPTransport`` for plain HTTP whose memory is bounded by its limits, whatever the
/// server sends: the default for `http` URLs on Linux.
///
/// URLSession on Linux cannot pause a transfer or refuse it at its response: FoundationNetworking
/// ignores the data task's response disposition (its `HTTPURLProtocol` says libcurl cannot be
/// paused) and queues every piece of the body for the delegate while libcurl reads on. A body
/// announced far past the cap is refused, but only after the process has held it: 20 loads
/// announcing 50 MiB each took a process from 46 MiB to a peak of 805 MiB. This transport reads
/// the socket itself, one request per connection on a thread of its own:
/// - a body whose `Content-Length` passes the cap is refused before any of it is read;
/// - a body without a length is read against the cap and stopped at it;
/// - the header section is capped (``maxHeaderBytes``), so a field that never ends, or one a
///   megabyte long, costs at most that much;
/// - the bodies of all requests in flight hold at most ``maxBytesInFlight`` together: a request
///   reserves its body's bytes (its announced length, or its whole cap when none is announced)
///   before reading them, and waits while they do not fit;
/// - it asks for no content encoding and decodes none, so a compressed body cannot expand past
///   the cap: an encoded body is refused with ``HTTPProtocolError/unsupportedEncoding(_:)``;
/// - a cancel or the deadline ends the request at once, its thread waking from `poll`.
///
/// It speaks HTTP/1.1 without TLS: for `https`, use ``URLSessionTransport`` (what
/// ``PlatformTransport`` does).
///
/// ```swift
/// let transport = SocketTransport(maxBytesInFlight: 16 << 20)
/// let fetcher = HTTPFetcher(transport: transport, maxBodyBytes: 4 << 20)
/// ```
public final class SocketTransport: HTTPTransport {
  /// A transport with the default limits, shared by ``PlatformTransport`` on Linux.
  public static let shared = SocketTransport()

  /// The most bytes the bodies of all requests in flight hold together; a request's cap is at
  /// most this.
  public var maxBytesInFlight: Int { budget.limit }
  /// The most bytes of a response's status line and header fields.
  public let maxHeaderBytes: Int
  let budget: BodyBudget
  let threads = ThreadCount()

  /// Creates a transport.
  ///
  /// - Parameters:
  ///   - maxBytesInFlight: The most bytes the bodies of all requests in flight hold together.
  ///     Defaults to 32 MiB: four bodies at the default 8 MiB cap, and any number of small ones.
  ///   - maxHeaderBytes: The most bytes of a response's header section. Defaults to 64 KiB.
  public init(maxBytesInFlight: Int = 32 << 20, maxHeaderBytes: Int = 64 << 10) {
    self.budget = BodyBudget(limit: maxBytesInFlight)
    self.maxHeaderBytes = max(256, maxHeaderBytes)
  }

  /// Sends a request; see ``HTTPTransport/send(_:)``.
  ///
  /// - Parameter request: The request, its deadline and body cap.
  /// - Returns: The response, whatever its status.
  /// - Throws: ``HTTPSourceError``: `.transport` with an ``HTTPProtocolError`` as its cause,
  ///   `.timeout` or `.oversizeBody`; or `CancellationError`.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try Task.checkCancellation()
    let target = try Self.transportError { try RequestTarget(request) }
    let exchange = try Self.transportError { try SocketExchange(budget: budget) }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard exchange.await(continuation) else {
          exchange.close()
          return
        }
        exchange.endAfter(request.deadline, with: HTTPSourceError.timeout(after: request.deadline))
        threads.enter()
        let started = IOThread.run { [self] in
          defer {
            exchange.close()
            threads.leave()
          }
          let deadline = ContinuousClock.now.advanced(by: request.deadline)
          exchange.finish(Result { try run(target, request, exchange, until: deadline) })
        }
        if !started {
          threads.leave()
          exchange.finish(.failure(HTTPSourceError.transport(reason: "no thread for the request", underlying: nil)))
          exchange.close()
        }
      }
    } onCancel: {
      exchange.abandon(with: CancellationError())
    }
  }

  /// Waits until every request's thread has ended (each has closed its socket), or `limit` has
  /// passed: for tests that count what the requests left open.
  ///
  /// - Parameter limit: The longest wait, a hang guard.
  /// - Returns: Whether every thread had ended.
  package func threadsEnded(within limit: Duration) async -> Bool {
    await threads.allEnded(within: limit)
  }

  /// One request on its own connection, on the calling thread.
  private func run(
    _ target: RequestTarget, _ request: HTTPRequest, _ exchange: SocketExchange, until deadline: ContinuousClock.Instant
  ) throws -> HTTPResponse {
    do {
      let stream = try SocketStream.connect(
        host: target.host, port: target.port, deadline: deadline, exchange: exchange)
      try stream.send(target.head)
      var reader = HTTPMessageReader(stream: stream, maxHeaderBytes: maxHeaderBytes)
      let head = try reader.head()
      let cap = min(request.maxBodyBytes, budget.limit)
      let body = try readBody(of: head, method: request.method, cap: cap, from: &reader) { bytes in
        let wait = deadline - ContinuousClock.now
        let until = Date(
          timeIntervalSinceNow: Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18)
        guard let reserved = budget.reserve(bytes, until: until, isAbandoned: { exchange.hasEnded }) else {
          throw exchange.hasEnded ? SocketStream.Stop.ended : SocketStream.Stop.timedOut
        }
        return reserved
      }
      return HTTPResponse(status: head.status, headers: head.headers, body: body)
    } catch SocketStream.Stop.timedOut {
      throw HTTPSourceError.timeout(after: request.deadline)
    } catch SocketStream.Stop.ended {
      throw CancellationError()  // the request has ended already; this result is dropped
    } catch let error as HTTPProtocolError {
      throw HTTPSourceError.transport(reason: error.description, underlying: error)
    }
  }

  /// Reads the body the head announces, holding a reservation of the budget while it does.
  private func readBody(
    of head: HTTPMessageReader.Head, method: String, cap: Int, from reader: inout HTTPMessageReader,
    reserve: (Int) throws -> Int
  ) throws -> Data {
    if method == "HEAD" || head.status == 204 || head.status == 304 || (100...199).contains(head.status) {
      return Data()
    }
    if let encoding = head.headers["content-encoding"], encoding.lowercased() != "identity" {
      throw HTTPProtocolError.unsupportedEncoding(encoding)
    }
    if let coding = head.headers["transfer-encoding"] {
      guard coding.lowercased().trimmingCharacters(in: .whitespaces) == "chunked" else {
        throw HTTPProtocolError.unsupportedEncoding(coding)
      }
      let reserved = try reserve(cap)
      defer { budget.release(reserved) }
      return try reader.chunkedBody(cap: cap)
    }
    if let field = head.headers["content-length"] {
      guard let length = Int(field.trimmingCharacters(in: .whitespaces)), length >= 0 else {
        throw HTTPProtocolError.malformedHeader
      }
      if length > cap { throw HTTPSourceError.oversizeBody(limit: cap, received: length) }
      let reserved = try reserve(length)
      defer { budget.release(reserved) }
      return try reader.body(length: length)
    }
    let reserved = try reserve(cap)
    defer { budget.release(reserved) }
    return try reader.bodyUntilClose(cap: cap)
  }

  /// Runs `body`, giving an ``HTTPProtocolError`` it throws as a transport error.
  private static func transportError<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as HTTPProtocolError {
      throw HTTPSourceError.transport(reason: error.description, underlying: error)
    }
  }
}
