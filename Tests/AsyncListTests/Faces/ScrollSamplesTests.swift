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
}
