import Codecs

/// The demo's picture for an id, as a PNG.
enum PictureImage {
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
    return PNGEncoder.encode(width: width, height: height) { band, x in
      let t = width > 1 ? Double(x) / Double(width - 1) : 0
      let shade = band % 2 == 0 ? 1.0 : 0.85
      func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8(max(0, min(255, (Double(a) * (1 - t) + Double(b) * t) * shade)))
      }
      return (mix(from.0, to.0), mix(from.1, to.1), mix(from.2, to.2))
    }
  }
}
