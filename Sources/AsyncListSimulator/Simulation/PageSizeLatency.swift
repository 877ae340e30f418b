/// How a page's latency grows with the rows it holds.
///
/// A real page request pays a fixed part (the round trip, the connection, authentication, the
/// query plan, the first byte) and a part per row (the rows read and joined, encoded and sent).
/// The simulator draws a page's latency from ``SimulationSource/pages`` for a page of
/// ``referenceRows`` rows, and scales it for a page of `n` rows by
/// `fixedShare + (1 − fixedShare) × n / referenceRows`.
///
/// By default 60 % of a 30-row page's latency is the fixed part, so a 100-row page takes 1.93×
/// as long as a 30-row page, and a 10-row page 0.73×. Strategies with different page sizes are
/// then compared on the same backend:
///
/// ```swift
/// var source = SimulationSource(pageLatency: 300...800)
/// source.pageSize = PageSizeLatency(fixedShare: 0.8)  // a backend where rows are cheap
/// print(source.pageSize.factor(rows: 100))  // 1.4666…
/// source.pageSize = .flat  // every page the same latency, whatever its size
/// ```
public struct PageSizeLatency: Sendable, Equatable {
  /// The share of a ``referenceRows``-row page's latency that any page pays, from 0 to 1.
  public var fixedShare: Double
  /// The page size the drawn latency is for.
  public var referenceRows: Int

  /// Creates a model.
  ///
  /// - Parameters:
  ///   - fixedShare: The share of a `referenceRows`-row page's latency any page pays, clamped
  ///     to 0…1.
  ///   - referenceRows: The page size the drawn latency is for, at least 1.
  public init(fixedShare: Double = 0.6, referenceRows: Int = 30) {
    self.fixedShare = min(1, max(0, fixedShare))
    self.referenceRows = max(1, referenceRows)
  }

  /// 60 % fixed at 30 rows: the simulator's default.
  public static let `default` = PageSizeLatency()
  /// Every page the same latency, whatever its size.
  public static let flat = PageSizeLatency(fixedShare: 1)

  /// The factor a page of `rows` rows multiplies the drawn latency by.
  ///
  /// - Parameter rows: The rows the page holds.
  /// - Returns: `fixedShare + (1 − fixedShare) × rows / referenceRows`.
  public func factor(rows: Int) -> Double {
    fixedShare + (1 - fixedShare) * Double(max(0, rows)) / Double(referenceRows)
  }
}
