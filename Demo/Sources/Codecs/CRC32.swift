/// The CRC-32 of PNG chunks (ISO 3309, as in the PNG specification's annex D).
package struct CRC32 {
  package init() {}

  private static let table: [UInt32] = (0..<256).map { index in
    var crc = UInt32(index)
    for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    return crc
  }
  private var crc: UInt32 = 0xFFFF_FFFF

  /// Adds bytes to the checksum.
  package mutating func update(_ data: [UInt8]) {
    for byte in data { crc = Self.table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
  }

  /// The checksum of the bytes so far.
  package var value: UInt32 { crc ^ 0xFFFF_FFFF }
}

extension UInt32 {
  /// The four bytes, most significant first.
  package var bigEndianBytes: [UInt8] {
    [
      UInt8(truncatingIfNeeded: self >> 24), UInt8(truncatingIfNeeded: self >> 16),
      UInt8(truncatingIfNeeded: self >> 8), UInt8(truncatingIfNeeded: self),
    ]
  }
}
