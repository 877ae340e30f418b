/// Writes RGB PNG images with a small DEFLATE encoder (fixed Huffman codes, back-references for
/// repeated rows), so a 5000 × 5000 picture whose rows repeat stays a few kilobytes.
enum PNGEncoder {
  /// A picture for an id: a horizontal gradient between two colours derived from the id, in bands
  /// of 64 rows.
  static func picture(id: Int, width: Int, height: Int) -> [UInt8] {
    let hash = DeterministicHash.mix(id, salt: 4)
    let from = (
      UInt8(truncatingIfNeeded: hash), UInt8(truncatingIfNeeded: hash >> 8), UInt8(truncatingIfNeeded: hash >> 16)
    )
    let to = (
      UInt8(truncatingIfNeeded: hash >> 24), UInt8(truncatingIfNeeded: hash >> 32),
      UInt8(truncatingIfNeeded: hash >> 40)
    )
    return encode(width: width, height: height) { band, x in
      let t = width > 1 ? Double(x) / Double(width - 1) : 0
      let shade = band % 2 == 0 ? 1.0 : 0.85
      func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8(max(0, min(255, (Double(a) * (1 - t) + Double(b) * t) * shade)))
      }
      return (mix(from.0, to.0), mix(from.1, to.1), mix(from.2, to.2))
    }
  }

  /// Encodes an image whose rows repeat within bands of 64.
  ///
  /// - Parameters:
  ///   - width: Pixels per row, at least 1.
  ///   - height: Rows, at least 1.
  ///   - pixel: The colour of a pixel, from its band (row / 64) and column.
  /// - Returns: The PNG file's bytes.
  static func encode(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
    let rowLength = 1 + 3 * width
    var raw: [UInt8] = []  // only the first row of each band; others repeat it
    var deflate = DeflateWriter()
    var adler = Adler32()
    for y in 0..<height {
      let band = y / 64
      if y % 64 == 0 {
        raw.removeAll(keepingCapacity: true)
        raw.append(0)  // filter: none
        for x in 0..<width {
          let (r, g, b) = pixel(band, x)
          raw.append(contentsOf: [r, g, b])
        }
        deflate.literals(raw)
      } else {
        deflate.repeatPrevious(count: rowLength, distance: rowLength)
      }
      adler.update(raw)
    }
    var zlib: [UInt8] = [0x78, 0x01]
    zlib.append(contentsOf: deflate.finish())
    zlib.append(contentsOf: adler.value.bigEndianBytes)

    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header = UInt32(width).bigEndianBytes + UInt32(height).bigEndianBytes
    header.append(contentsOf: [8, 2, 0, 0, 0])  // 8-bit RGB, deflate, no filter method, no interlace
    png.append(contentsOf: chunk("IHDR", header))
    png.append(contentsOf: chunk("IDAT", zlib))
    png.append(contentsOf: chunk("IEND", []))
    return png
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    var crc = CRC32()
    crc.update(typeBytes)
    crc.update(data)
    return UInt32(data.count).bigEndianBytes + typeBytes + data + crc.value.bigEndianBytes
  }
}

/// A DEFLATE stream of one final block with the fixed Huffman codes (RFC 1951, 3.2.6).
struct DeflateWriter {
  private var bytes: [UInt8] = []
  private var bitBuffer: UInt32 = 0
  private var bitCount: UInt32 = 0

  init() {
    writeBits(1, count: 1)  // BFINAL
    writeBits(1, count: 2)  // BTYPE = 01, fixed Huffman
  }

  mutating func literals(_ data: [UInt8]) {
    for byte in data { writeSymbol(Int(byte)) }
  }

  /// Copies `count` bytes from `distance` bytes back, in matches of at most 258.
  mutating func repeatPrevious(count: Int, distance: Int) {
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

  mutating func finish() -> [UInt8] {
    writeSymbol(256)  // end of block
    if bitCount > 0 { bytes.append(UInt8(truncatingIfNeeded: bitBuffer)) }
    bitBuffer = 0
    bitCount = 0
    return bytes
  }

  private static let lengthBases = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBases = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
    4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]

  private mutating func writeLength(_ length: Int) {
    let code = Self.lengthBases.lastIndex { $0 <= length }!
    writeSymbol(257 + code)
    writeBits(UInt32(length - Self.lengthBases[code]), count: UInt32(Self.lengthExtra[code]))
  }

  private mutating func writeDistance(_ distance: Int) {
    let code = Self.distanceBases.lastIndex { $0 <= distance }!
    writeHuffman(UInt32(code), length: 5)
    writeBits(UInt32(distance - Self.distanceBases[code]), count: UInt32(Self.distanceExtra[code]))
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

struct Adler32 {
  private var a: UInt32 = 1
  private var b: UInt32 = 0

  mutating func update(_ data: [UInt8]) {
    for chunkStart in stride(from: 0, to: data.count, by: 5_552) {
      for byte in data[chunkStart..<min(chunkStart + 5_552, data.count)] {
        a += UInt32(byte)
        b += a
      }
      a %= 65_521
      b %= 65_521
    }
  }

  var value: UInt32 { (b << 16) | a }
}

struct CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var crc = UInt32(index)
    for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    return crc
  }
  private var crc: UInt32 = 0xFFFF_FFFF

  mutating func update(_ data: [UInt8]) {
    for byte in data { crc = Self.table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
  }

  var value: UInt32 { crc ^ 0xFFFF_FFFF }
}

extension UInt32 {
  var bigEndianBytes: [UInt8] {
    [
      UInt8(truncatingIfNeeded: self >> 24), UInt8(truncatingIfNeeded: self >> 16),
      UInt8(truncatingIfNeeded: self >> 8), UInt8(truncatingIfNeeded: self),
    ]
  }
}
