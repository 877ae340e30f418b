import AsyncList
import AsyncListTesting
import Clocks
import Testing

/// Every wait of the test kit ends: with what it waited for, a timeout that says what it was,
/// or cancellation.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct WaitTimeoutTests {
  @Test func aRequestThatNeverComesTimesOutWithWhatItWaitedFor() async {
    let source = Source()
    await #expect {
      _ = try await source.nextRequest(timeout: .milliseconds(20))
    } throws: { error in
      "\(error)".contains("waiting for call 0 (0 received") && error is WaitTimeout
    }
  }

  @Test func aConditionThatNeverHoldsTimesOutWithTheModelsState() async {
    let model = Model(source: Source(), clock: TestClock<Duration>())
    await #expect {
      try await model.waitUntil(timeout: .milliseconds(20), "a hundred rows") { $0.rows.count == 100 }
    } throws: { error in
      "\(error)".contains("a hundred rows") && "\(error)".contains("0 rows")
    }
  }

  @Test func aRecorderWaitAndACancellationWaitTimeOut() async throws {
    let source = Source()
    let model = Model(source: source, clock: TestClock<Duration>())
    let recorder = PresentationRecorder(model)
    await #expect(throws: WaitTimeout.self) {
      try await recorder.waitFor(timeout: .milliseconds(20), "rows") { $0.presentation.content == .rows }
    }
    model.start()
    let first = try await source.nextRequest()
    await #expect(throws: WaitTimeout.self) { try await first.waitUntilCancelled(timeout: .milliseconds(20)) }
    model.stop()
    try await first.waitUntilCancelled()
  }

  @Test func aCancelledWaitEndsAtOnceWithCancellation() async {
    let source = Source()
    let waiting = Task { try await source.nextRequest(timeout: .seconds(60)) }
    waiting.cancel()
    let result = await waiting.result
    #expect(throws: CancellationError.self) { try result.get() }
  }
}
