import PropertyBased
import Testing

@testable import AsyncList

/// The UIKit face's plan of a batch of changes, carried out as UIKit carries out a batch update,
/// gives the positions the changes give; and it touches the changed positions only.
struct CollectionUpdatesTests {
  /// Random batches of insertions, removals and replacements over random lists: the plan's
  /// deletions (positions before), insertions (after) and redrawn positions (after) turn the
  /// list before into the list after.
  @Test func aPlanCarriedOutGivesTheListTheChangesGive() async {
    await propertyCheck(
      count: propertyRuns(500, long: 20_000), input: Gen.int(in: 0...40), Gen.int(in: 0...999_999).array(of: 1...12)
    ) { length, codes in
      let before = (0..<length).map { Token.old($0) }
      var after = before
      var changes: [ListChange] = []
      var serial = 0
      for code in codes {
        let position = code % (after.count + 1)
        let count = 1 + (code / 64) % 4
        switch (code / 16) % 3 {
        case 0:
          changes.append(.inserted(at: position, count: count))
          for offset in 0..<count {
            serial += 1
            after.insert(.new(serial), at: position + offset)
          }
        case 1 where position + count <= after.count:
          changes.append(.removed(at: position, count: count))
          after.removeSubrange(position..<position + count)
        default:
          guard position + count <= after.count else { continue }
          changes.append(.replaced(at: position, count: count))
          for index in position..<position + count {
            serial += 1
            after[index] = .new(serial)
          }
        }
      }
      let plan = CollectionUpdates.plan(changes, limit: .max)
      #expect(Self.carryOut(plan, on: before, reading: after) == after, "\(changes) → \(plan)")
      #expect(plan.touched <= changes.map(\.count).reduce(0, +), "a plan touches no more than the changes name")
    }
  }

  /// A million counted positions: a page landing below the rows touches the page's items, a
  /// dropped page's rows turned to placeholders touch that page's items, a new generation
  /// reloads once, and a batch past the limit reloads.
  @Test func aMillionPositionsCostOnePage() {
    let page = CollectionUpdates.plan([.replaced(at: 500_030, count: 30)])
    #expect(page == CollectionUpdates(redrawn: Array(500_030..<500_060)))
    #expect(page.touched == 30)
    let grown = CollectionUpdates.plan([.removed(at: 999_970, count: 30), .inserted(at: 999_970, count: 30)])
    #expect(grown.touched == 60 && !grown.reloads)
    #expect(CollectionUpdates.plan([.inserted(at: 3, count: 1), .reloaded, .inserted(at: 0, count: 30)]) == .reload)
    #expect(CollectionUpdates.plan([.inserted(at: 0, count: 999_000)]) == .reload)
  }

  /// A list of tokens, each position's content.
  enum Token: Equatable {
    case old(Int)
    case new(Int)
  }

  /// What UIKit shows after the plan: the positions before, less the deleted ones, with the
  /// inserted and redrawn ones read from the data source (the list after); UIKit reads all the
  /// deletions in the positions before the batch, so each is removed from the end first.
  /// `nil` when UIKit would refuse the batch: an index path twice, or out of range.
  static func carryOut(_ plan: CollectionUpdates, on before: [Token], reading after: [Token]) -> [Token]? {
    for positions in [plan.deleted, plan.inserted, plan.redrawn] {
      guard zip(positions, positions.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
    }
    var shown = before
    for position in plan.deleted.reversed() {
      guard shown.indices.contains(position) else { return nil }
      shown.remove(at: position)
    }
    for position in plan.inserted {
      guard position <= shown.count, position < after.count else { return nil }
      shown.insert(after[position], at: position)
    }
    for position in plan.redrawn {
      guard shown.indices.contains(position), position < after.count else { return nil }
      shown[position] = after[position]
    }
    return shown
  }
}

extension ListChange {
  /// The positions a change names (0 for a reload).
  var count: Int {
    switch self {
    case .reloaded: 0
    case .inserted(_, let count), .removed(_, let count), .replaced(_, let count): count
    }
  }
}
