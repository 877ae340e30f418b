// The snippets of AsyncList.docc/GettingStarted.md, compiled and run in the order the article
// gives them; .ci/check-readme-snippet checks that each copy matches the article's.
import AsyncList
import AsyncListTesting
import Clocks
import Foundation
import Testing

// DocC:started-source-begin
struct Picture: Identifiable, Sendable {
  let id: Int
  let author: String
}

/// Your API client: one page of pictures, and a picture's thumbnail.
protocol PictureAPI: Sendable {
  func pictures(page: Int, limit: Int) async throws -> [Picture]
  func thumbnail(of picture: Picture) async throws -> Data
}

struct PictureSource: PageSource {
  let api: any PictureAPI

  func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, Picture> {
    let page = request.key ?? 1
    let pictures = try await api.pictures(page: page, limit: request.loadSize)
    return Page(items: pictures, nextKey: pictures.isEmpty ? nil : page + 1)
  }
}
// DocC:started-source-end

// DocC:started-model-begin
@MainActor
func showPictures(from api: any PictureAPI) -> AsyncListModel<PictureSource> {
  let model = AsyncListModel(source: PictureSource(api: api))
  model.start()  // or, in SwiftUI: .task { await model.run() }
  return model
}

/// What a list view reports as the user scrolls (`AsyncListView` does all of it by itself).
@MainActor
func rowsCameIntoView(_ model: AsyncListModel<PictureSource>) {
  model.visibleRowsChanged(to: 1..<13)  // the positions on screen: the model decides whether to load
  model.scrollWillSettle(on: 140..<152)  // where a fling will come to rest, once it is known
}
// DocC:started-model-end

// DocC:started-details-begin
struct ThumbnailSource: DetailSource {
  let api: any PictureAPI

  func loadDetail(for picture: Picture) async throws -> Data {
    try await api.thumbnail(of: picture)
  }
}

@MainActor
func showPicturesWithThumbnails(from api: any PictureAPI) -> DetailListModel<PictureSource, ThumbnailSource> {
  let model = DetailListModel(source: PictureSource(api: api), details: ThumbnailSource(api: api))
  model.start()
  return model
}

/// What a row shows of its thumbnail. A row view that reads it redraws alone when it changes;
/// `reveal(_:style:)` on a view that exists in every state of the row plays the animation.
@MainActor
func thumbnailText(_ model: DetailListModel<PictureSource, ThumbnailSource>, for picture: Picture) -> String {
  let thumbnail = model.loaders.row(for: picture.id)  // the level's loader: DetailLoader<ThumbnailSource>
  switch thumbnail.state {
  case .loaded(let data): return "\(data.count) bytes"
  case .failed: return "failed: model.loaders.retry(id: picture.id) loads it again"
  case .loading: return "loading…"
  case .notRequested: return "not started: the screen moves, or every slot is busy"
  }
}
// DocC:started-details-end

// DocC:started-test-begin
@MainActor
@Test func aSearchReloadsOnATestClock() async throws {
  let source = ScriptedPageSource<Int, Picture, String>()
  let clock = TestClock()
  let model = AsyncListModel(source: source, clock: clock)
  model.start()
  let first = try await source.nextRequest()
  await first.resolve(items: [Picture(id: 1, author: "Ansel")], nextKey: 2)
  try await model.waitUntil { $0.rows.count == 1 }

  model.query = "cats"
  await clock.advance(by: .milliseconds(301))
  #expect(try await source.nextRequest().query == "cats")
}
// DocC:started-test-end

/// An API that answers at once: 95 pictures, thumbnails of their id's length in bytes.
struct InstantPictureAPI: PictureAPI {
  func pictures(page: Int, limit: Int) async throws -> [Picture] {
    let ids = (page - 1) * limit..<min(page * limit, 95)
    return ids.map { Picture(id: $0, author: "Author \($0)") }
  }

  func thumbnail(of picture: Picture) async throws -> Data {
    Data(repeating: 1, count: picture.id + 1)
  }
}

/// The article's functions, run: a list pages, rows report, a thumbnail lands.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct GettingStartedArticleTests {
  @Test func theArticlesListPagesAndReportsRows() async throws {
    let model = showPictures(from: InstantPictureAPI())
    try await model.waitUntil("the first page") { $0.rows.count == 30 }
    rowsCameIntoView(model)
    try await model.waitUntil("the second page, row 12 being near enough the end") { $0.rows.count >= 60 }
    #expect(model.rows.item(at: 12)?.author == "Author 12")
  }

  @Test func theArticlesThumbnailsLandForTheRowsOnScreen() async throws {
    let model = showPicturesWithThumbnails(from: InstantPictureAPI())
    try await model.waitUntil("the first page") { $0.rows.count == 30 }
    let picture = try #require(model.rows.item(at: 3))
    #expect(thumbnailText(model, for: picture) == "not started: the screen moves, or every slot is busy")
    model.visibleRowsChanged(to: 0..<10)
    try await model.loaders.waitUntil("row 3's thumbnail") { $0.state(for: 3).detail != nil }
    #expect(thumbnailText(model, for: picture) == "4 bytes")
  }
}
