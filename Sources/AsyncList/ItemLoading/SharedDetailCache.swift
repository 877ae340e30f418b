/// A detail cache several loaders and lists share: the same item's detail of the same kind loads
/// once, whichever list shows it first, and a second list asking while it loads waits for that
/// load instead of starting its own.
///
/// Opt in per loader with a kind, the name of what the details are (two sources of different
/// details for the same items need two kinds: "thumbnail-96", "price"):
///
/// ```swift
/// let shared = SharedDetailCache(costLimit: 32 << 20)  // 32 MiB of images
/// let feed = AsyncListModel(source: FeedSource())
/// feed.details(from: ThumbnailSource(), sharedCache: shared.kind("thumbnail"))
/// let search = AsyncListModel(source: SearchSource())
/// search.details(from: ThumbnailSource(), sharedCache: shared.kind("thumbnail"))
/// ```
///
/// Each loader keeps its own cache too (``DetailConfiguration/cacheCostLimit``), which decides
/// its rows' reveals; the shared one answers its loads. A detail found there lands at once, as a
/// load that took no time. A load a list cancels goes on while another list waits for it, and
/// is cancelled when no list waits any more. Failures are not kept: the next ask loads again.
///
/// Each list keeps its own freshness (``DetailConfiguration/staleAfter``): an entry older than a
/// list's time is loaded again for that list, and the fresh value then serves every list.
///
/// A list holds an entry from the moment it gets it until the row leaves that list: a reset, a
/// new query or a refresh that does not bring the row back, `remove(id:)`, the memory cap
/// dropping the row's page, or the loader going away. A row that only scrolls off screen is
/// still in the list, and still holds it. An entry no list holds goes after ``evictionGrace``,
/// as TanStack Query's `gcTime` does (whose clock starts when no view observes the query); the
/// cost limit bounds the rest. ``heldCount`` says how many entries some list holds.
public actor SharedDetailCache {
  /// A detail's key: its kind and the item's id.
  struct Key: Hashable, Sendable {
    let kind: String
    let id: any Hashable & Sendable

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.kind == rhs.kind && AnyHashable(lhs.id) == AnyHashable(rhs.id)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(kind)
      hasher.combine(AnyHashable(id))
    }
  }

  /// A load in flight and the lists waiting for it.
  struct Flight {
    let task: Task<Result<(any Sendable, Int), any Error>, Never>
    var waiters: [Int: CheckedContinuation<Result<(any Sendable, Int), any Error>, Never>] = [:]
  }

  private var cache: DetailCache<Key, any Sendable>
  private var flights: [Key: Flight] = [:]
  private var serial = 0
  /// When each entry landed, and the lists that hold it (``Holding``).
  private var holding = Holding()
  private let elapsed: @Sendable () -> Duration
  /// How long an entry no list holds stays, or `nil` to keep it until the cost limit lets it go.
  public let evictionGrace: Duration?
  /// Loads started by the cache: one per detail however many lists asked.
  public private(set) var loadsStarted = 0

  /// Creates an empty cache.
  ///
  /// - Parameters:
  ///   - costLimit: The total cost to keep, in the sources' cost units (bytes for images); the
  ///     least recently used details go first.
  ///   - evictionGrace: How long an entry stays once no list holds it; `nil` (the default) keeps
  ///     it until the cost limit lets it go.
  ///   - clock: The clock of entries' ages and of the grace; tests pass a test clock.
  public init(costLimit: Int, evictionGrace: Duration? = nil, clock: any Clock<Duration> = ContinuousClock()) {
    cache = DetailCache(costLimit: max(0, costLimit))
    self.evictionGrace = evictionGrace.map { max(.zero, $0) }
    elapsed = Self.stopwatch(clock)
  }

  private static func stopwatch<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }

  /// A kind of detail in this cache, for ``AsyncListModel/details(from:configuration:sharedCache:)``.
  ///
  /// - Parameter name: What the details are; loaders with the same name share them.
  /// - Returns: The kind.
  public nonisolated func kind(_ name: String) -> Kind { Kind(cache: self, name: name) }

  /// The details held (after letting go of those past their grace).
  public var count: Int {
    evictExpired()
    return cache.count
  }
  /// Their total cost.
  public var totalCost: Int {
    evictExpired()
    return cache.totalCost
  }

  /// Forgets every detail kept (loads in flight go on).
  public func removeAll() {
    cache.removeAll()
    holding = Holding()
  }

  /// The detail of a key: from the cache when younger than `maxAge`, from a load in flight, or
  /// from a new load. The list that asked holds it from then on.
  func detail(
    _ key: Key, maxAge: Duration?, holder: Int,
    load: @escaping @Sendable () async -> Result<(any Sendable, Int), any Error>
  ) async -> Result<(any Sendable, Int), any Error> {
    evictExpired()
    // Held from the ask on, so a release that comes while the load runs (the row left the
    // list) is not undone when it lands; a failure holds nothing.
    holding.hold(key, by: holder)
    let result = await lookUp(key, maxAge: maxAge, load: load)
    if case .failure = result { holding.release(key, by: holder, at: elapsed()) }
    return result
  }

  /// The lists that held these details no longer do (their rows left the list).
  func release(_ keys: [Key], by holder: Int) {
    for key in keys { holding.release(key, by: holder, at: elapsed()) }
  }

  /// A list went away: it holds nothing.
  func releaseAll(by holder: Int) {
    holding.releaseAll(by: holder, at: elapsed())
  }

  /// A number for a new holder (a loader), never given before in this process.
  @MainActor static func nextHolder() -> Int {
    holderSerial += 1
    return holderSerial
  }
  @MainActor private static var holderSerial = 0

  /// The entries some list holds (a release reaches the cache a moment after its rows leave
  /// the list: tests wait for this count before moving their clock).
  public var heldCount: Int { holding.heldCount }

  /// Lets go of the entries no list has held for ``evictionGrace``.
  private func evictExpired() {
    guard let evictionGrace else { return }
    for key in holding.expired(after: evictionGrace, now: elapsed()) { cache.remove(key) }
  }

  private func lookUp(
    _ key: Key, maxAge: Duration?, load: @escaping @Sendable () async -> Result<(any Sendable, Int), any Error>
  ) async -> Result<(any Sendable, Int), any Error> {
    if let detail = cache.peek(key), let cost = cache.cost(of: key),
      maxAge.map({ holding.age(of: key, now: elapsed()) < $0 }) ?? true
    {
      cache.touch(key)
      return .success((detail, cost))
    }
    serial += 1
    let waiter = serial
    if flights[key] == nil {
      loadsStarted += 1
      flights[key] = Flight(task: Task { await load() })
      Task { await self.land(key) }
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // Cancelled before it waited: it leaves at once.
        if Task.isCancelled { return continuation.resume(returning: .failure(CancellationError())) }
        flights[key]?.waiters[waiter] = continuation
      }
    } onCancel: {
      Task { await self.leave(key, waiter: waiter) }
    }
  }

  /// A load ended: every list waiting gets its result, and a success is kept.
  private func land(_ key: Key) async {
    guard let task = flights[key]?.task else { return }
    let result = await task.value
    guard let flight = flights.removeValue(forKey: key) else { return }
    if case .success(let (detail, cost)) = result, !task.isCancelled {
      for evicted in cache.insert(detail, for: key, cost: cost, protecting: { _ in false }) { holding.forget(evicted) }
      if cache.contains(key) { holding.landed(key, at: elapsed()) }
    }
    for continuation in flight.waiters.values { continuation.resume(returning: result) }
  }

  /// A list stopped waiting (its load was cancelled): the load is cancelled when no list waits.
  private func leave(_ key: Key, waiter: Int) {
    guard let continuation = flights[key]?.waiters.removeValue(forKey: waiter) else { return }
    continuation.resume(returning: .failure(CancellationError()))
    if flights[key]?.waiters.isEmpty == true { flights[key]?.task.cancel() }
  }
}

extension SharedDetailCache {
  /// A kind of detail in a shared cache: loaders of the same kind share their details.
  public struct Kind: Sendable, Equatable {
    /// The cache.
    public let cache: SharedDetailCache
    /// What the details are.
    public let name: String

    /// Whether two kinds are the same name in the same cache.
    public static func == (lhs: Kind, rhs: Kind) -> Bool { lhs.cache === rhs.cache && lhs.name == rhs.name }

    /// A detail of an item: from the cache when younger than `maxAge`, a load in flight, or
    /// `load`; `holder` (the loader) holds it from then on.
    func detail(
      for id: some Hashable & Sendable, maxAge: Duration?, holder: Int,
      load: @escaping @Sendable () async -> Result<(any Sendable, Int), any Error>
    ) async -> Result<(any Sendable, Int), any Error> {
      await cache.detail(Key(kind: name, id: id), maxAge: maxAge, holder: holder, load: load)
    }

    /// The holder's rows with these ids left its list.
    func release(_ ids: [some Hashable & Sendable], by holder: Int) async {
      await cache.release(ids.map { Key(kind: name, id: $0) }, by: holder)
    }
  }
}
