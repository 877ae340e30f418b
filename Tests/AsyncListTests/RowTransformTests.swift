@_spi(Faces) import AsyncList
import AsyncListTesting
import Testing

/// Client-side rows through the model: a filter and a map as pages land, the runaway guard on
/// pages the filter empties, and separators from neighbouring rows.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct RowTransformTests {
  let pages = Source()

  func model() -> Model {
    let model = Model(source: pages, configuration: PagingConfiguration(pageSize: 10))
    model.rowTransform = RowTransform(
      filter: { $0.id.isMultiple(of: 2) },
      map: { row in
        var changed = row
        changed.version = 7
        return changed
      })
    return model
  }

  @Test func pagesLandFilteredAndMappedAndPagesTheFilterEmptiesHitTheRunawayGuard() async throws {
    let model = model()
    model.start()
    await (try await pages.nextRequest()).resolve(items: rows(0..<10), nextKey: 10)
    try await model.waitUntil { !$0.rows.isEmpty }
    #expect(model.ids == [0, 2, 4, 6, 8])
    #expect(model.rows.allSatisfy { $0.version == 7 })
    // Pages of odd ids add no row. The user is still at the end, so the next page loads by
    // itself (the list does not stall), and three such pages in a row stop it instead of looping.
    model.rowAppeared(at: model.rows.count - 1)
    for page in 1...3 {
      let request = try await pages.nextRequest()
      await request.resolve(items: rows(100 * page + 1..<100 * page + 2), nextKey: 100 * page + 10)
    }
    try await model.waitUntil { $0.presentation.footer != .loading }
    #expect(model.presentation.footer == .failed(LoadFailure(error: PagingError.noNewRows(pages: 3))))
    #expect(model.ids == [0, 2, 4, 6, 8])
  }

  @Test func separatorsComeFromTheNeighboursAndTheEdgesOnlyWhereTheListEnds() async throws {
    let model = Model(source: pages, configuration: PagingConfiguration(pageSize: 10))
    model.start()
    await (try await pages.nextRequest()).resolve(items: rows(0..<10), nextKey: 10)
    try await model.waitUntil { !$0.rows.isEmpty }
    // A header before each ten: rows 0..<10 are one section, 10..<20 the next.
    let section: (Row?, Row?) -> String? = { above, row in
      guard let row else { return "end" }
      return above.map { $0.id / 10 } == row.id / 10 ? nil : "section \(row.id / 10)"
    }
    #expect(model.separator(before: 0, section) == "section 0", "the top of a list that starts at its top")
    #expect(model.separator(before: 5, section) == nil)
    #expect(model.separatorAtEnd(section) == nil, "more rows can load below")
    model.rowAppeared(at: 9)
    await (try await pages.nextRequest()).resolve(items: rows(10..<15), nextKey: nil)
    try await model.waitUntil { $0.presentation.footer == .end }
    #expect(model.separator(before: 10, section) == "section 1")
    #expect(model.separatorAtEnd(section) == "end")
  }
}
