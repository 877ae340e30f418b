@_spi(Faces) import AsyncList
import AsyncListTesting
import Clocks
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct LocalEditTests {
  let source = Source()

  func loadedModel() async throws -> Model {
    let model = Model(source: source, configuration: PagingConfiguration(pageSize: 10), clock: TestClock())
    model.start()
    try await source.nextRequest().resolve(items: rows(0..<10), nextKey: 1)
    try await model.waitUntil { $0.rows.count == 10 }
    return model
  }

  @Test func updateReplacesOneRowInPlaceWithOnePublish() async throws {
    let model = try await loadedModel()
    let recorder = PresentationRecorder(model)
    try await recorder.waitFor { _ in true }
    model.update(Row(id: 4, version: 1))
    #expect(model.ids == Array(0..<10))
    #expect(model.rows[4].version == 1)
    #expect(model.rows[id: 4]?.version == 1)
    model.update(Row(id: 99, version: 1))  // unknown: nothing happens
    #expect(model.rows.count == 10)
    #expect(model.metrics.loadsStarted == 1)
  }

  @Test func insertedRowsAreNotDuplicatedByALaterPage() async throws {
    let model = try await loadedModel()
    model.insert(Row(id: 10, version: 7), at: 0)
    model.insert(Row(id: 3), at: 5)  // already shown: ignored
    model.insert(Row(id: 500), at: 99)  // out of range: ignored
    #expect(model.ids == [10] + Array(0..<10))
    model.rowAppeared(at: 10)
    let next = try await source.nextRequest()
    #expect(next.key == 1)
    await next.resolve(items: rows(10..<20), nextKey: 2)
    try await model.waitUntil { $0.metrics.pagesLoaded == 2 }
    #expect(model.ids == [10] + Array(0..<10) + Array(11..<20))
    #expect(model.rows[0].version == 7)
    #expect(model.metrics.duplicatesDropped == 1)
  }

  @Test func removedRowsStayRemovedWhenALaterPageCarriesThem() async throws {
    let model = try await loadedModel()
    model.remove(id: 9)
    model.remove(id: 2)
    #expect(model.ids == [0, 1, 3, 4, 5, 6, 7, 8])
    model.rowAppeared(at: 7)
    let next = try await source.nextRequest()
    await next.resolve(items: rows(9..<20), nextKey: nil)  // an offset API shifted by the delete
    try await model.waitUntil { $0.presentation.footer == .end }
    #expect(model.ids == [0, 1, 3, 4, 5, 6, 7, 8] + Array(10..<20))
  }

  @Test func removingEveryRowLoadsTheNextPageInsteadOfShowingEmpty() async throws {
    let model = try await loadedModel()
    for id in 0..<10 { model.remove(id: id) }
    #expect(model.presentation.content == .firstLoad)
    let next = try await source.nextRequest()
    #expect(next.key == 1)
    await next.resolve(items: [], nextKey: nil)
    try await model.waitUntil { $0.presentation.content == .empty }
  }

  @Test func removalShiftsThePositionUsedForPrefetch() async throws {
    let model = try await loadedModel()
    model.rowAppeared(at: 0)  // 9 rows below: within the distance of 10, so page 1 loads
    let next = try await source.nextRequest()
    await next.resolve(items: rows(10..<40), nextKey: 2)
    try await model.waitUntil { $0.rows.count == 40 }
    model.rowAppeared(at: 5)  // 34 rows below: nothing loads
    #expect(model.metrics.loadsStarted == 2)
    for id in 20..<40 { model.remove(id: id) }
    // 14 rows below row 5 now... still more than 10
    #expect(model.metrics.loadsStarted == 2)
    for id in 10..<15 { model.remove(id: id) }
    // 9 rows below: the next page loads without another event.
    let after = try await source.nextRequest()
    #expect(after.key == 2)
  }
}
