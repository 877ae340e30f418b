import AsyncList
import AsyncListHTTP
import Codecs
import DemoServices
import Foundation
import TerminalUI

/// Seed 001: author and size per row, then the image fetched for the row, decoded from its PNG
/// bytes and shown as a half-block colour preview that fades in.
@MainActor
final class PicturesScreen: DetailListScreen<PicsumPageSource, PicsumImageSource> {
  private var previews: [String: PixelImage] = [:]

  init(baseURL: URL, fetcher: HTTPFetcher, maxLoadedRows: Int?, cache: ListCache<Int, PicsumPicture, String>?) {
    super.init(
      name: "pictures",
      model: AsyncListModel(
        source: PicsumPageSource(baseURL: baseURL, fetcher: fetcher), cache: cache,
        configuration: PagingConfiguration(maxLoadedRows: maxLoadedRows)),
      details: PicsumImageSource(baseURL: baseURL, width: 32, height: 32, fetcher: fetcher),
      configuration: DetailConfiguration(maxConcurrentLoads: 4, cacheCostLimit: 8 << 20)
    )
  }

  /// Thumbnails are 16 × 16 pixels: 16 columns of half blocks, 8 lines.
  static let thumbnail = (columns: 16, lines: 8)

  override var rowHeight: Int { Self.thumbnail.lines }

  override func lines(at index: Int, width: Int, now: ContinuousClock.Instant) -> [Line] {
    guard let picture = model.rows.item(at: index) else { return [Self.placeholderLine] }
    let detail = details.row(for: picture.id)
    let (columns, height) = Self.thumbnail
    var art: [Line]
    switch detail.state {
    case .loaded(let image):
      if let pixels = pixels(picture.id, image) {
        let fade = Easing.easeOut(revealProgress(picture.id, detail.reveal, duration: .milliseconds(500), now: now))
        art = pixels.halfBlocks(columns: columns, lines: height, fade: fade, background: RGB(30, 30, 30))
      } else {
        art = Array(repeating: Line([Span(String(repeating: "?", count: columns), Style(dim: true))]), count: height)
      }
    case .failed:
      art = Array(repeating: Line([Span(String(repeating: " ", count: columns))]), count: height)
      art[height / 2] = Line([Span("     error      ", Style(foreground: RGB(230, 90, 90)))])
    case .loading, .notRequested:
      art = Array(repeating: Line([Span(String(repeating: "░", count: columns), Style(dim: true))]), count: height)
    }
    var text: [Line] = Array(repeating: Line(), count: height)
    text[1] = Line([Span(picture.author, Style(bold: true))])
    text[2] = Line([Span("\(picture.width) × \(picture.height)", Style(dim: true))])
    text[3] = Line([Span("#\(picture.id)", Style(dim: true))])
    if case .failed(let failure) = detail.state {
      text[5] = Line([Span("picture failed: \(failure.message) (t: retry)", Style(foreground: RGB(230, 90, 90)))])
    }
    return zip(art, text).map { art, text in
      var line = art
      line.append("  ")
      line.spans += text.spans
      return line
    }
  }

  private func pixels(_ id: String, _ image: ImageData) -> PixelImage? {
    if let cached = previews[id] { return cached }
    guard let decoded = try? PNGDecoder.decode([UInt8](image.bytes)) else { return nil }
    let pixels = PixelImage(decoded)
    // A few screens of decoded previews: 500 of them (about 9 MiB) were the 12 MiB saw-tooth of
    // the half-hour soak's heap.
    if previews.count > 100 { previews.removeAll() }
    previews[id] = pixels
    return pixels
  }
}
