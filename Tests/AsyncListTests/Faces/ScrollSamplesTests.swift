import Testing

@testable import AsyncList

/// The SwiftUI face measures a fling's velocity itself, from the last two offsets the scroll
/// view reported: points per second by construction.
struct ScrollSamplesTests {
  @Test func theVelocityIsTheLastTwoOffsetsOverTheirTime() {
    let start = ContinuousClock.now
    var samples = ScrollSamples()
    #expect(samples.velocity(at: start) == nil)
    samples.record(offset: 100, at: start)
    #expect(samples.velocity(at: start) == nil, "one sample")
    samples.record(offset: 130, at: start + .milliseconds(16))
    samples.record(offset: 170, at: start + .milliseconds(32))
    #expect(abs(samples.velocity(at: start + .milliseconds(40))! - 2_500) < 1e-6, "40 points in 16 ms")
    let rest = ScrollSettle.restingOffset(offset: 170, velocity: samples.velocity(at: start + .milliseconds(40))!)
    #expect(abs(rest - (170 + 2.5 * 0.998 / 0.002)) < 1e-6)
    #expect(samples.velocity(at: start + .seconds(1)) == nil, "the scroll stopped since the last sample")
    samples.record(offset: 60, at: start + .milliseconds(48))
    #expect(samples.velocity(at: start + .milliseconds(50))! < 0, "towards the top")
    samples.record(offset: 60, at: start + .milliseconds(500))
    #expect(
      samples.velocity(at: start + .milliseconds(500)) == nil, "samples half a second apart say nothing of a fling")
  }

  @Test func aTargetPastTheContentRestsOnTheScreenAtItsEdge() {
    // 80 rows of 10 points, a screen of 20 rows: a fling aimed at rows 160–179 stops on 60–79.
    #expect(ScrollSettle.rows(top: 1_600, bottom: 1_800, contentHeight: 800, positions: 80) == 60..<80)
    #expect(ScrollSettle.rows(top: -500, bottom: -300, contentHeight: 800, positions: 80) == 0..<20)
    #expect(ScrollSettle.rows(top: 300, bottom: 500, contentHeight: 800, positions: 80) == 30..<50)
    // Content shorter than the screen: all of it.
    #expect(ScrollSettle.rows(top: 0, bottom: 200, contentHeight: 100, positions: 10) == 0..<10)
  }
}
