/// Why a compressed stream or an image could not be decoded.
package struct DecodeError: Error, Equatable, CustomStringConvertible {
  package let reason: String

  package init(_ reason: String) { self.reason = reason }

  package var description: String { reason }
}

/// A DEFLATE decoder (RFC 1951): stored, fixed-Huffman and dynamic-Huffman blocks.
package enum Inflate {
  /// Decodes a zlib stream (RFC 1950): a two-byte header, DEFLATE data, an Adler-32.
  ///
  /// - Parameters:
  ///   - data: The stream.
  ///   - limit: The most bytes to produce; a larger output is an error (a decompression bomb).
  /// - Returns: The decompressed bytes.
  /// - Throws: ``DecodeError`` for a malformed stream or one past `limit`.
  package static func zlib(_ data: [UInt8], limit: Int = 64 << 20) throws -> [UInt8] {
    guard data.count >= 6, data[0] & 0x0F == 8, (UInt16(data[0]) << 8 | UInt16(data[1])) % 31 == 0 else {
      throw DecodeError("not a zlib stream")
    }
    guard data[1] & 0x20 == 0 else { throw DecodeError("zlib preset dictionaries are not supported") }
    return try deflate(Array(data[2...]), limit: limit)
  }

  /// Decodes raw DEFLATE data.
  ///
  /// - Parameters:
  ///   - data: The compressed bytes.
  ///   - limit: The most bytes to produce.
  /// - Returns: The decompressed bytes.
  /// - Throws: ``DecodeError``.
  package static func deflate(_ data: [UInt8], limit: Int = 64 << 20) throws -> [UInt8] {
    var reader = BitReader(data)
    var output: [UInt8] = []
    var isFinal = false
    while !isFinal {
      isFinal = try reader.bits(1) == 1
      switch try reader.bits(2) {
      case 0:
        reader.alignToByte()
        let length = try reader.bits(16)
        let complement = try reader.bits(16)
        guard length == ~complement & 0xFFFF else { throw DecodeError("stored block length mismatch") }
        for _ in 0..<length { output.append(UInt8(try reader.bits(8))) }
      case 1:
        try inflateBlock(&reader, &output, literals: fixedLiterals, distances: fixedDistances, limit: limit)
      case 2:
        let (literals, distances) = try dynamicTables(&reader)
        try inflateBlock(&reader, &output, literals: literals, distances: distances, limit: limit)
      default:
        throw DecodeError("reserved block type")
      }
      guard output.count <= limit else { throw DecodeError("output larger than \(limit) bytes") }
    }
    return output
  }

  private static let fixedLiterals = Huffman(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
  private static let fixedDistances = Huffman(lengths: Array(repeating: 5, count: 30))

  private static func inflateBlock(
    _ reader: inout BitReader,
    _ output: inout [UInt8],
    literals: Huffman,
    distances: Huffman,
    limit: Int
  ) throws {
    while true {
      let symbol = try literals.decode(&reader)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < DeflateTables.lengthBases.count else { throw DecodeError("bad length code") }
        let length = DeflateTables.lengthBases[index] + (try reader.bits(DeflateTables.lengthExtra[index]))
        let distanceCode = try distances.decode(&reader)
        guard distanceCode < DeflateTables.distanceBases.count else { throw DecodeError("bad distance code") }
        let distance =
          DeflateTables.distanceBases[distanceCode] + (try reader.bits(DeflateTables.distanceExtra[distanceCode]))
        guard distance <= output.count else { throw DecodeError("distance before the start") }
        guard output.count + length <= limit else { throw DecodeError("output larger than \(limit) bytes") }
        let start = output.count - distance
        for offset in 0..<length { output.append(output[start + offset]) }
      }
    }
  }

  private static func dynamicTables(_ reader: inout BitReader) throws -> (Huffman, Huffman) {
    let literalCount = try reader.bits(5) + 257
    let distanceCount = try reader.bits(5) + 1
    let codeLengthCount = try reader.bits(4) + 4
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    var codeLengths = Array(repeating: 0, count: 19)
    for index in 0..<codeLengthCount { codeLengths[order[index]] = try reader.bits(3) }
    let codeLengthCode = Huffman(lengths: codeLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try codeLengthCode.decode(&reader)
      switch symbol {
      case 0...15: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else { throw DecodeError("repeat with no previous length") }
        lengths.append(contentsOf: Array(repeating: previous, count: 3 + (try reader.bits(2))))
      case 17: lengths.append(contentsOf: Array(repeating: 0, count: 3 + (try reader.bits(3))))
      default: lengths.append(contentsOf: Array(repeating: 0, count: 11 + (try reader.bits(7))))
      }
    }
    guard lengths.count == literalCount + distanceCount else { throw DecodeError("code lengths overflow") }
    return (Huffman(lengths: Array(lengths[..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
  }
}

/// A canonical Huffman code, decoded bit by bit (counts per length, symbols by code order).
struct Huffman: Sendable {
  private var counts = Array(repeating: 0, count: 16)
  private var symbols: [Int] = []

  init(lengths: [Int]) {
    for length in lengths where length > 0 { counts[length] += 1 }
    var starts = Array(repeating: 0, count: 16)
    var total = 0
    for length in 1..<16 {
      starts[length] = total
      total += counts[length]
    }
    symbols = Array(repeating: 0, count: total)
    for (symbol, length) in lengths.enumerated() where length > 0 {
      symbols[starts[length]] = symbol
      starts[length] += 1
    }
  }

  func decode(_ reader: inout BitReader) throws -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      code |= try reader.bits(1)
      let count = counts[length]
      if code - first < count { return symbols[index + code - first] }
      index += count
      first += count
      first <<= 1
      code <<= 1
    }
    throw DecodeError("invalid Huffman code")
  }
}

/// Reads bits least significant first, as DEFLATE packs them.
struct BitReader {
  private let bytes: [UInt8]
  private var position = 0
  private var bitBuffer = 0
  private var bitCount = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func bits(_ count: Int) throws -> Int {
    while bitCount < count {
      guard position < bytes.count else { throw DecodeError("unexpected end of data") }
      bitBuffer |= Int(bytes[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << count) - 1)
    bitBuffer >>= count
    bitCount -= count
    return value
  }

  mutating func alignToByte() {
    bitBuffer = 0
    bitCount = 0
  }
}
