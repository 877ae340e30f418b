extension AsyncListModel {
  /// Starts the list and keeps it running until the calling task is cancelled, then stops it,
  /// unless another call of `run()` is still under way: calls are counted, so two overlapping
  /// tasks (a view that appears twice, or whose task restarts while the old one is still being
  /// cancelled) never let a late stop end the newer run.
  ///
  /// In SwiftUI: `.task(id: ObjectIdentifier(model)) { await model.run() }` (`AsyncListView`
  /// does it).
  public func run() async {
    lifecycle.runs += 1
    if !engine.isRunning { start() }
    let (untilCancelled, continuation) = AsyncStream.makeStream(of: Never.self)
    for await _ in untilCancelled {}
    continuation.finish()
    lifecycle.runs -= 1
    if lifecycle.runs == 0 { stop() }
  }
}
