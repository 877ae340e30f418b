import Testing

@testable import TerminalUI

/// A fling: fast first, slowing evenly to a stop, then still.
@Suite struct FlingTests {
  @Test func aFlingSlowsDownAndStopsWhereItsVelocityRunsOut() {
    let fling = Fling(velocity: 150, duration: 1.2, origin: 10)
    let early = fling.top(after: 0.2) - fling.top(after: 0)
    let late = fling.top(after: 1.2) - fling.top(after: 1.0)
    #expect(early > 4 * late, "fast first (\(early) rows), slow last (\(late))")
    #expect(fling.top(after: 1.2) == 10 + 90, "v·T/2 = 90 rows")
    #expect(fling.top(after: 5) == fling.top(after: 1.2), "still after it stops")
    #expect(fling.isOver(after: 1.2) && !fling.isOver(after: 1.19))
    #expect(Fling(velocity: -150, duration: 1.2, origin: 200).top(after: 1.2) == 110, "up")
  }
}
