/// Writes RGB PNG images, compressed with zlib row by row, so a 5000 × 5000 picture never holds
/// its raw pixels in memory and, since its rows repeat, stays small.
package enum PNGEncoder {
  /// Encodes an image whose rows repeat within bands of 64.
  ///
  /// - Parameters:
  ///   - width: Pixels per row, at least 1.
  ///   - height: Rows, at least 1.
  ///   - pixel: The colour of a pixel, from its band (row / 64) and column.
  /// - Returns: The PNG file's bytes.
  package static func encode(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
    encode(width: width, height: height, rowKey: { $0 / 64 }, pixel: pixel)
  }

  /// Encodes an image whose rows repeat: `rowKey(y)` names the row's content, and a row with the
  /// key of the row above it is copied, not computed again (a picture drawn at a lower
  /// resolution and scaled up costs its design's pixels, not the output's).
  ///
  /// - Parameters:
  ///   - width: Pixels per row.
  ///   - height: Rows.
  ///   - rowKey: The content key of row `y`.
  ///   - pixel: The colour at column `x` of the row with a key.
  /// - Returns: The PNG file's bytes.
  package static func encode(
    width: Int, height: Int, rowKey: (Int) -> Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8)
  ) -> [UInt8] {
    var raw: [UInt8] = []
    var zlib = Zlib.Writer()
    var lastKey: Int?
    for y in 0..<height {
      let key = rowKey(y)
      if key != lastKey {
        lastKey = key
        raw.removeAll(keepingCapacity: true)
        raw.append(0)  // filter: none
        for x in 0..<width {
          let (r, g, b) = pixel(key, x)
          raw.append(contentsOf: [r, g, b])
        }
      }
      zlib.write(raw)
    }
    let compressed = zlib.finish()

    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header = UInt32(width).bigEndianBytes + UInt32(height).bigEndianBytes
    header.append(contentsOf: [8, 2, 0, 0, 0])  // 8-bit RGB, deflate, no filter method, no interlace
    png.append(contentsOf: chunk("IHDR", header))
    png.append(contentsOf: chunk("IDAT", compressed))
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
