import Foundation

/// Reads one HTTP/1.1 response from a socket with bounded memory: a header section of at most
/// `maxHeaderBytes`, then a body framed by `Content-Length`, by chunks, or by the connection's
/// close, never held past its cap.
struct HTTPMessageReader {
  /// The status line and header fields, names lowercased (repeated fields joined by `, `).
  struct Head {
    var status: Int
    var headers: [String: String]
  }

  let stream: SocketStream
  let maxHeaderBytes: Int
  /// Bytes read and not yet taken: `buffer[start..<end]`. Allocated once, never grown.
  private var buffer: [UInt8]
  private var start = 0
  private var end = 0
  /// How many bytes one read takes at most.
  private static let readSize = 64 << 10

  init(stream: SocketStream, maxHeaderBytes: Int) {
    self.stream = stream
    self.maxHeaderBytes = maxHeaderBytes
    // A whole header line and a read after it always fit.
    self.buffer = [UInt8](repeating: 0, count: maxHeaderBytes + 2 * Self.readSize)
  }

  private var buffered: Int { end - start }

  /// Reads more bytes into the buffer, moving what is left to its front when the end is near.
  ///
  /// - Returns: `false` when the peer closed the connection.
  private mutating func fill() throws -> Bool {
    if end + Self.readSize > buffer.count || start == end {
      let (from, count) = (start, buffered)
      buffer.withUnsafeMutableBytes { bytes in
        if count > 0 { bytes.baseAddress!.copyMemory(from: bytes.baseAddress! + from, byteCount: count) }
      }
      (start, end) = (0, count)
    }
    let room = min(Self.readSize, buffer.count - end)
    let from = end
    let count = try buffer.withUnsafeMutableBytes {
      try stream.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[from..<(from + room)]))
    }
    end += count
    return count > 0
  }

  /// Takes the bytes up to the next CRLF (dropping it), reading while there is none.
  ///
  /// - Parameters:
  ///   - limit: The longest line accepted.
  ///   - tooLong: The error for a longer line, or for a close before its end.
  /// - Returns: The line's bytes.
  /// - Throws: `tooLong`, or what reading throws.
  private mutating func line(limit: Int, tooLong: HTTPProtocolError) throws -> [UInt8] {
    var scanned = 0  // bytes from `start` already searched (`fill` may move `start`)
    while true {
      var index = start + max(0, scanned - 1)
      while index + 1 < end {
        if buffer[index] == 13 && buffer[index + 1] == 10 {
          let line = Array(buffer[start..<index])
          start = index + 2
          return line
        }
        index += 1
      }
      scanned = buffered
      guard buffered <= limit + 1, try fill() else { throw tooLong }
    }
  }

  /// Reads the status line and the header fields, skipping interim (1xx) responses.
  mutating func head() throws -> Head {
    while true {
      var budget = maxHeaderBytes
      let statusLine = try line(limit: budget, tooLong: .headerTooLarge(limit: maxHeaderBytes))
      budget -= statusLine.count + 2
      let parts = String(decoding: statusLine, as: UTF8.self).split(separator: " ", maxSplits: 2)
      guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3, let status = Int(parts[1]) else {
        throw HTTPProtocolError.malformedStatusLine
      }
      var headers: [String: String] = [:]
      while true {
        guard budget > 0 else { throw HTTPProtocolError.headerTooLarge(limit: maxHeaderBytes) }
        let field = try line(limit: budget, tooLong: .headerTooLarge(limit: maxHeaderBytes))
        budget -= field.count + 2
        if field.isEmpty { break }
        guard let colon = field.firstIndex(of: UInt8(ascii: ":")), colon > 0,
          field.first != UInt8(ascii: " "), field.first != UInt8(ascii: "\t")
        else { throw HTTPProtocolError.malformedHeader }
        let name = String(decoding: field[..<colon], as: UTF8.self).lowercased()
        guard !name.contains(where: \.isWhitespace) else { throw HTTPProtocolError.malformedHeader }
        let value = String(decoding: field[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        headers[name] = headers[name].map { $0 + ", " + value } ?? value
      }
      if (100...199).contains(status) && status != 101 { continue }
      return Head(status: status, headers: headers)
    }
  }

  /// Reads exactly `count` body bytes.
  mutating func body(length count: Int) throws -> Data {
    let body = BodyBuffer(capacity: count)
    try append(count, to: body)
    return body.take()
  }

  /// Reads exactly `count` more bytes onto `body`.
  private mutating func append(_ count: Int, to body: BodyBuffer) throws {
    let end = body.count + count
    while body.count < end {
      if buffered == 0 {
        guard try fill() else { throw HTTPProtocolError.bodyEndedEarly(expected: end, received: body.count) }
      }
      let take = min(buffered, end - body.count)
      body.append(buffer[start..<(start + take)])
      start += take
    }
  }

  /// Reads a body until the connection closes, stopping past `cap`.
  mutating func bodyUntilClose(cap: Int) throws -> Data {
    let body = BodyBuffer(capacity: cap)
    while true {
      if buffered == 0 {
        guard try fill() else { return body.take() }
      }
      if body.count + buffered > cap { throw HTTPSourceError.oversizeBody(limit: cap, received: body.count + buffered) }
      body.append(buffer[start..<end])
      start = end
    }
  }

  /// Reads a chunked body, stopping at the first chunk that would take it past `cap`, and the
  /// trailer fields after it (within the header limit).
  mutating func chunkedBody(cap: Int) throws -> Data {
    let body = BodyBuffer(capacity: cap)
    while true {
      let sizeLine = try line(limit: 4_096, tooLong: .malformedChunk)
      let digits = String(decoding: sizeLine.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self)
        .trimmingCharacters(in: .whitespaces)
      guard !digits.isEmpty, digits.count <= 15, let size = Int(digits, radix: 16) else {
        throw HTTPProtocolError.malformedChunk
      }
      if size == 0 { break }
      if body.count + size > cap { throw HTTPSourceError.oversizeBody(limit: cap, received: body.count + size) }
      try append(size, to: body)
      guard try line(limit: 0, tooLong: .malformedChunk).isEmpty else { throw HTTPProtocolError.malformedChunk }
    }
    var budget = maxHeaderBytes
    while budget > 0 {
      let trailer = try line(limit: budget, tooLong: .headerTooLarge(limit: maxHeaderBytes))
      if trailer.isEmpty { return body.take() }
      budget -= trailer.count + 2
    }
    throw HTTPProtocolError.headerTooLarge(limit: maxHeaderBytes)
  }
}
