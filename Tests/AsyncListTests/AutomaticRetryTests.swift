@_spi(Faces) import AsyncList
import AsyncListTesting
import Clocks
import Testing

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct AutomaticRetryTests {
  let source = Source()
  let clock = TestClock<Duration>()

  @Test func delaysGrowExponentiallyUpToTheCap() {
    let policy = AutomaticRetry(maxAttempts: 6, initialDelay: .seconds(1), multiplier: 3, maxDelay: .seconds(20))
    let delays = (1...6).map { policy.delay(afterFailedAttempts: $0) }
    #expect(delays == [.seconds(1), .seconds(3), .seconds(9), .seconds(20), .seconds(20), nil])
    #expect(AutomaticRetry(maxAttempts: 1).delay(afterFailedAttempts: 1) == nil)
  }

  @Test func aFailedPageIsRetriedWithBackoffOnTheInjectedClockThenWaitsForTheUser() async throws {
    let model = Model(
      source: source,
      configuration: PagingConfiguration(
        pageSize: 10,
        automaticRetry: AutomaticRetry(maxAttempts: 3, initialDelay: .seconds(1), multiplier: 2)
      ),
      clock: clock
    )
    model.start()
    try await source.nextRequest().resolve(items: rows(0..<10), nextKey: 1)
    try await model.waitUntil { $0.rows.count == 10 }
    model.rowAppeared(at: 9)

    try await source.nextRequest().fail(TestError())
    try await model.waitUntil { $0.presentation.footer != .loading }
    #expect(model.presentation.footer == .failed(LoadFailure(error: TestError(), attempt: 1, willRetry: true)))
    await clock.advance(by: .milliseconds(999))
    #expect(model.metrics.loadsStarted == 2)
    await clock.advance(by: .milliseconds(2))
    let second = try await source.nextRequest()
    #expect(second.key == 1)

    await second.fail(TestError())
    try await model.waitUntil { $0.presentation.footer != .loading }
    #expect(model.presentation.footer == .failed(LoadFailure(error: TestError(), attempt: 2, willRetry: true)))
    await clock.advance(by: .milliseconds(1_999))
    #expect(model.metrics.loadsStarted == 3)
    await clock.advance(by: .milliseconds(2))
    let third = try await source.nextRequest()

    await third.fail(TestError())
    try await model.waitUntil { $0.presentation.footer != .loading }
    #expect(model.presentation.footer == .failed(LoadFailure(error: TestError(), attempt: 3, willRetry: false)))
    await clock.advance(by: .seconds(3_600))
    #expect(model.metrics.loadsStarted == 4)

    model.retry()
    let manual = try await source.nextRequest()
    #expect(manual.key == 1)
    await manual.resolve(items: rows(10..<20), nextKey: nil)
    try await model.waitUntil { $0.presentation.footer == .end }
    #expect(model.ids == Array(0..<20))
  }

  @Test func aManualRetryDuringBackoffCancelsTheTimer() async throws {
    let model = Model(
      source: source,
      configuration: PagingConfiguration(automaticRetry: AutomaticRetry(initialDelay: .seconds(2))),
      clock: clock
    )
    model.start()
    try await source.nextRequest().fail(TestError())
    try await model.waitUntil { $0.presentation.content != .firstLoad }
    model.retry()
    let manual = try await source.nextRequest()
    #expect(manual.direction == .initial)
    await clock.advance(by: .seconds(10))
    #expect(model.metrics.loadsStarted == 2)
  }

  @Test func resetCancelsAScheduledRetry() async throws {
    let model = Model(
      source: source,
      configuration: PagingConfiguration(automaticRetry: AutomaticRetry(initialDelay: .seconds(1))),
      clock: clock
    )
    model.start()
    try await source.nextRequest().fail(TestError())
    try await model.waitUntil { $0.presentation.content != .firstLoad }
    model.reset()
    _ = try await source.nextRequest()
    await clock.advance(by: .seconds(10))
    #expect(model.metrics.loadsStarted == 2)
  }
}
