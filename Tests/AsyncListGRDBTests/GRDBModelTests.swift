#if GRDB
  @_spi(Faces) import AsyncList
  import AsyncListGRDB
  import AsyncListTesting
  import Clocks
  import Testing

  /// A list that survives relaunch: two models, one after the other, on one database file.
  @MainActor
  @Suite(.timeLimit(.minutes(10)))
  struct GRDBModelTests {
    typealias Source = ScriptedPageSource<Int, Photo, String>

    @Test func aSecondLaunchShowsTheStoredRowsBeforeTheNetworkAnswers() async throws {
      let folder = try TemporaryFolder()
      let configuration = PagingConfiguration(pageSize: 10, prefetchDistance: 2)
      let firstSource = Source()
      let first = AsyncListModel(
        source: firstSource, cache: ListCache(store: try Store(path: folder.database), list: "photos"),
        configuration: configuration, clock: TestClock())
      first.start()
      try await firstSource.nextRequest().resolve(items: photos(0..<10), nextKey: 10)
      try await first.waitUntil { $0.rows.count == 10 }
      first.rowAppeared(at: 9)
      try await firstSource.nextRequest().resolve(items: photos(10..<20), nextKey: 20)
      try await first.waitUntil { $0.rows.count == 20 }
      await first.finishStoreWrites()  // what an app does on its way to the background
      first.stop()
      let reader = try Store(path: folder.database)
      #expect(try await reader.pages(of: "photos", query: "", rowLimit: 100)?.pages.count == 2)

      let secondSource = Source()
      let second = AsyncListModel(
        source: secondSource, cache: ListCache(store: reader, list: "photos"), configuration: configuration,
        clock: TestClock())  // the store's deadline at start never runs out, however busy the machine
      second.start()
      let revalidation = try await secondSource.nextRequest()
      #expect(second.ids == Array(0..<20), "the stored rows show while the network is asked")
      #expect(second.presentation.freshness == .cached)
      await revalidation.resolve(items: photos(0..<10, title: "new"), nextKey: 10)
      try await second.waitUntil { $0.presentation.freshness == .fresh }
      #expect(second.rows.map(\.title) == photos(0..<10, title: "new").map(\.title))
      #expect(second.lastStoreError == nil)
    }
  }

  typealias PhotosSource = ScriptedPageSource<Int, Photo, String>

  // DocC:surviving-begin
  /// The photo list, kept in a database file between launches. The store has two seconds (on the
  /// clock) to answer at start before the list loads from the source instead.
  @MainActor
  func photoList(
    source: PhotosSource, cacheFile: String, clock: any Clock<Duration> = ContinuousClock()
  ) throws -> AsyncListModel<PhotosSource> {
    let store = try GRDBPageStore<Int, Photo, String>(path: cacheFile) { error in
      print("page store: \(error)")  // a damaged file was cleared, a list no longer decoded…
    }
    return AsyncListModel(
      source: source,
      cache: ListCache(store: store, list: "photos", staleAfter: .seconds(60)),
      configuration: PagingConfiguration(pageSize: 10),
      clock: clock)
  }
  // DocC:surviving-end

  /// The article's example, compiled and run.
  @MainActor
  @Suite(.timeLimit(.minutes(10)))
  struct SurvivingRelaunchArticleTests {
    @Test func theExampleShowsStoredRowsAtStart() async throws {
      let folder = try TemporaryFolder()
      let seeded = try Store(path: folder.database)
      try await seeded.save(
        StoredPage(key: nil, direction: .initial, page: Page(items: photos(0..<10), nextKey: 10)), of: "photos",
        query: ""
      )
      let source = PhotosSource()
      // A test clock that never moves: the store's two seconds at start never run out, however
      // busy the machine (the store answers on its own thread, in real time).
      let model = try photoList(source: source, cacheFile: folder.database, clock: TestClock())
      model.start()
      try await model.waitUntil { $0.rows.count == 10 }
      #expect(model.presentation.freshness == .cached && model.metrics.loadsStarted == 0)
      #expect(try #require(model.dataAge) < .seconds(60))
    }
  }

  extension AsyncListModel {
    var ids: [Item.ID] { rows.ids }
  }
#endif
