/// The seeds' strategies, re-implemented from their descriptions (not their code) for the
/// simulator. Seeds 003 and 004 have no second level; they get the common naive one, a detail
/// load per row when it appears, never cancelled (a `.task` on the row).
@_spi(Benchmarks) public struct SeedStrategy: ScrollStrategy {
  /// Which seed.
  public enum Kind: Sendable {
    /// Seed 000: batches of 20 when a row within 3 of the end appears; every appended row
    /// fetches its data at once. (The seed makes its rows
    /// locally; here they come from the same page source as everyone's.)
    case s0
    /// Seed 001: batches of 10 fetched when a row within 1 of the end appears, one in flight; a
    /// task per item of every batch, never cancelled.
    case s1
    /// Seed 003: pages of 25 when a row within 10 of the end appears (found by an O(n) scan).
    case s3
    /// Seed 004: pages of 100 when the footer (the last row) appears; the first page revealed
    /// row by row.
    case s4
  }

  /// The kind.
  public let kind: Kind
  private let catalog: Int
  /// Rows held.
  public private(set) var rowCount = 0
  /// Whether a page came back short.
  public private(set) var reachedEnd = false
  /// Notifications sent.
  public private(set) var notifications = 0
  private var loading = false
  private var loaded: Set<Int> = []
  private var requested: Set<Int> = []
  private var serial = 0
  private var pages = 0

  /// Creates a seed strategy.
  ///
  /// - Parameters:
  ///   - kind: Which seed.
  ///   - catalog: Rows in the catalog.
  public init(_ kind: Kind, catalog: Int) {
    self.kind = kind
    self.catalog = catalog
  }

  /// "S0", "S1", "S3" or "S4".
  public var name: String {
    switch kind {
    case .s0: "S0"
    case .s1: "S1"
    case .s3: "S3"
    case .s4: "S4"
    }
  }

  private var batch: Int {
    switch kind {
    case .s0: 20
    case .s1: 10
    case .s3: 25
    case .s4: 100
    }
  }

  /// Whether a row's detail is loaded.
  public func hasDetail(_ row: Int) -> Bool { loaded.contains(row) }

  /// Loads the first batch.
  public mutating func start(now: Duration) -> [SimulationCommand] { nextBatch() }

  /// Loads more near the end, and (for S3 and S4) details of rows that appear.
  public mutating func visibleRowsChanged(to rows: Range<Int>, now: Duration) -> [SimulationCommand] {
    var commands: [SimulationCommand] = []
    if kind == .s3 || kind == .s4 {
      for row in rows where !requested.contains(row) { commands.append(detail(row)) }
    }
    guard let bottom = rows.last, !reachedEnd else { return commands }
    let due: Bool
    switch kind {
    case .s0: due = bottom >= rowCount - 3 && !loading
    case .s1: due = bottom >= rowCount - 1 && !loading
    case .s3: due = bottom >= rowCount - 10 && !loading
    case .s4: due = bottom == rowCount - 1 && !loading
    }
    if due { commands += nextBatch() }
    return commands
  }

  /// Appends a page.
  public mutating func pageLoaded(id: Int, rows: Range<Int>, now: Duration) -> [SimulationCommand] {
    loading = false
    if rows.count < batch { reachedEnd = true }
    rowCount = max(rowCount, rows.upperBound)
    pages += 1
    // Counted as SwiftUI renders: one update per main-actor transaction that changes published
    // state. S0 appends its rows one by one but in one synchronous loop (one update); S1's
    // in-flight flag is not published; S3 publishes its loading flag, then the rows; S4 reveals
    // its first page row by row over time.
    switch kind {
    case .s0, .s1: notifications += 1
    case .s4 where pages == 1: notifications += rows.count
    case .s3, .s4: notifications += 2
    }
    guard kind == .s0 || kind == .s1 else { return [] }
    return rows.map { detail($0) }
  }

  /// Marks a detail loaded.
  public mutating func detailLoaded(id: Int, row: Int, now: Duration) -> [SimulationCommand] {
    loaded.insert(row)
    return []
  }

  /// Not used.
  public mutating func woke(id: Int, now: Duration) -> [SimulationCommand] { [] }

  private mutating func detail(_ row: Int) -> SimulationCommand {
    requested.insert(row)
    serial += 1
    return .loadDetail(id: serial, row: row)
  }

  private mutating func nextBatch() -> [SimulationCommand] {
    loading = true
    serial += 1
    return [.loadPage(id: serial, offset: rowCount, count: batch)]
  }
}
