extension DetailScheduler {
  /// The least size of ``failures`` and ``retriedAttempts`` that triggers a sweep.
  package static var failureSweepFloor: Int { 64 }

  /// A load failed: the row shows the failure with its consecutive attempts.
  mutating func fail(
    _ screen: inout DetailScreen, _ view: ScrollPosition, _ load: DetailLoadID, _ error: any Error, at time: Duration?,
    _ rows: some RowIndexing<ID>
  )
    -> [Action]
  {
    if let time, time > screen.now { screen.now = time }
    screen.limit.ended(load, at: time, inFlight: inFlight.count, failed: true)
    guard let id = finish(&screen, load) else { return [] }
    counters.failures += 1
    // A row the list no longer holds keeps no failure: it loads afresh if it comes back. Nor does
    // a revalidation of a detail kept: the row shows it still, and tries again when it next
    // comes on screen.
    guard rows.index(id) != nil, !cache.contains(id) else {
      retriedAttempts[id] = nil
      return rebalance(&screen, view, rows)
    }
    let previous = failures[id]?.attempt ?? retriedAttempts.removeValue(forKey: id) ?? 0
    failures[id] = LoadFailure(error: error, attempt: previous + 1)
    return [.changed(id)] + rebalance(&screen, view, rows)
  }

  /// The user tries a failed row again: it loads when a slot is free, and a failure counts on.
  mutating func retry(_ screen: inout DetailScreen, _ view: ScrollPosition, _ id: ID, _ rows: some RowIndexing<ID>)
    -> [Action]
  {
    guard let failure = failures.removeValue(forKey: id) else { return [] }
    retriedAttempts[id] = failure.attempt
    return [.changed(id)] + rebalance(&screen, view, rows)
  }

  /// The user tries every failed row again.
  mutating func retryAll(_ screen: inout DetailScreen, _ view: ScrollPosition, _ rows: some RowIndexing<ID>) -> [Action]
  {
    let changed = failures.keys.map { Action.changed($0) }
    for (id, failure) in failures { retriedAttempts[id] = failure.attempt }
    failures = [:]
    return changed + rebalance(&screen, view, rows)
  }

  /// Rows left the list (the memory cap dropped their page, or they were removed): their
  /// failures go with them, so a row that comes back loads afresh. O(rows that left).
  mutating func forget(_ ids: [ID]) {
    guard !failures.isEmpty || !retriedAttempts.isEmpty else { return }
    for id in ids {
      failures[id] = nil
      retriedAttempts[id] = nil
    }
  }

  /// Drops the failures of rows the list no longer holds once the tables have doubled since the
  /// last sweep: a bound for a list whose driver does not report rows leaving
  /// (``DetailEvent/rowsLeft(_:)``). Amortized O(1) per failure; the tables stay within twice
  /// the failed rows held, or ``failureSweepFloor``.
  mutating func sweepFailures(_ rows: some RowIndexing<ID>) {
    guard failures.count + retriedAttempts.count > failureSweepThreshold else { return }
    failures = failures.filter { rows.index($0.key) != nil }
    retriedAttempts = retriedAttempts.filter { rows.index($0.key) != nil }
    failureSweepThreshold = max(Self.failureSweepFloor, 2 * (failures.count + retriedAttempts.count))
  }
}
