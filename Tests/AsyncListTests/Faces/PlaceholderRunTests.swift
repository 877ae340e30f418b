import PropertyBased
import Testing

@testable import AsyncList

/// The SwiftUI face draws placeholders in runs: few views whatever the count, single positions
/// next to the rows, and the part of a run on screen names the positions there.
struct PlaceholderRunTests {
  @Test func runsCoverTheirRangeExactlyAndGrowAwayFromTheRows() async {
    await propertyCheck(count: propertyRuns(300, long: 10_000), input: Gen.int(in: 0...2_000_000), Gen.bool) {
      count, rowsAfter in
      let range = 7..<7 + count
      let runs = PlaceholderRun.runs(of: range, rowsAfter: rowsAfter)
      #expect(runs.map(\.count).reduce(0, +) == count)
      #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.positions.upperBound == $1.positions.lowerBound })
      #expect(runs.first?.positions.lowerBound ?? 7 == 7 && runs.last?.positions.upperBound ?? 7 == range.upperBound)
      let outward = rowsAfter ? Array(runs.reversed()) : runs
      #expect(outward.prefix(PlaceholderRun.singles).allSatisfy { $0.count == 1 })
      #expect(
        zip(outward, outward.dropFirst().dropLast()).allSatisfy { $0.count <= $1.count },
        "the last run takes what remains")
      #expect(
        outward.map(\.id) == outward.indices.map { rowsAfter ? -1 - $0 : $0 }, "keyed by their place from the rows")
      #expect(
        runs.count <= PlaceholderRun.singles + 1 + Int.bitWidth - count.leadingZeroBitCount, "a logarithm of the count")
    }
  }

  @Test func aMillionPositionsAreAFewViews() {
    let runs = PlaceholderRun.runs(of: 30..<1_000_000, rowsAfter: false)
    #expect(runs.count == 27)
    #expect(runs.first?.positions == 30..<31)
  }

  @Test func thePartOnScreenNamesItsPositions() {
    let run = PlaceholderRun(positions: 1_000..<2_000)
    #expect(run.positions(visibleFrom: 440, to: 1_320, rowHeight: 44) == 1_010..<1_030)
    #expect(run.positions(visibleFrom: 450, to: 460, rowHeight: 44) == 1_010..<1_011)
    #expect(run.positions(visibleFrom: -300, to: 20, rowHeight: 44) == 1_000..<1_001)
    #expect(run.positions(visibleFrom: 44_000 - 10, to: 44_500, rowHeight: 44) == 1_999..<2_000)
    #expect(run.positions(visibleFrom: -500, to: -10, rowHeight: 44).isEmpty, "above the run")
    #expect(run.positions(visibleFrom: 50_000, to: 50_800, rowHeight: 44).isEmpty, "below the run")
  }
}
