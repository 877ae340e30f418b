import Dispatch
import HTTPTypes

/// Encodes pictures off the request path: small ones at once, large ones one at a time on a
/// queue of their own (so they never hold the cooperative threads other requests need), with a
/// bound on how many may wait and a cache of recent encodings.
actor ImageRenderer {
  /// Images up to this many pixels encode inline: well under a millisecond.
  static let inlinePixels = 256 * 256
  /// Large encodings that may wait at once; past it the server answers 503 with `Retry-After`.
  static let maxWaiting = 4
  /// The cache's byte budget; past it the oldest entries are dropped.
  static let cacheBudget = 32 << 20
  /// What an entry costs besides its bytes (key, dictionary slot, array header, order slot), so
  /// a cache of tiny images stays within the budget too.
  static let entryOverhead = 128

  private struct Key: Hashable {
    let id: Int
    let width: Int
    let height: Int
  }

  private var cache: [Key: [UInt8]] = [:]
  private var order: [Key] = []
  private var oldest = 0
  private var cachedBytes = 0
  /// The bytes the cache holds now, its entries' overhead included.
  var cachedByteCount: Int { cachedBytes }
  private var waiting = 0
  private let queue = DispatchQueue(label: "asynclist-server.images")

  /// A picture's PNG.
  ///
  /// - Throws: ``APIError`` 503 when too many large encodings are waiting.
  func png(id: Int, width: Int, height: Int) async throws -> [UInt8] {
    let key = Key(id: id, width: width, height: height)
    if let cached = cache[key] { return cached }
    let bytes: [UInt8]
    if width * height <= Self.inlinePixels {
      bytes = PictureImage.picture(id: id, width: width, height: height)
    } else {
      guard waiting < Self.maxWaiting else {
        var busy = APIError(status: .serviceUnavailable, message: "the image encoder is busy; retry shortly")
        busy.headers[.retryAfter] = "1"
        throw busy
      }
      waiting += 1
      defer { waiting -= 1 }
      bytes = await withCheckedContinuation { continuation in
        queue.async { continuation.resume(returning: PictureImage.picture(id: id, width: width, height: height)) }
      }
    }
    store(bytes, for: key)
    return bytes
  }

  private func store(_ bytes: [UInt8], for key: Key) {
    guard bytes.count <= Self.cacheBudget / 4, cache[key] == nil else { return }
    cache[key] = bytes
    order.append(key)
    cachedBytes += bytes.count + Self.entryOverhead
    while cachedBytes > Self.cacheBudget, oldest < order.count {
      if let removed = cache.removeValue(forKey: order[oldest]) { cachedBytes -= removed.count + Self.entryOverhead }
      oldest += 1
    }
    if oldest > 1_024, oldest * 2 > order.count {
      order.removeFirst(oldest)
      oldest = 0
    }
  }
}
