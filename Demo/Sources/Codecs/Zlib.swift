import CompressNIO
import NIOCore

/// zlib streams (RFC 1950) through compress-nio and the system zlib: the PNG codecs' only
/// compression.
package enum Zlib {
  /// Compresses bytes fed in pieces, so an image's raw rows never need to sit in memory at once.
  package struct Writer {
    private let compressor: ZlibCompressor
    private var output = ByteBuffer()

    /// Starts a stream at zlib's default level.
    package init() {
      // Only fails when zlib cannot allocate its state.
      compressor = try! ZlibCompressor(algorithm: .zlib)
    }

    /// Compresses more input.
    ///
    /// - Parameter bytes: The next raw bytes.
    package mutating func write(_ bytes: [UInt8]) {
      var input = ByteBuffer(bytes: bytes)
      while input.readableBytes > 0 {
        output.reserveCapacity(minimumWritableBytes: compressor.maxSize(from: input))
        // Cannot overflow: the output has room for deflateBound(input).
        try! compressor.deflate(from: &input, to: &output, flush: .no)
      }
    }

    /// Ends the stream.
    ///
    /// - Returns: The whole zlib stream: header, DEFLATE blocks and Adler-32.
    package mutating func finish() -> [UInt8] {
      var empty = ByteBuffer()
      while true {
        output.reserveCapacity(minimumWritableBytes: 64 << 10)
        do {
          try compressor.deflate(from: &empty, to: &output, flush: .finish)
          break
        } catch let error as CompressNIOError where error == .bufferOverflow {
          continue  // more output pending: grow and go on
        } catch {
          preconditionFailure("zlib failed to finish a stream: \(error)")
        }
      }
      return output.readBytes(length: output.readableBytes) ?? []
    }
  }

  /// Decompresses a zlib stream.
  ///
  /// - Parameters:
  ///   - data: The stream.
  ///   - limit: The most bytes to produce; a larger output is an error (a decompression bomb).
  /// - Returns: The decompressed bytes.
  /// - Throws: ``DecodeError`` for a malformed stream or one past `limit`.
  package static func decompress(_ data: [UInt8], limit: Int = 64 << 20) throws -> [UInt8] {
    var input = ByteBuffer(bytes: data)
    do {
      var output = try input.decompress(with: ZlibAlgorithm.zlib, maxSize: limit)
      return output.readBytes(length: output.readableBytes) ?? []
    } catch let error as CompressNIOError where error == .bufferOverflow {
      throw DecodeError("the stream decompresses to more than \(limit) bytes")
    } catch {
      throw DecodeError("not a valid zlib stream: \(error)")
    }
  }
}
