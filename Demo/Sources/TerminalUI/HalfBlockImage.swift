package import Codecs

/// An RGB image as pixels, row by row.
package struct PixelImage: Sendable, Equatable {
  /// Width in pixels.
  package let width: Int
  /// Height in pixels.
  package let height: Int
  /// `width × height` colours, row by row.
  package let pixels: [RGB]

  /// Creates an image.
  package init(width: Int, height: Int, pixels: [RGB]) {
    precondition(pixels.count == width * height)
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Pixels of a decoded image.
  package init(_ decoded: DecodedImage) {
    self.width = decoded.width
    self.height = decoded.height
    self.pixels = stride(from: 0, to: decoded.rgb.count, by: 3).map {
      RGB(decoded.rgb[$0], decoded.rgb[$0 + 1], decoded.rgb[$0 + 2])
    }
  }

  /// The image scaled to a size by averaging the pixels each target pixel covers.
  ///
  /// - Parameters:
  ///   - width: Target width.
  ///   - height: Target height.
  /// - Returns: The scaled image.
  package func scaled(width: Int, height: Int) -> PixelImage {
    guard width > 0, height > 0, self.width > 0, self.height > 0 else {
      return PixelImage(width: 0, height: 0, pixels: [])
    }
    var result: [RGB] = []
    result.reserveCapacity(width * height)
    for y in 0..<height {
      let y0 = y * self.height / height
      let y1 = max(y0 + 1, (y + 1) * self.height / height)
      for x in 0..<width {
        let x0 = x * self.width / width
        let x1 = max(x0 + 1, (x + 1) * self.width / width)
        var sums = (0, 0, 0)
        for sy in y0..<y1 {
          for sx in x0..<x1 {
            let pixel = pixels[sy * self.width + sx]
            sums.0 += Int(pixel.red)
            sums.1 += Int(pixel.green)
            sums.2 += Int(pixel.blue)
          }
        }
        let area = (y1 - y0) * (x1 - x0)
        result.append(RGB(UInt8(sums.0 / area), UInt8(sums.1 / area), UInt8(sums.2 / area)))
      }
    }
    return PixelImage(width: width, height: height, pixels: result)
  }

  /// The image as terminal cells: each cell is "▀" with the upper pixel as foreground and the
  /// lower as background, so a cell shows two pixels.
  ///
  /// - Parameters:
  ///   - columns: Cells per line.
  ///   - lines: Lines.
  ///   - fade: 0 shows `background`, 1 the image: for fading in.
  ///   - background: The colour faded from.
  /// - Returns: The lines.
  package func halfBlocks(columns: Int, lines: Int, fade: Double = 1, background: RGB = RGB(0, 0, 0)) -> [Line] {
    let scaled = scaled(width: columns, height: lines * 2)
    return (0..<lines).map { row in
      Line(
        (0..<columns).map { column in
          let upper = scaled.pixels[(row * 2) * columns + column]
          let lower = scaled.pixels[(row * 2 + 1) * columns + column]
          return Span(
            "▀",
            Style(
              foreground: background.mixed(with: upper, amount: fade),
              background: background.mixed(with: lower, amount: fade)
            )
          )
        }
      )
    }
  }
}
