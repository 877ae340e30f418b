import AsyncList
import AsyncListTesting
import Clocks
import Testing

/// The engine runs the app's code during a mutation: a row transform when a page lands, the
/// source's `key(forPosition:query:)` when the user lands far among counted placeholders. The
/// engine's exclusivity is not checked by the runtime (it cost a row event a third of its
/// instructions), so the model's own accessors must stop such code from calling back into the
/// model while the engine is in use: two overlapping accesses would be undefined behaviour.
@Suite(.timeLimit(.minutes(10)))
struct ReentranceTests {
  /// The model a row transform reaches, as an app's code could through a global.
  @MainActor enum Reached {
    static var model: Model?
  }

  @Test func aRowTransformThatCallsBackIntoTheModelStopsTheProcessWithAMessage() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      try await Self.landAPage(callingBack: true)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("must not call back into the model"), "\(message.suffix(500))")
  }

  @Test func theSameTransformWithoutTheCallBackLandsThePage() async throws {
    // The control: the process above stops for the call back, not for the page.
    try await Self.landAPage(callingBack: false)
  }

  /// Lands a page through a row transform that reads the model's rows when `callingBack`.
  @MainActor static func landAPage(callingBack: Bool) async throws {
    let source = Source()
    let model = Model(source: source, configuration: PagingConfiguration(pageSize: 10), clock: TestClock())
    Reached.model = model
    defer { Reached.model = nil }
    model.rowTransform = RowTransform(filter: { _ in
      if callingBack { MainActor.assumeIsolated { _ = Reached.model?.rows.count } }
      return true
    })
    model.start()
    try await source.nextRequest().resolve(items: rows(0..<10), nextKey: nil)
    try await model.waitUntil("the page") { $0.rows.count == 10 }
  }
}
