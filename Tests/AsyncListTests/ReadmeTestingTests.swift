// README:testing:begin
import AsyncList
import AsyncListTesting
import Clocks
import Testing

@Test @MainActor func theFirstPageShows() async throws {
  let photos = (0..<30).map(Photo.init(id:))  // Photo as under "Your own data"
  let source = ScriptedPageSource<Int, Photo, String>()
  let model = AsyncListModel(source: source, clock: TestClock())
  model.start()
  let first = try await source.nextRequest()
  await first.resolve(items: photos, nextKey: 2)
  try await model.waitUntil { $0.rows.count == photos.count }
  #expect(model.rows.map(\.id) == Array(0..<30))
}
// README:testing:end
