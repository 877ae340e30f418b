import Testing

@testable import AsyncList

extension PagingHarness {
  /// Takes the engine's changes to the positions since the last call and checks that they say
  /// everything that changed: applied in order to what the positions showed then, with the
  /// positions they name as inserted or replaced read again, they give what the positions show
  /// now, and so does the UIKit face's plan of them (deletions before the batch, insertions after
  /// it, redrawn positions after it).
  mutating func checkChanges() {
    let changes = engine.takeRowChanges()
    let now = positionsNow()
    defer { shown = now }
    guard let before = shown else { return }
    var replayed: [Row?]? = before
    var fresh = [Bool](repeating: false, count: before.count)
    for change in changes {
      switch change {
      case .reloaded:
        replayed = nil
      case .inserted(let position, let count):
        guard replayed != nil else { continue }
        #expect(position >= 0 && position <= fresh.count, "\(change) outside \(fresh.count) positions")
        replayed!.insert(contentsOf: [Row?](repeating: nil, count: count), at: min(position, fresh.count))
        fresh.insert(contentsOf: [Bool](repeating: true, count: count), at: min(position, fresh.count))
      case .removed(let position, let count), .replaced(let position, let count):
        guard replayed != nil else { continue }
        guard position >= 0, position + count <= fresh.count else {
          Issue.record("\(change) outside \(fresh.count) positions")
          return
        }
        if case .removed = change {
          replayed!.removeSubrange(position..<position + count)
          fresh.removeSubrange(position..<position + count)
        } else {
          for index in position..<position + count { fresh[index] = true }
        }
      }
    }
    let plan = CollectionUpdates.plan(changes, limit: .max)
    guard let replayed else {
      #expect(plan.reloads, "a reload plans a reload")
      return
    }
    #expect(replayed.count == now.count, "the changes \(changes) leave \(replayed.count) positions, not \(now.count)")
    for index in now.indices where index < replayed.count && !fresh[index] {
      #expect(replayed[index] == now[index], "position \(index) changed unsaid by \(changes)")
    }
    checkPlan(plan, of: changes, from: before, to: now)
    #expect(plan.touched <= changes.map(\.count).reduce(0, +), "the plan of \(changes) touches more than they name")
    // Where each row went, as a face keeping the user's place reads it.
    for (index, row) in before.enumerated() where row != nil {
      guard let position = ListChange.position(index, through: changes) else { continue }
      #expect(
        now.indices.contains(position) && now[position] == row, "row \(index) mapped to \(position) by \(changes)")
    }
  }

  /// The plan, carried out as UIKit would, gives what the positions show now.
  private func checkPlan(_ plan: CollectionUpdates, of changes: [ListChange], from before: [Row?], to now: [Row?]) {
    #expect(!plan.reloads)
    let deleted = Set(plan.deleted)
    let inserted = Set(plan.inserted)
    let redrawn = Set(plan.redrawn)
    #expect(deleted.count == plan.deleted.count && deleted.allSatisfy { before.indices.contains($0) })
    #expect(inserted.allSatisfy { now.indices.contains($0) } && redrawn.isDisjoint(with: inserted))
    let kept = before.indices.filter { !deleted.contains($0) }.map { before[$0] }
    let staying = now.indices.filter { !inserted.contains($0) }
    guard kept.count == staying.count else {
      Issue.record("plan of \(changes) keeps \(kept.count) positions for \(staying.count)")
      return
    }
    for (old, position) in zip(kept, staying) where !redrawn.contains(position) {
      #expect(old == now[position], "plan of \(changes) leaves position \(position) stale")
    }
  }

  /// What each position shows now: a row, or `nil` for a placeholder.
  func positionsNow() -> [Row?] {
    let rows = engine.paging.rows
    return (0..<rows.totalCount).map { rows.item(at: $0) }
  }
}
