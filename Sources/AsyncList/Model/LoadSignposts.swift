#if canImport(os)
  internal import os
#endif

/// Signpost intervals for page and detail loads, so Instruments (os_signpost, Points of
/// Interest) shows each load from its start to its landing or cancellation, on Apple platforms;
/// nothing elsewhere. The model begins one when it starts a load and ends it when the load's
/// result (or cancellation) comes back.
@MainActor
struct LoadSignposts {
  #if canImport(os)
    private static let signposter = OSSignposter(subsystem: "AsyncList", category: "Loads")
    private var intervals: [WorkKey: OSSignpostIntervalState] = [:]
  #endif

  /// A load started.
  mutating func begin(_ key: WorkKey) {
    #if canImport(os)
      let id = Self.signposter.makeSignpostID()
      intervals[key] =
        key.isDetail
        ? Self.signposter.beginInterval("Detail load", id: id) : Self.signposter.beginInterval("Page load", id: id)
    #endif
  }

  /// A load's result came back, or it was cancelled.
  mutating func end(_ key: WorkKey) {
    #if canImport(os)
      guard let state = intervals.removeValue(forKey: key) else { return }
      if key.isDetail {
        Self.signposter.endInterval("Detail load", state)
      } else {
        Self.signposter.endInterval("Page load", state)
      }
    #endif
  }
}
