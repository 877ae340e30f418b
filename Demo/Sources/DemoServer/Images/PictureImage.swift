import Codecs

/// The demo's picture for an id, as a PNG: a ``Landscape`` at the size asked for.
enum PictureImage {
  /// The largest design grid a picture is drawn on before it is scaled to the size asked for.
  static let designSize = 256

  /// A picture for an id, `width × height` pixels.
  static func picture(id: Int, width: Int, height: Int) -> [UInt8] {
    let landscape = Landscape(id: id)
    let columns = min(width, designSize)
    let rows = min(height, designSize)
    let aspect = Double(width) / Double(max(1, height))
    // The design, row by row: at most 256 × 256 colours, whatever the output size.
    var design: [(UInt8, UInt8, UInt8)] = []
    design.reserveCapacity(columns * rows)
    for row in 0..<rows {
      for column in 0..<columns {
        let colour = landscape.colour(
          x: (Double(column) + 0.5) / Double(columns), y: (Double(row) + 0.5) / Double(rows), aspect: aspect)
        design.append((byte(colour.red), byte(colour.green), byte(colour.blue)))
      }
    }
    return PNGEncoder.encode(
      width: width, height: height, rowKey: { $0 * rows / height },
      pixel: { row, x in design[row * columns + x * columns / width] })
  }

  private static func byte(_ value: Double) -> UInt8 {
    UInt8(max(0, min(255, value.rounded())))
  }
}
