import AsyncList
import AsyncListHTTP
import Codecs
import Foundation
import TerminalUI

/// Seed 001: author and size per row, then the image fetched for the row, decoded from its PNG
/// bytes and shown as a half-block colour preview that fades in.
@MainActor
final class PicturesScreen: DetailListScreen<PicsumPageSource, PicsumImageSource> {
  private var previews: [String: PixelImage] = [:]
  static let previewColumns = 10

  init(baseURL: URL, fetcher: HTTPFetcher, maxLoadedRows: Int?, cache: ListCache<Int, PicsumPicture, String>?) {
    super.init(
      name: "pictures",
      model: AsyncListModel(
        source: PicsumPageSource(baseURL: baseURL, fetcher: fetcher), cache: cache,
        configuration: PagingConfiguration(maxLoadedRows: maxLoadedRows)),
      details: PicsumImageSource(baseURL: baseURL, width: 40, height: 20, fetcher: fetcher),
      configuration: DetailConfiguration(maxConcurrentLoads: 4, cacheCostLimit: 8 << 20)
    )
  }

  override func line(at index: Int, width: Int, now: ContinuousClock.Instant) -> Line {
    guard let picture = model.rows.item(at: index) else { return Self.placeholderLine }
    let detail = details.row(for: picture.id)
    var line = Line()
    switch detail.state {
    case .loaded(let image):
      if let pixels = pixels(picture.id, image) {
        let fade = Easing.easeOut(revealProgress(picture.id, detail.reveal, duration: .milliseconds(500), now: now))
        line.spans +=
          pixels.halfBlocks(columns: Self.previewColumns, lines: 1, fade: fade, background: RGB(30, 30, 30))[0].spans
      } else {
        line.append(String(repeating: "?", count: Self.previewColumns), Style(dim: true))
      }
    case .failed:
      line.append(
        "error".padding(toLength: Self.previewColumns, withPad: " ", startingAt: 0), Style(foreground: RGB(230, 90, 90))
      )
    case .loading, .notRequested:
      line.append(String(repeating: "░", count: Self.previewColumns), Style(dim: true))
    }
    line.append("  \(picture.author)", Style(bold: true))
    line.append("  \(picture.width)×\(picture.height)", Style(dim: true))
    return line
  }

  private func pixels(_ id: String, _ image: ImageData) -> PixelImage? {
    if let cached = previews[id] { return cached }
    guard let decoded = try? PNGDecoder.decode([UInt8](image.bytes)) else { return nil }
    let pixels = PixelImage(decoded)
    if previews.count > 500 { previews.removeAll() }
    previews[id] = pixels
    return pixels
  }
}
