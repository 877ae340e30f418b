import AsyncList
import Testing

// README:begin
struct Photo: Identifiable, Sendable {
  let id: Int
}

/// Page numbers as keys; 1,000 photos in all.
struct PhotoSource: PageSource {
  func loadPage(_ request: PageRequest<Int, String>) async throws -> Page<Int, Photo> {
    let page = request.key ?? 1
    let ids = (page - 1) * request.loadSize..<min(page * request.loadSize, 1_000)
    return Page(items: ids.map(Photo.init(id:)), nextKey: ids.upperBound < 1_000 ? page + 1 : nil)
  }
}

@MainActor
func browsePhotos() async -> Int {
  let model = AsyncListModel(source: PhotoSource(), configuration: PagingConfiguration(pageSize: 30))
  model.start()  // loads page 1
  for await snapshot in model.updates() {
    switch snapshot.presentation.content {
    case .restoring: break  // only for a list kept on disk (a ListCache), while it reads it
    case .firstLoad: print("Loading…")
    case .firstLoadFailed(let failure): print("Failed: \(failure.message)")
    case .empty: print("No photos")
    case .rows:
      if model.rows.count >= 90 { return model.rows.count }
      model.visibleRowsChanged(to: model.rows.count - 10..<model.rows.count)  // the user reached the end
    }
  }
  return model.rows.count
}
// README:end

@Suite(.timeLimit(.minutes(10)))
struct ReadmeSnippetTests {
  @Test @MainActor func theReadmeSnippetPagesThreePages() async {
    #expect(await browsePhotos() == 90)
  }
}
