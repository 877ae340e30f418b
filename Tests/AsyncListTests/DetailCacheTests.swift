import PropertyBased
import Testing

@testable import AsyncList

@Suite(.timeLimit(.minutes(10)))
struct DetailCacheTests {
  @Test func evictsTheLeastRecentlyUsedPastTheCostLimit() {
    var cache = DetailCache<Int, String>(costLimit: 3)
    cache.insert("a", for: 1, cost: 1)
    cache.insert("b", for: 2, cost: 1)
    cache.insert("c", for: 3, cost: 1)
    cache.touch(1)
    #expect(cache.insert("d", for: 4, cost: 1) == [2])
    #expect(cache.keys == [4, 1, 3])
    #expect(cache.insert("big", for: 5, cost: 2) == [3, 1])
    #expect(cache.totalCost == 3)
    #expect(cache.peek(5) == "big")
  }

  @Test func aValueCostlierThanTheLimitIsNotKept() {
    var cache = DetailCache<Int, String>(costLimit: 2)
    cache.insert("a", for: 1, cost: 1)
    #expect(cache.insert("huge", for: 2, cost: 5) == [1, 2])
    #expect(cache.count == 0)
    #expect(cache.totalCost == 0)
  }

  @Test func protectedEntriesAreSkippedByEviction() {
    var cache = DetailCache<Int, String>(costLimit: 2)
    cache.insert("a", for: 1, cost: 1)
    cache.insert("b", for: 2, cost: 1)
    #expect(cache.insert("c", for: 3, cost: 1, protecting: { $0 == 1 }) == [2])
    #expect(cache.insert("d", for: 4, cost: 1, protecting: { $0 != 4 }) == [4])
    #expect(cache.keys == [3, 1])
    #expect(cache.insert("e", for: 5, cost: 1, protecting: { _ in true }) == [])
    #expect(cache.totalCost == 3, "over budget by the protected entries")
  }

  @Test func replacingAKeyUpdatesItsCost() {
    var cache = DetailCache<Int, String>(costLimit: 10)
    cache.insert("a", for: 1, cost: 4)
    cache.insert("b", for: 1, cost: 6)
    #expect(cache.count == 1)
    #expect(cache.totalCost == 6)
    #expect(cache.peek(1) == "b")
  }

  @Test func behavesLikeAReferenceLRUUnderRandomOperations() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...999).array(of: 1...200)) { codes in
      var cache = DetailCache<Int, Int>(costLimit: 12)
      var reference: [(key: Int, cost: Int)] = []  // newest first
      for code in codes {
        let key = code % 20
        if code % 3 == 0 {
          cache.touch(key)
          if let index = reference.firstIndex(where: { $0.key == key }) {
            reference.insert(reference.remove(at: index), at: 0)
          }
        } else {
          let cost = code % 5
          cache.insert(code, for: key, cost: cost)
          reference.removeAll { $0.key == key }
          reference.insert((key, cost), at: 0)
          while reference.map(\.cost).reduce(0, +) > 12 { reference.removeLast() }
        }
        #expect(cache.keys == reference.map(\.key))
        #expect(cache.totalCost == reference.map(\.cost).reduce(0, +))
      }
    }
  }
}
