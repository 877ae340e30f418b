#if canImport(SwiftUI)
  import AsyncList
  import AsyncListHTTP
  import AsyncListUI
  import Foundation
  import SwiftUI

  /// Seed 001: Picsum's list, then each picture's image, fading in when it arrives.
  struct PicturesDemo: View {
    @State private var model: AsyncListModel<PicsumPageSource>
    @State private var images: DetailLoader<PicsumImageSource>

    init(baseURL: URL, server: URL) {
      let model = AsyncListModel(source: PicsumPageSource(baseURL: baseURL))
      _images = State(
        initialValue: model.details(
          from: PicsumImageSource(baseURL: baseURL, width: 160, height: 106),
          configuration: DetailConfiguration(maxConcurrentLoads: 4, cacheCostLimit: 32 << 20)
        )
      )
      _model = State(initialValue: model)
    }

    var body: some View {
      NavigationStack {
        AsyncListView(model) { picture in
          PictureRow(picture: picture, detail: images.row(for: picture.id)) {
            images.retry(id: picture.id)
          }
        }
        .listStyle(.plain)
        .navigationTitle("Pictures")
      }
    }
  }

  struct PictureRow: View {
    let picture: PicsumPicture
    let detail: RowDetail<ImageData>
    let retry: () -> Void

    var body: some View {
      HStack {
        thumbnail
          .frame(width: 80, height: 53)
          .clipShape(RoundedRectangle(cornerRadius: 6))
        VStack(alignment: .leading) {
          Text(picture.author).font(.headline)
          Text("\(picture.width) × \(picture.height)").font(.caption).foregroundStyle(.secondary)
        }
      }
    }

    @ViewBuilder private var thumbnail: some View {
      switch detail.state {
      case .loaded(let image):
        if let decoded = Image(data: image.bytes) {
          decoded.resizable().scaledToFill().reveal(detail.reveal, style: .fade)
        } else {
          Color.gray
        }
      case .failed:
        Button(action: retry) { Image(systemName: "arrow.clockwise") }
      case .loading, .notRequested:
        Color.gray.opacity(0.2)
      }
    }
  }

  extension Image {
    /// Decodes PNG or JPEG bytes with the platform's image type.
    init?(data: Data) {
      #if canImport(UIKit)
        guard let image = UIImage(data: data) else { return nil }
        self.init(uiImage: image)
      #elseif canImport(AppKit)
        guard let image = NSImage(data: data) else { return nil }
        self.init(nsImage: image)
      #else
        return nil
      #endif
    }
  }
#endif
