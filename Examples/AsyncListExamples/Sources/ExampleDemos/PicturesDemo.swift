#if canImport(SwiftUI)
  import AsyncList
  import AsyncListHTTP
  import AsyncListUI
  import DemoServices
  import Foundation
  import SwiftUI

  /// The pictures list: Picsum's list, then each picture's thumbnail, decoded off the main actor and
  /// fading in when it arrives.
  struct PicturesDemo: View {
    @State private var model: DetailListModel<PicsumPageSource, ThumbnailSource>

    init(baseURL: URL, server: URL) {
      _model = State(
        initialValue: DetailListModel(
          source: PicsumPageSource(baseURL: baseURL),
          details: ThumbnailSource(images: PicsumImageSource(baseURL: baseURL, width: 160, height: 106)),
          detailConfiguration: DetailConfiguration(maxConcurrentLoads: 4, cacheCostLimit: 32 << 20)))
    }

    var body: some View {
      NavigationStack {
        AsyncListView(model) { picture, thumbnail in
          PictureRow(picture: picture, detail: thumbnail) {
            model.loaders.retry(id: picture.id)
          }
        }
        .listStyle(.plain)
        .navigationTitle("Pictures")
      }
    }
  }

  struct PictureRow: View {
    let picture: PicsumPicture
    let detail: RowDetail<Thumbnail>
    let retry: @MainActor () -> Void

    var body: some View {
      HStack {
        thumbnail
          // Outside the state switch, so an image that lands on a visible row fades in.
          .reveal(detail.reveal, style: .fade)
          .frame(width: 80, height: 53)
          .clipShape(RoundedRectangle(cornerRadius: 6))
        VStack(alignment: .leading) {
          Text(picture.author).font(.headline)
          Text("\(picture.width) × \(picture.height)").font(.caption).foregroundStyle(.secondary)
        }
      }
    }

    /// Only draws: the image was decoded once, by the detail source, off the main actor.
    @ViewBuilder private var thumbnail: some View {
      switch detail.state {
      case .loaded(let decoded):
        decoded.image.resizable().scaledToFill()
      case .failed:
        Button(action: retry) { Image(systemName: "arrow.clockwise") }
      case .loading, .notRequested:
        Color.gray.opacity(0.2)
      }
    }
  }

  /// The second level of the pictures list: fetches a thumbnail's bytes with
  /// `PicsumImageSource`, then decodes them once, into an image ready to draw; rows only draw
  /// the result. `loadDetail` is a nonisolated async method, so in this package's settings
  /// (Swift 6 language mode) it runs on the global concurrent executor (SE-0338), not on the
  /// main actor that asks for it. In a target that turns on `NonisolatedNonsendingByDefault`
  /// (Xcode's Approachable Concurrency) it would run on its caller's actor: mark it
  /// `@concurrent` there.
  struct ThumbnailSource: DetailSource {
    /// Fetches the encoded thumbnails.
    let images: PicsumImageSource

    func loadDetail(for picture: PicsumPicture) async throws -> Thumbnail {
      let encoded = try await images.loadDetail(for: picture)
      try Task.checkCancellation()
      guard let image = Thumbnail.decode(encoded.bytes) else { throw UndecodableImage() }
      return Thumbnail(image: image, byteCount: 4 * images.width * images.height)
    }

    /// A decoded thumbnail costs its bitmap: 4 bytes a pixel at the requested size.
    func cost(of thumbnail: Thumbnail) -> Int { thumbnail.byteCount }
  }

  /// A thumbnail decoded for display.
  ///
  /// `@unchecked Sendable`: SwiftUI's `Image` is an immutable value, but its `Sendable`
  /// conformance is not one this app relies on across SDKs. The image here only ever wraps a
  /// `UIImage`, which UIKit declares `Sendable`, or a `CGImage`, which is immutable and
  /// `Sendable` (never an `NSImage`, which AppKit declares not `Sendable`), and it is never
  /// mutated after `ThumbnailSource` makes it; the main actor only reads it.
  struct Thumbnail: @unchecked Sendable {
    /// The decoded image.
    let image: Image
    /// Bytes its bitmap holds, the detail cache's cost.
    let byteCount: Int

    /// Decodes PNG or JPEG bytes now, in the caller's context, so that drawing never does.
    ///
    /// - Parameter data: The encoded image.
    /// - Returns: The image, or `nil` when the bytes are not one the platform decodes.
    static func decode(_ data: Data) -> Image? {
      #if canImport(UIKit)
        // preparingForDisplay() (iOS 15+) returns a decoded copy, or nil if it cannot decode.
        guard let image = UIImage(data: data)?.preparingForDisplay() else { return nil }
        return Image(uiImage: image)
      #elseif canImport(AppKit)
        // Keep only the CGImage, rendered now: NSImage is not Sendable.
        guard let image = NSImage(data: data),
          let bitmap = image.cgImage(forProposedRect: nil, context: nil, hints: nil)
        else { return nil }
        return Image(decorative: bitmap, scale: 1)
      #else
        return nil
      #endif
    }
  }

  /// A thumbnail whose bytes the platform could not decode.
  struct UndecodableImage: LocalizedError {
    var errorDescription: String? { "The thumbnail is not an image this device can show." }
  }
#endif
