extension AsyncListModel {
  /// Starts the list and keeps it running until the calling task is cancelled; when the last
  /// call has ended and ``stopGrace`` has passed without a new one, stops it.
  ///
  /// Calls are counted, so two overlapping tasks (a view that appears twice, or whose task
  /// restarts while the old one is still being cancelled) never let a late stop end the newer
  /// run. The grace keeps a list covered by a pushed view loading what it was loading (its
  /// pages and details land in the cache) instead of cancelling it all and starting again on
  /// the way back; a list whose model is released stops at once, whatever the grace.
  ///
  /// In SwiftUI: `.task(id: ObjectIdentifier(model)) { await model.run() }` (`AsyncListView`
  /// does it). To keep a list running past any view, as Paging 3's `cachedIn(scope)` does, run
  /// it from a task your app owns for as long as the list should live:
  ///
  /// ```swift
  /// let feed = AsyncListModel(source: FeedSource())
  /// let running = Task { await feed.run() }  // in the scope that owns the feed
  /// // … views come and go; cancel `running` when the feed is no longer needed
  /// ```
  public func run() async {
    lifecycle.runs += 1
    driver.cancel(.stopGrace)
    if !engine.isRunning { start() }
    let (untilCancelled, continuation) = AsyncStream.makeStream(of: Never.self)
    for await _ in untilCancelled {}
    continuation.finish()
    lifecycle.runs -= 1
    guard lifecycle.runs == 0 else { return }
    guard stopGrace > .zero else { return stop() }
    driver.schedule(.stopGrace, after: stopGrace) { [weak self] in
      guard let self, lifecycle.runs == 0 else { return }
      stop()
    }
  }
}

extension AsyncListModel {
  /// How long the list keeps running after the last ``run()`` ended: 30 seconds by default, on
  /// the model's clock. A view pushed over the list and popped within it finds the loads it left
  /// finished or still running, none started twice. `.zero` stops at once, as ``stop()`` does.
  public var stopGrace: Duration {
    get { lifecycle.stopGrace }
    set { lifecycle.stopGrace = newValue }
  }
}
