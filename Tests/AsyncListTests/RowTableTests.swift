import PropertyBased
import Testing

@testable import AsyncList

@Suite(.timeLimit(.minutes(10)))
struct RowTableTests {
  /// An id whose hash takes few values when `clumped` (ids collide, probe chains are long,
  /// every row after the third compares ids), or one per id (rows go in without comparing).
  struct Clumped: Hashable, Sendable {
    let value: Int
    var clumped = true
    func hash(into hasher: inout Hasher) { hasher.combine(clumped ? value % 3 : value) }
  }

  struct Row: Identifiable, Sendable, Equatable {
    let id: Clumped
    let version: Int
  }

  /// Random edits against an array that does the same thing slowly.
  @Test(arguments: [true, false])
  func behavesLikeAnOrderedArrayOfUniqueIDs(clumped: Bool) async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...9_999).array(of: 1...120)) { codes in
      var table = RowTable<Row>()
      var reference: [Row] = []
      for (step, code) in codes.enumerated() {
        let page = (0..<(code % 9)).map {
          Row(id: Clumped(value: (code / 9 + $0 * 7) % 40, clumped: clumped), version: step)
        }
        let excluded: Set<Clumped> = code % 4 == 0 ? [Clumped(value: code % 40, clumped: clumped)] : []
        let fresh = Self.fresh(page, held: reference, excluded: excluded)
        switch code % 7 {
        case 0, 1:
          #expect(table.append(page, excluding: excluded) == fresh.count)
          reference += fresh
        case 2:
          #expect(table.prepend(page, excluding: excluded) == fresh.count)
          reference = fresh + reference
        case 3:
          let k = reference.isEmpty ? 0 : code % (reference.count + 1)
          table.removeFirst(k)
          reference.removeFirst(k)
        case 4:
          let k = reference.isEmpty ? 0 : code % (reference.count + 1)
          table.removeLast(k)
          reference.removeLast(k)
        case 5:
          let row = Row(id: Clumped(value: code % 40, clumped: clumped), version: step)
          if let offset = reference.firstIndex(where: { $0.id == row.id }) {
            table.replace(at: offset, with: row)
            reference[offset] = row
          } else {
            let offset = code % (reference.count + 1)
            table.insert(row, at: offset)
            reference.insert(row, at: offset)
          }
        default:
          guard !reference.isEmpty else { continue }
          let offset = code % reference.count
          table.remove(at: offset)
          reference.remove(at: offset)
        }
        #expect(table.items == reference)
        #expect(table.ids == reference.map(\.id))
        for value in 0..<40 {
          let id = Clumped(value: value, clumped: clumped)
          #expect(table.offset(of: id) == reference.firstIndex { $0.id == id })
        }
      }
    }
  }

  @Test func aPageKeepsTheFirstRowOfAnIDAndAHeldRowKeepsItsPlace() {
    var table = RowTable<Row>()
    let first = [0, 1, 0, 2].map { Row(id: Clumped(value: $0), version: $0) }
    #expect(table.append(first) == 3)
    #expect(table.prepend([Row(id: Clumped(value: 2), version: 9), Row(id: Clumped(value: 5), version: 5)]) == 1)
    #expect(table.ids.map(\.value) == [5, 0, 1, 2])
    #expect(table[id: Clumped(value: 2)]?.version == 2)
  }

  /// The rows a table takes from a page: new, not excluded, the first of their id.
  static func fresh(_ page: [Row], held: [Row], excluded: Set<Clumped>) -> [Row] {
    var seen = Set(held.map(\.id)).union(excluded)
    return page.filter { seen.insert($0.id).inserted }
  }
}
