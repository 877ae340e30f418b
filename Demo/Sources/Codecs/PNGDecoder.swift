/// An image decoded to 8-bit RGB, row by row.
package struct DecodedImage: Sendable, Equatable {
  /// Width in pixels.
  package let width: Int
  /// Height in pixels.
  package let height: Int
  /// Three bytes (red, green, blue) per pixel, row by row.
  package let rgb: [UInt8]
}

/// Decodes PNG files (8-bit greyscale, grey + alpha, RGB, RGBA and palette; not interlaced)
/// into pixels, for the terminal's image previews.
package enum PNGDecoder {
  /// The largest image decoded, in pixels.
  package static let maxPixels = 4_000_000

  /// Decodes a PNG.
  ///
  /// - Parameter data: The file's bytes.
  /// - Returns: The pixels (alpha is composited on black).
  /// - Throws: ``DecodeError`` for anything else or anything malformed.
  package static func decode(_ data: [UInt8]) throws -> DecodedImage {
    guard data.count > 8, data.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
      throw DecodeError("not a PNG")
    }
    var offset = 8
    var width = 0
    var height = 0
    var colorType = -1
    var palette: [[UInt8]] = []
    var compressed: [UInt8] = []
    func uint32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    while offset + 8 <= data.count {
      let length = uint32(offset)
      let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard length >= 0, start + length + 4 <= data.count else { throw DecodeError("truncated \(type) chunk") }
      let body = data[start..<start + length]
      switch type {
      case "IHDR":
        guard length == 13 else { throw DecodeError("bad IHDR") }
        width = uint32(start)
        height = uint32(start + 4)
        let bitDepth = Int(data[start + 8])
        colorType = Int(data[start + 9])
        guard bitDepth == 8 else { throw DecodeError("bit depth \(bitDepth) is not supported") }
        guard data[start + 12] == 0 else { throw DecodeError("interlaced PNGs are not supported") }
        guard width > 0, height > 0, width * height <= maxPixels else { throw DecodeError("image too large") }
      case "PLTE":
        palette = stride(from: body.startIndex, to: body.endIndex - 2, by: 3).map { Array(data[$0..<$0 + 3]) }
      case "IDAT":
        compressed.append(contentsOf: body)
      case "IEND":
        offset = data.count
        continue
      default:
        break
      }
      offset = start + length + 4
    }
    let channels: Int
    switch colorType {
    case 0: channels = 1
    case 2: channels = 3
    case 3: channels = 1
    case 4: channels = 2
    case 6: channels = 4
    default: throw DecodeError("missing or unsupported IHDR")
    }
    let stride = width * channels
    let raw = try Zlib.decompress(compressed, limit: (stride + 1) * height)
    guard raw.count == (stride + 1) * height else { throw DecodeError("image data has the wrong size") }
    var previous = Array(repeating: UInt8(0), count: stride)
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 3)
    func over(_ value: UInt8, _ alpha: UInt8) -> UInt8 { UInt8(Int(value) * Int(alpha) / 255) }
    for y in 0..<height {
      let filter = raw[y * (stride + 1)]
      var row = Array(raw[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
      try unfilter(&row, previous: previous, filter: filter, bytesPerPixel: channels)
      for x in 0..<width {
        let p = x * channels
        switch colorType {
        case 0: pixels.append(contentsOf: [row[p], row[p], row[p]])
        case 3:
          guard Int(row[p]) < palette.count else { throw DecodeError("palette index out of range") }
          pixels.append(contentsOf: palette[Int(row[p])])
        case 4:
          let grey = over(row[p], row[p + 1])
          pixels.append(contentsOf: [grey, grey, grey])
        case 6:
          pixels.append(contentsOf: [
            over(row[p], row[p + 3]), over(row[p + 1], row[p + 3]), over(row[p + 2], row[p + 3]),
          ])
        default: pixels.append(contentsOf: [row[p], row[p + 1], row[p + 2]])
        }
      }
      previous = row
    }
    return DecodedImage(width: width, height: height, rgb: pixels)
  }

  private static func unfilter(_ row: inout [UInt8], previous: [UInt8], filter: UInt8, bytesPerPixel: Int) throws {
    switch filter {
    case 0: return
    case 1: for i in bytesPerPixel..<max(bytesPerPixel, row.count) { row[i] &+= row[i - bytesPerPixel] }
    case 2: for i in row.indices { row[i] &+= previous[i] }
    case 3:
      for i in row.indices {
        let left = i >= bytesPerPixel ? Int(row[i - bytesPerPixel]) : 0
        row[i] &+= UInt8((left + Int(previous[i])) / 2)
      }
    case 4:
      for i in row.indices {
        let a = i >= bytesPerPixel ? Int(row[i - bytesPerPixel]) : 0
        let b = Int(previous[i])
        let c = i >= bytesPerPixel ? Int(previous[i - bytesPerPixel]) : 0
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        row[i] &+= UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
      }
    default: throw DecodeError("unknown filter \(filter)")
    }
  }
}
