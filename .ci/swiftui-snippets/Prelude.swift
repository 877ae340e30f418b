// What the documentation's SwiftUI fragments assume, for .ci/check-swiftui (CI only). A
// fragment is a ```swift block of README.md or a DocC article that is not a whole file: the
// script wraps each in a view of its own and compiles them all with this file. Whole-file
// snippets (those with `import` lines) assume nothing and are compiled without it.
//
// Each declaration says which snippet assumes it and mirrors what the text around that snippet
// says: types the reader writes (a source, their own row views) get the smallest honest body.

import AsyncList
import SwiftUI

// MARK: - Photos: GettingStarted.md and UsingAsyncListWithSwiftUI.md

/// A photo with an author, as the article's complete list declares it.
struct Photo: Identifiable, Sendable {
  let id: Int
  let author: String
}

/// The reader's photo API (GettingStarted.md, "Write a source").
struct PhotoAPI: Sendable {
  func photos(page: Int, limit: Int) async throws -> [Photo] { [] }
}

/// The photo source of GettingStarted.md (`PhotoSource(api:)`); the article's fragments use
/// the one of its complete list (`PhotoSource()`).
struct PhotoSource: PageSource {
  var api = PhotoAPI()

  func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, Photo> {
    let page = request.key ?? 1
    let photos = try await api.photos(page: page, limit: request.loadSize)
    return Page(items: photos, nextKey: photos.isEmpty ? nil : page + 1)
  }
}

/// The list's model: GettingStarted.md makes it in "Make a model and report rows"; the article's
/// fragments after its complete list use `PhotosView`'s.
@MainActor let model = AsyncListModel(source: PhotoSource())

/// GettingStarted.md, "Draw what the core says": the reader's error view and rows.
struct ErrorView: View {
  let message: String
  let retry: @MainActor () -> Void

  init(_ message: String, retry: @escaping @MainActor () -> Void) {
    self.message = message
    self.retry = retry
  }

  var body: some View {
    Button(message, action: retry)
  }
}

/// GettingStarted.md, "Draw what the core says": the reader's rows and footer.
@MainActor func rows(_ rows: Rows<Photo>, footer: EdgeStatus) -> some View {
  List {
    ForEach(rows) { photo in Text(photo.author) }
  }
}

/// UsingAsyncListWithSwiftUI.md, "A complete list": the reader's own views.
struct PhotoRow: View {
  let photo: Photo

  init(_ photo: Photo) { self.photo = photo }

  var body: some View { Text(photo.author) }
}

/// The reader's first-load view.
struct MyShimmer: View {
  var body: some View { ProgressView() }
}

/// The reader's first-load failure view.
struct MyErrorView: View {
  let message: String
  let retry: @MainActor () -> Void

  init(_ message: String, retry: @escaping @MainActor () -> Void) {
    self.message = message
    self.retry = retry
  }

  var body: some View {
    VStack {
      Text(message)
      Button("Retry", action: retry)
    }
  }
}

/// The reader's footer.
struct MyFooter: View {
  let status: EdgeStatus
  let retry: @MainActor () -> Void

  init(_ status: EdgeStatus, retry: @escaping @MainActor () -> Void) {
    self.status = status
    self.retry = retry
  }

  var body: some View {
    if case .failed = status {
      Button("Retry", action: retry)
    } else {
      EmptyView()
    }
  }
}

// MARK: - Songs: UsingAsyncListWithSwiftUI.md, "Search"

/// A song.
struct Song: Identifiable, Sendable {
  let id: Int
  let title: String
}

/// A source whose query is text, as the article says.
struct SongSource: PageSource {
  func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, Song> {
    Page(items: [], nextKey: nil)
  }
}

/// The reader's song row.
struct SongRow: View {
  let song: Song

  init(_ song: Song) { self.song = song }

  var body: some View { Text(song.title) }
}

// MARK: - Lines and amounts: README.md "Two levels", GettingStarted.md, the article's reveal

/// A line, as README.md's two-level snippet declares it.
struct Line: Identifiable, Sendable {
  let id: Int
}

/// Level 1, as README.md's two-level snippet declares it.
struct LineSource: PageSource {
  func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, Line> {
    let start = request.key ?? 0
    let lines = (start..<min(start + request.loadSize, 200)).map(Line.init(id:))
    return Page(items: lines, nextKey: lines.isEmpty ? nil : start + lines.count)
  }
}

/// Level 2, as README.md's two-level snippet declares it.
struct AmountSource: DetailSource {
  func loadDetail(for line: Line) async throws -> Double {
    Double(line.id % 10) / 10
  }
}

/// The article's bar (UsingAsyncListWithSwiftUI.md, "Per-row data and reveal animations").
struct Bar: View {
  let value: Double

  var body: some View { Text("\(value, specifier: "%.1f")") }
}

/// GettingStarted.md, "Very long lists": a source of log lines and the reader's row views.
struct LogSource: PageSource {
  func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, Line> {
    Page(items: [], nextKey: nil)
  }
}

/// A log line's row.
struct LineView: View {
  let line: Line

  init(_ line: Line) { self.line = line }

  var body: some View { Text("Line \(line.id)") }
}

/// A position whose row is not held.
struct PlaceholderRow: View {
  var body: some View { Color.gray.opacity(0.1) }
}
