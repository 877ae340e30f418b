// The example of AsyncList.docc/BuildingAFace.md, compiled and run;
// .ci/check-readme-snippet checks that the two copies match.

// DocC:face-begin
import AsyncList
import AsyncListTesting
import Testing

struct Note: Identifiable, Sendable {
  let id: Int
}

/// A face of its own: one cell per position, as a collection view keeps them, and each change
/// the model publishes applied to the cells it concerns.
@MainActor
final class CellsFace {
  let model: AsyncListModel<ArrayPageSource<Note>>
  private(set) var cells: [String] = []
  private(set) var touched = 0
  private var applied = -1  // no version yet: the first update reloads

  init(_ model: AsyncListModel<ArrayPageSource<Note>>) {
    self.model = model
  }

  /// Call it when `model.rows` changes (observe it with `withObservationTracking`).
  func update() {
    let rows = model.rows
    let plan = model.rowChanges(since: applied).map { CollectionUpdates.plan($0) } ?? .reload
    applied = model.rowsVersion
    guard !plan.reloads else {
      cells = (0..<rows.totalCount).map { text(rows, at: $0) }
      return
    }
    for position in plan.deleted.reversed() { cells.remove(at: position) }
    for position in plan.inserted { cells.insert(text(rows, at: position), at: position) }
    for position in plan.redrawn { cells[position] = text(rows, at: position) }
    touched += plan.touched
  }

  private func text(_ rows: Rows<Note>, at position: Int) -> String {
    rows.item(at: position).map { "note \($0.id)" } ?? "placeholder \(position)"
  }
}

@MainActor
@Test(.timeLimit(.minutes(10))) func aFaceOfItsOwnTouchesWhatChanged() async throws {
  let model = AsyncListModel(
    source: ArrayPageSource(items: (0..<100).map(Note.init(id:))), configuration: PagingConfiguration(pageSize: 20))
  let face = CellsFace(model)
  model.start()
  try await model.waitUntil { $0.rows.count == 20 }
  face.update()  // the first update: a reload
  model.visibleRowsChanged(to: 8..<20)  // near the end: the next pages load
  try await model.waitUntil { $0.rows.count >= 40 && $0.metrics.loadsInFlight == 0 }
  face.update()
  let count = model.rows.count
  #expect(face.cells == (0..<count).map { "note \($0)" })
  #expect(face.touched == count - 20)  // the new pages' cells, not the list's
}
// DocC:face-end
