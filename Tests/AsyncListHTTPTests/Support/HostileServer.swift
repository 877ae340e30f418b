import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the hostile server does with one request.
enum Reply: Sendable {
  /// A whole response, then the connection closes.
  case respond(status: Int, headers: [String: String] = [:], body: String = "")
  /// Headers announcing `declaredLength` bytes, then one byte per `interval`, forever.
  case trickle(declaredLength: Int, interval: DispatchTimeInterval)
  /// Reads the request and never answers.
  case hang
  /// These bytes verbatim, then the connection closes.
  case raw(String)
  /// A chunked body with no length: `count` chunks of `size` bytes, as fast as the client reads.
  case chunked(size: Int, count: Int)
  /// Headers announcing `declaredLength` bytes, `sent` of them, then the connection closes.
  case truncated(declaredLength: Int, sent: Int)
  /// Headers announcing `length` bytes, then all of them as fast as the client reads, in 64 KiB
  /// writes, until the client closes.
  case flood(length: Int)
  /// These header bytes verbatim, then `body` bytes of `x` as fast as the client reads.
  case head(String, body: Int)
}

/// A loopback HTTP/1.1 server on raw sockets that misbehaves on purpose: it trickles, hangs,
/// sends garbage, closes early or streams without end, as the test's handler says per request.
/// A thread per connection; ``stop()`` shuts every socket so every thread ends.
final class HostileServer: @unchecked Sendable {
  // Sendable: `clients`, `stopped`, `handler` and `requestCount` are only touched under `lock`;
  // the other properties are immutable.
  let port: UInt16
  private let listener: Int32
  private let lock = NSLock()
  private var clients: [Int32: Int] = [:]  // socket → connection serial
  private var connections = 0
  private var stopped = false
  private var handler: @Sendable (String) -> Reply
  private var requestCount = 0
  private let trickleQueue = DispatchQueue(label: "HostileServer.trickle")

  /// The server's base URL.
  var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// The requests received so far.
  var requests: Int { lock.withLock { requestCount } }

