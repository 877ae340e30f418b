import AsyncList
import AsyncListTesting
import Clocks
import Testing

/// A fling as a front end reports it: where it will rest the moment the finger lifts (SwiftUI's
/// scroll-target behaviour or phase change, UIKit's `scrollViewWillEndDragging`, converted by
/// ``ScrollSettle``), then the rows it passes appearing and leaving frame by frame.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct FrontEndFlingTests {
  let pages = Source()
  let details = ScriptedDetailSource<Row, Double>()
  let clock = TestClock<Duration>()

  @Test func theTargetRowsStartLoadingBeforeTheFlingEnds() async throws {
    let model = Model(source: pages, configuration: PagingConfiguration(pageSize: 1_000), clock: clock)
    model.details(
      from: details, configuration: DetailConfiguration(maxConcurrentLoads: 16, prefetchDistance: 0, restRange: .off))
    model.start()
    await (try await pages.nextRequest()).resolve(items: rows(0..<1_000), nextKey: nil)
    try await model.waitUntil { $0.rows.count == 1_000 }
    // A screen of 12 rows, 44 points each, at rest: its details load.
    model.visibleRowsChanged(to: 0..<12)
    await clock.advance(by: .seconds(1))
    for _ in 0..<12 { await (try await details.nextRequest()).resolve(1) }

    // The finger lifts: the behaviour's target rect, in content coordinates, becomes rows.
    let target = try #require(
      ScrollSettle.rows(top: 44 * 500, bottom: 44 * 512, contentHeight: 44 * 1_000, positions: 1_000))
    #expect(target == 500..<512)
    model.scrollWillSettle(on: target)
    // The first frames of the fling: 30 rows a frame (8 ms), far too fast for rows passing by.
    for frame in 1...5 {
      await clock.advance(by: .milliseconds(8))
      model.visibleRowsChanged(to: frame * 30..<frame * 30 + 12)
    }
    // Mid-fling, the target's rows are already loading, and nothing else is.
    var requested: [Int] = []
    for _ in 0..<12 { requested.append((try await details.nextRequest()).input.id) }
    #expect(requested.sorted() == Array(500..<512))
    let received = await details.received.map(\.id)
    #expect(received.allSatisfy { $0 < 12 || (500..<512).contains($0) }, "\(received)")

    // The rest of the fling and the rest: the target rows come on screen loading, not waiting
    // for a load to start.
    for frame in 6...16 {
      await clock.advance(by: .milliseconds(8))
      model.visibleRowsChanged(to: min(500, frame * 30)..<min(512, frame * 30 + 12))
    }
    let loader = try #require(model.details(ScriptedDetailSource<Row, Double>.self))
    #expect((500..<512).allSatisfy { loader.state(for: $0) == .loading })
  }
}
