import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A connected, non-blocking TCP socket that one thread reads and writes, waiting in `poll(2)`
/// on it and on its exchange's wake-up pipe, never past the deadline.
final class SocketStream {
  /// Why a wait stopped without the socket being ready.
  enum Stop: Error {
    /// The exchange ended from outside (a cancel, the deadline's timer).
    case ended
    /// The deadline passed.
    case timedOut
  }

  let fd: Int32
  let deadline: ContinuousClock.Instant
  let exchange: SocketExchange

  private init(fd: Int32, deadline: ContinuousClock.Instant, exchange: SocketExchange) {
    self.fd = fd
    self.deadline = deadline
    self.exchange = exchange
  }

  deinit { _ = closeDescriptor(fd) }

  /// Connects to the first address of `host` that accepts.
  ///
  /// Name resolution (`getaddrinfo`) is not interrupted by a cancel or the deadline; the
  /// request still ends on time, and its thread once resolution returns.
  static func connect(
    host: String, port: Int, deadline: ContinuousClock.Instant, exchange: SocketExchange
  ) throws -> SocketStream {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    #if canImport(Glibc)
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
      hints.ai_socktype = SOCK_STREAM
    #endif
    hints.ai_flags = AI_NUMERICSERV
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
      throw HTTPProtocolError.cannotResolve(host: host)
    }
    defer { freeaddrinfo(first) }
    var lastError = ECONNREFUSED
    var node: UnsafeMutablePointer<addrinfo>? = first
    while let info = node?.pointee {
      node = info.ai_next
      let fd = socket(info.ai_family, info.ai_socktype, info.ai_protocol)
      guard fd >= 0 else {
        lastError = errno
        continue
      }
      let stream = SocketStream(fd: fd, deadline: deadline, exchange: exchange)  // closes fd when dropped
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
      #endif
      if systemConnect(fd, info.ai_addr, info.ai_addrlen) == 0 { return stream }
      guard errno == EINPROGRESS else {
        lastError = errno
        continue
      }
      try stream.wait(for: Int16(POLLOUT))
      var error: Int32 = 0
      var length = socklen_t(MemoryLayout<Int32>.size)
      getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
      if error == 0 { return stream }
      lastError = error
    }
    throw HTTPProtocolError.connectionFailed(errno: lastError)
  }

  /// Sends all of `bytes`.
  func send(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
      #else
        let flags: Int32 = 0
      #endif
      let sent = bytes.withUnsafeBytes { systemSend(fd, $0.baseAddress! + offset, $0.count - offset, flags) }
      if sent >= 0 {
        offset += sent
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        try wait(for: Int16(POLLOUT))
      } else if errno != EINTR {
        throw HTTPProtocolError.connectionLost(errno: errno)
      }
    }
  }

  /// Reads what has arrived, up to the buffer's size, waiting for at least one byte.
  ///
  /// - Returns: The bytes read; 0 when the peer closed the connection.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    while true {
      let count = recv(fd, buffer.baseAddress, buffer.count, 0)
      if count >= 0 { return count }
      if errno == EAGAIN || errno == EWOULDBLOCK {
        try wait(for: Int16(POLLIN))
      } else if errno != EINTR {
        throw HTTPProtocolError.connectionLost(errno: errno)
      }
    }
  }

  /// Waits until the socket is ready for `events`, the exchange ends or the deadline passes.
  func wait(for events: Int16) throws {
    while true {
      if exchange.hasEnded { throw Stop.ended }
      let left = deadline - ContinuousClock.now
      guard left > .zero else { throw Stop.timedOut }
      let milliseconds = Int32(
        clamping: left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
      var fds = [
        pollfd(fd: fd, events: events, revents: 0),
        pollfd(fd: exchange.wakeRead, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, 2, milliseconds)
      if ready < 0 && errno != EINTR { throw HTTPProtocolError.connectionLost(errno: errno) }
      if exchange.hasEnded { throw Stop.ended }
      if ready > 0 && fds[0].revents != 0 { return }
    }
  }
}

// The system calls whose names the type's own methods shadow.
#if canImport(Glibc)
  private func systemConnect(_ fd: Int32, _ address: UnsafeMutablePointer<sockaddr>!, _ length: socklen_t) -> Int32 {
    Glibc.connect(fd, address, length)
  }
  private func systemSend(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
    Glibc.send(fd, bytes, count, flags)
  }
#else
  private func systemConnect(_ fd: Int32, _ address: UnsafeMutablePointer<sockaddr>!, _ length: socklen_t) -> Int32 {
    Darwin.connect(fd, address, length)
  }
  private func systemSend(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
    Darwin.send(fd, bytes, count, flags)
  }
#endif
