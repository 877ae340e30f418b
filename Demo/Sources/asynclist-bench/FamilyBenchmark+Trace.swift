import AsyncListSimulator

extension FamilyBenchmark {
  /// Prints AsyncList's and the clairvoyant schedule's traces on one case, one after the other.
  static func trace(case index: Int, count: Int, frame: Duration, hints: Bool, every: Double) {
    let item = SimulationCase.family(count: max(count, index + 1))[index]
    print(item.name)
    let ours = AsyncListStrategy()
    print("AsyncList")
    _ = ScrollSimulator.run(
      TracingStrategy(base: ours, path: item.path, every: every), path: item.path, source: item.source, tick: frame,
      settleHints: hints)
    print("clairvoyant")
    let clairvoyant = ClairvoyantStrategy(
      path: item.path, catalog: item.source.rows, viewportRows: 12, pageSize: ours.limits.pageSize,
      concurrency: ours.limits.detailConcurrency, source: item.source, tick: frame)
    _ = ScrollSimulator.run(
      TracingStrategy(base: clairvoyant, path: item.path, every: every), path: item.path, source: item.source,
      tick: frame, settleHints: hints)
  }
}
