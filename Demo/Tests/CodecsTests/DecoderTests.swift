import Foundation
import Testing

@testable import Codecs

@Suite struct DecoderTests {
  @Test func inflatesDynamicHuffmanBlocks() throws {
    let compressed = Data(
      base64Encoded:
        "eNrt1qEBADEMw8BZE9vN/hsU/AzRkyLzI1Z1pHRtzrGPWquTsTxZnV2lbwRgBcAKgNUA1gBYArAEYBnAEoB1ACwBWAGwDGAZwAJuMMANGrhB12uG1wyvGX5thgtDipQc"
    )!
    let expected: [UInt8] = (0..<3_000).map { (index: Int) -> UInt8 in
      let square: Int = (index * index) % 7
      let band: Int = (index / 100) % 3
      return UInt8(97 + square + band)
    }
    #expect(try Zlib.decompress([UInt8](compressed)) == expected)
  }

  @Test func inflatesStoredBlocksAndRefusesBombs() throws {
    let stored = Data(base64Encoded: "eAEBBwD4/3N0b3JlZCEL7wKz")!
    #expect(try Zlib.decompress([UInt8](stored)) == Array("stored!".utf8))
    let compressed = Data(
      base64Encoded:
        "eNrt1qEBADEMw8BZE9vN/hsU/AzRkyLzI1Z1pHRtzrGPWquTsTxZnV2lbwRgBcAKgNUA1gBYArAEYBnAEoB1ACwBWAGwDGAZwAJuMMANGrhB12uG1wyvGX5thgtDipQc"
    )!
    #expect(throws: DecodeError.self) { try Zlib.decompress([UInt8](compressed), limit: 100) }
    #expect(throws: DecodeError.self) { try Zlib.decompress([0x78, 0x9C, 0xFF]) }
  }

  @Test func decodesAFilteredRGBPNG() throws {
    // 5 × 4 RGB, rows filtered Sub, Up, Average, Paeth, written by zlib at level 9.
    let png = Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAUAAAAECAIAAADJUWIXAAAAJElEQVR42mNkYGAwYhCBIyYGGxFkxMwQJScpJwJHLCBhBgQCAKoYBPd/JXN4AAAAAElFTkSuQmCC"
    )!
    let image = try PNGDecoder.decode([UInt8](png))
    #expect(image.width == 5 && image.height == 4)
    for y in 0..<4 {
      for x in 0..<5 {
        let offset = (y * 5 + x) * 3
        #expect(Array(image.rgb[offset..<offset + 3]) == [UInt8(x * 50), UInt8(y * 60), UInt8((x + y) * 20)])
      }
    }
  }

  @Test func rejectsWhatIsNotAPNG() {
    #expect(throws: DecodeError.self) { try PNGDecoder.decode(Array("GIF89a".utf8)) }
    #expect(throws: DecodeError.self) { try PNGDecoder.decode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]) }
  }

  @Test func theEncodersImagesDecodeToThePixelsItDrew() throws {
    let width = 300
    let height = 130  // three bands of 64 rows, the last one partial
    let png = PNGEncoder.encode(width: width, height: height) { band, x in
      (UInt8(x % 256), UInt8(band * 40), UInt8((x * 7 + band) % 256))
    }
    let image = try PNGDecoder.decode(png)
    #expect(image.width == width && image.height == height)
    for y in [0, 1, 63, 64, 100, 129] {
      for x in [0, 1, 150, 299] {
        let offset = (y * width + x) * 3
        #expect(
          Array(image.rgb[offset..<offset + 3]) == [
            UInt8(x % 256), UInt8((y / 64) * 40), UInt8((x * 7 + y / 64) % 256),
          ])
      }
    }
  }
}