  /// Starts listening on 127.0.0.1 at a free port.
  ///
  /// - Parameter handler: The reply for a request's path and query.
  /// - Throws: `POSIXError` when no socket can be opened or bound.
  init(_ handler: @escaping @Sendable (String) -> Reply) throws {
    self.handler = handler
    #if canImport(Glibc)
      let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let listener = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard listener >= 0 else { throw POSIXError(.EIO) }
    self.listener = listener
    var yes: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(listener, pointer, length) == 0 && listen(listener, 128) == 0
          && getsockname(listener, pointer, &length) == 0
      }
    }
    guard bound else {
      close(listener)
      throw POSIXError(.EADDRINUSE)
    }
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// Replaces the handler for the requests that follow.
  func setHandler(_ handler: @escaping @Sendable (String) -> Reply) {
    lock.withLock { self.handler = handler }
  }

  /// Stops accepting and shuts every connection; the accept loop closes the listener itself.
  ///
  /// No descriptor is closed or shut here that its owner may have closed already: a number closed
  /// is reused by the next socket the process opens (the next test's listener or client), and an
  /// old loop accepting on it took that test's first connection and reset it.
  func stop() {
    lock.withLock {
      stopped = true
      // Under the lock: a connection leaves `clients` under the lock before its thread closes it.
      for fd in clients.keys { shutdown(fd, Int32(SHUT_RDWR)) }
    }
    shutdown(listener, Int32(SHUT_RDWR))
  }

  /// Accepts until ``stop()``, then closes the listener: the loop owns it, so its number is never
  /// reused while the loop may still call `accept` on it.
  private func acceptLoop() {
    defer { close(listener) }
    while !lock.withLock({ stopped }) {
      // Waits at most 100 ms at a time, so a stop is seen even where a shut listener does not
      // wake a blocked `accept`.
      var ready = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 100) > 0 else { continue }
      let fd = accept(listener, nil, nil)
      guard fd >= 0 else { continue }
      let connection: Int? = lock.withLock {
        if stopped { return nil }
        connections += 1
        clients[fd] = connections
        return connections
      }
      guard let connection else {
        close(fd)
        return
      }
      Thread { [self] in serve(fd, connection) }.start()
    }
  }

  private func serve(_ fd: Int32, _ connection: Int) {
    defer {
      lock.withLock { clients[fd] = nil }
      close(fd)
    }
    guard let target = readRequestTarget(fd) else { return }
    let reply = lock.withLock {
      requestCount += 1
      return handler(target)
    }
    switch reply {
    case .respond(let status, let headers, let body):
      var head = "HTTP/1.1 \(status) Status\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n"
      for (name, value) in headers { head += "\(name): \(value)\r\n" }
      write(fd, head + "\r\n" + body)
    case .raw(let text):
      write(fd, text)
    case .hang:
      drain(fd)
    case .trickle(let declaredLength, let interval):
      write(fd, "HTTP/1.1 200 OK\r\nContent-Length: \(declaredLength)\r\nContent-Type: application/json\r\n\r\n")
      scheduleTrickle(fd, connection, interval: interval, remaining: declaredLength)
      drain(fd)
    case .chunked(let size, let count):
      write(fd, "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n")
      let chunk = String(size, radix: 16) + "\r\n" + String(repeating: "x", count: size) + "\r\n"
      for _ in 0..<count where write(fd, chunk) {}
      write(fd, "0\r\n\r\n")
    case .flood(let length):
      write(fd, "HTTP/1.1 200 OK\r\nContent-Length: \(length)\r\nConnection: close\r\n\r\n")
      stream(fd, bytes: length)
    case .head(let head, let body):
      write(fd, head)
      stream(fd, bytes: body)
    case .truncated(let declaredLength, let sent):
      write(fd, "HTTP/1.1 200 OK\r\nContent-Length: \(declaredLength)\r\n\r\n" + String(repeating: "x", count: sent))
    }
  }

  /// Writes `bytes` bytes of `x` in 64 KiB writes until done or the peer has gone.
  private func stream(_ fd: Int32, bytes: Int) {
    let block = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
    var left = bytes
    while left > 0, sendAll(fd, block, min(left, block.count)) { left -= block.count }
  }

  /// Writes one byte per interval on a timer queue while the connection is open.
  private func scheduleTrickle(_ fd: Int32, _ connection: Int, interval: DispatchTimeInterval, remaining: Int) {
    guard remaining > 1 else { return }
    trickleQueue.asyncAfter(deadline: .now() + interval) { [self] in
      // The same connection still open (a closed socket's number may be reused), and written
      // under the lock, before its thread can close it; one byte, never waiting.
      let wrote = lock.withLock {
        guard clients[fd] == connection else { return false }
        #if canImport(Glibc)
          return send(fd, " ", 1, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) == 1
        #else
          return send(fd, " ", 1, MSG_DONTWAIT) == 1
        #endif
      }
      guard wrote else { return }
      scheduleTrickle(fd, connection, interval: interval, remaining: remaining - 1)
    }
  }

  /// Reads until the client closes or the server stops.
  /// Reads until the client closes (a signal interrupting the read is no close: a loaded machine
  /// delivers them, and an early close reads as an empty reply instead of a hang).
  private func drain(_ fd: Int32) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = recv(fd, &buffer, buffer.count, 0)
      if count > 0 || (count < 0 && errno == EINTR) { continue }
      return
    }
  }

  /// Reads the request head (at most 16 KiB) and returns its target, like `/v2/list?page=2`.
  private func readRequestTarget(_ fd: Int32) -> String? {
    var head: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while head.count < 16 << 10 {
      let count = recv(fd, &buffer, buffer.count, 0)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      head.append(contentsOf: buffer[0..<count])
      if let text = String(bytes: head, encoding: .utf8), text.contains("\r\n\r\n") {
        let parts = text.prefix { $0 != "\r" }.split(separator: " ")
        return parts.count >= 2 ? String(parts[1]) : nil
      }
    }
    return nil
  }

  /// Writes all of a string; `false` once the peer has gone.
  @discardableResult
  private func write(_ fd: Int32, _ text: String) -> Bool {
    sendAll(fd, Array(text.utf8), text.utf8.count)
  }

  /// Writes the first `count` bytes; `false` once the peer has gone.
  private func sendAll(_ fd: Int32, _ all: [UInt8], _ count: Int) -> Bool {
    var bytes = all[..<count]
    while !bytes.isEmpty {
      #if canImport(Glibc)
        let sent = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      #else
        let sent = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
      #endif
      guard sent > 0 else { return false }
      bytes = bytes.dropFirst(sent)
    }
    return true
  }
}
