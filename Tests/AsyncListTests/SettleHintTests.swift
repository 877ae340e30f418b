import AsyncList
import AsyncListSimulator
import AsyncListTesting
import Testing

/// The simulator telling AsyncList where flings rest (`settleHints`), as a scroll view gives
/// its target when the finger lifts.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct SettleHintTests {
  /// Read down 300 rows, then fling back to row 40 through rows already loaded (whose details
  /// the cache has dropped: a 50-entry budget), and read there.
  let path = ScrollPath(name: "read, fling back", duration: .seconds(30)) { t in
    if t < 20 { return t * 15 }
    if t < 21 { return 300 - (t - 20) * 260 }
    return 40
  }
  let source = SimulationSource(rows: 1_000, pageLatency: 100...300, detailLatency: 400...900, seed: 3)

  func run(hints: Bool) -> SimulationResult {
    ScrollSimulator.run(
      AsyncListStrategy(details: DetailConfiguration(cacheCostLimit: 50)), path: path, source: source,
      settleHints: hints)
  }

  @Test func aFlingBackThroughLoadedRowsShowsItsDestinationSoonerWhenItsRestIsTold() {
    let plain = run(hints: false)
    let told = run(hints: true)
    // The fling rests at row 40 after a second: told, its rows load while it runs.
    #expect(
      told.missingRowSeconds < plain.missingRowSeconds - 3,
      "missing row·s told \(told.missingRowSeconds), not told \(plain.missingRowSeconds)")
    #expect(told.wastedDetailLoads <= plain.wastedDetailLoads + 2)
  }
}
