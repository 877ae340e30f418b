@_spi(Faces) import AsyncList
import AsyncListTesting
import Clocks
import Testing

/// A model that knows its levels by type: levels of the same source type stay apart, the faces'
/// per-row details are the loaders' own, and a source of another item stops at creation.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct DetailListModelTests {
  let pages = Source()
  let clock = TestClock<Duration>()

  @Test func twoLevelsOfTheSameSourceTypeAreTwoLevels() async throws {
    let prices = ScriptedDetailSource<Row, Double>()
    let ratings = ScriptedDetailSource<Row, Double>()
    let model = DetailListModel(
      source: pages, details: prices, ratings, configuration: PagingConfiguration(pageSize: 3),
      detailConfiguration: DetailConfiguration(prefetchDistance: 0, settleDelay: .zero), clock: clock)
    let (priceLevel, ratingLevel) = model.loaders
    model.start()
    try await pages.nextRequest().resolve(items: rows(0..<3), nextKey: nil)
    try await model.waitUntil("the page") { $0.rows.count == 3 }
    model.rowAppeared(at: 0)

    let price = try await prices.nextRequest()
    let rating = try await ratings.nextRequest()
    #expect(price.input.id == 0 && rating.input.id == 0)
    await price.resolve(9.5)
    await rating.resolve(4)
    try await priceLevel.waitUntil { $0.state(for: 0) == .loaded(9.5) }
    try await ratingLevel.waitUntil { $0.state(for: 0) == .loaded(4) }
    #expect(priceLevel !== ratingLevel)
    // What a face gets for a row is each level's own observable detail, in the sources' order.
    let (priceRow, ratingRow) = model.rowDetails
    #expect(priceRow(0) === priceLevel.row(for: 0))
    #expect(ratingRow(0) === ratingLevel.row(for: 0))
    #expect(ratingRow(0).state == .loaded(4))
  }

  @Test func oneLevelIsItsLoaderAndTheModelIsAListModel() async throws {
    let prices = ScriptedDetailSource<Row, Double>()
    let model = DetailListModel(source: pages, details: prices, clock: clock)
    let loader: DetailLoader<ScriptedDetailSource<Row, Double>> = model.loaders
    let list: AsyncListModel<Source> = model  // every face that takes a model takes it
    #expect(list.rows.isEmpty)
    #expect(loader.metrics.loadsStarted == 0)
    #expect(model.details(ScriptedDetailSource<Row, Double>.self) === loader)
  }

  @Test func aSourceOfAnotherItemStopsTheAppAtCreationWithAMessage() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = DetailListModel(source: Source(), details: ScriptedDetailSource<OtherRow, Double>())
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("loads details of OtherRow, but the list's rows are Row"), "\(message.suffix(500))")
  }
}

/// A row type that is not the list's.
struct OtherRow: Identifiable, Sendable {
  let id: Int
}
