/// The length and distance codes of DEFLATE (RFC 1951, 3.2.5), shared by the encoder and the
/// decoder.
package enum DeflateTables {
  package static let lengthBases = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  package static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  package static let distanceBases = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
    4097, 6145, 8193, 12289, 16385, 24577,
  ]
  package static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
}

/// A DEFLATE stream of one final block with the fixed Huffman codes (RFC 1951, 3.2.6).
package struct DeflateWriter {
  private var bytes: [UInt8] = []
  private var bitBuffer: UInt32 = 0
  private var bitCount: UInt32 = 0

  package init() {
    writeBits(1, count: 1)  // BFINAL
    writeBits(1, count: 2)  // BTYPE = 01, fixed Huffman
  }

  package mutating func literals(_ data: [UInt8]) {
    for byte in data { writeSymbol(Int(byte)) }
  }

  /// Copies `count` bytes from `distance` bytes back, in matches of at most 258.
  package mutating func repeatPrevious(count: Int, distance: Int) {
    precondition(distance >= 1 && distance <= 32_768)
    var remaining = count
    while remaining > 0 {
      var length = min(258, remaining)
      if (1..<3).contains(remaining - length) { length = remaining - 3 }  // leave at least 3 for the last match
      writeLength(length)
      writeDistance(distance)
      remaining -= length
    }
  }

  package mutating func finish() -> [UInt8] {
    writeSymbol(256)  // end of block
    if bitCount > 0 { bytes.append(UInt8(truncatingIfNeeded: bitBuffer)) }
    bitBuffer = 0
    bitCount = 0
    return bytes
  }

  private mutating func writeLength(_ length: Int) {
    let code = DeflateTables.lengthBases.lastIndex { $0 <= length }!
    writeSymbol(257 + code)
    writeBits(UInt32(length - DeflateTables.lengthBases[code]), count: UInt32(DeflateTables.lengthExtra[code]))
  }

  private mutating func writeDistance(_ distance: Int) {
    let code = DeflateTables.distanceBases.lastIndex { $0 <= distance }!
    writeHuffman(UInt32(code), length: 5)
    writeBits(UInt32(distance - DeflateTables.distanceBases[code]), count: UInt32(DeflateTables.distanceExtra[code]))
  }

  /// A literal/length symbol with its fixed code.
  private mutating func writeSymbol(_ symbol: Int) {
    switch symbol {
    case 0...143: writeHuffman(UInt32(0x30 + symbol), length: 8)
    case 144...255: writeHuffman(UInt32(0x190 + symbol - 144), length: 9)
    case 256...279: writeHuffman(UInt32(symbol - 256), length: 7)
    default: writeHuffman(UInt32(0xC0 + symbol - 280), length: 8)
    }
  }

  /// Huffman codes go most significant bit first.
  private mutating func writeHuffman(_ code: UInt32, length: UInt32) {
    var reversed: UInt32 = 0
    for bit in 0..<length where code & (1 << bit) != 0 {
      reversed |= 1 << (length - 1 - bit)
    }
    writeBits(reversed, count: length)
  }

  /// Everything else goes least significant bit first.
  private mutating func writeBits(_ value: UInt32, count: UInt32) {
    guard count > 0 else { return }
    bitBuffer |= (value & ((1 << count) - 1)) << bitCount
    bitCount += count
    while bitCount >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: bitBuffer))
      bitBuffer >>= 8
      bitCount -= 8
    }
  }
}

package struct Adler32 {
  package init() {}

  private var a: UInt32 = 1
  private var b: UInt32 = 0

  package mutating func update(_ data: [UInt8]) {
    for chunkStart in stride(from: 0, to: data.count, by: 5_552) {
      for byte in data[chunkStart..<min(chunkStart + 5_552, data.count)] {
        a += UInt32(byte)
        b += a
      }
      a %= 65_521
      b %= 65_521
    }
  }

  package var value: UInt32 { (b << 16) | a }
}

package struct CRC32 {
  package init() {}

  private static let table: [UInt32] = (0..<256).map { index in
    var crc = UInt32(index)
    for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    return crc
  }
  private var crc: UInt32 = 0xFFFF_FFFF

  package mutating func update(_ data: [UInt8]) {
    for byte in data { crc = Self.table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
  }

  package var value: UInt32 { crc ^ 0xFFFF_FFFF }
}

extension UInt32 {
  package var bigEndianBytes: [UInt8] {
    [
      UInt8(truncatingIfNeeded: self >> 24), UInt8(truncatingIfNeeded: self >> 16),
      UInt8(truncatingIfNeeded: self >> 8), UInt8(truncatingIfNeeded: self),
    ]
  }
}
