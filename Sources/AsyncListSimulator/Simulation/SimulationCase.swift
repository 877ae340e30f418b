/// One generated case: a scroll path over a source with its own latency models.
public struct SimulationCase: Sendable {
  /// A short name: the seed, the path's segments and the latencies.
  public let name: String
  /// How the user scrolls.
  public let path: ScrollPath
  /// The catalog, its latencies and its servers.
  public let source: SimulationSource
  /// The way of scrolling the path was generated with.
  public let kind: ScrollPathKind

  /// Creates a case.
  ///
  /// - Parameters:
  ///   - name: A short name.
  ///   - kind: The way of scrolling (``ScrollPathKind/mixed`` for a path of your own).
  ///   - path: The path.
  ///   - source: The source.
  public init(name: String, kind: ScrollPathKind = .mixed, path: ScrollPath, source: SimulationSource) {
    self.name = name
    self.kind = kind
    self.path = path
    self.source = source
  }

  /// Page latencies the family draws from.
  static let pageModels: [LatencyModel] = [
    .milliseconds(100...400), .milliseconds(300...800), .milliseconds(1_000...2_000),
    .lognormal(median: .milliseconds(500), sigma: 0.6),
  ]

  /// Detail latencies the family draws from: fast; seed 000's; a heavy tail; a server that
  /// slows down past 6 loads at once; very slow (seconds, longer than a row stays on screen).
  static let detailModels: [LatencyModel] = [
    .milliseconds(50...200), .milliseconds(500...2_000), .lognormal(median: .milliseconds(400), sigma: 0.8),
    LatencyModel.milliseconds(200...600).overloaded(beyond: 6, slowdown: 0.25),
    .lognormal(median: .seconds(3), sigma: 0.5),
  ]

  /// A family of generated cases. Each pairs a path of one kind (``ScrollPathKind``, in turn)
  /// with page and detail latency models drawn from uniform, heavy-tailed, load-dependent, fast
  /// and very slow ones; a third of the cases serve both levels from one server of 2–8 slots,
  /// where requests queue and a cancelled request frees its slot or keeps running.
  ///
  /// The seeds are fixed: the same arguments give the same cases everywhere.
  ///
  /// - Parameters:
  ///   - count: How many cases.
  ///   - seed: Picks the family.
  ///   - seconds: How long each path runs.
  /// - Returns: The cases.
  public static func family(count: Int, seed: UInt64 = 1, seconds: Double = 40) -> [SimulationCase] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { index in
      let kind = ScrollPathKind.allCases[index % ScrollPathKind.allCases.count]
      let pathSeed = random.next()
      let pages = pageModels[Int(random.next() % UInt64(pageModels.count))]
      let details = detailModels[Int(random.next() % UInt64(detailModels.count))]
      var source = SimulationSource(rows: 5_000, pages: pages, details: details, seed: random.next())
      var servers = ""
      if random.chance(1.0 / 3) {
        let slots = 2 + Int(random.next() % 7)
        let cancellation: SimulationServer.Cancellation = random.chance(0.5) ? .freesSlot : .keepsRunning
        source.servers = .shared(SimulationServer(slots: slots, cancellation: cancellation))
        servers = "; one server, \(slots) slots, cancel \(cancellation == .freesSlot ? "frees" : "keeps") the slot"
      }
      let path = ScrollPath.generated(kind, seed: pathSeed, seconds: seconds)
      return SimulationCase(
        name: "\(index): \(path.name); pages \(pages); details \(details)\(servers)", kind: kind, path: path,
        source: source)
    }
  }
}
