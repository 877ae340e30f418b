/// What one strategy did on one path.
public struct SimulationResult: Sendable, Equatable, Codable {
  /// The path's name.
  public var path: String
  /// The strategy's name.
  public var strategy: String
  /// Time the screen showed the loading footer or a row without its data, in seconds.
  public var stallSeconds: Double
  /// Rows the user wants on screen that are not shown with their data, summed over time, in
  /// row·seconds: a row without its data, and each row the loading footer stands for while the
  /// user waits at the end, count one per second. What users feel: half a screen missing
  /// counts more than one row missing.
  public var missingRowSeconds: Double
  /// Pages requested.
  public var pageRequests: Int
  /// Detail loads started.
  public var detailLoads: Int
  /// Detail loads whose row was never shown with the data (cancelled, or arrived for a row that
  /// was not seen again).
  public var wastedDetailLoads: Int
  /// Wasted detail loads over detail loads started (0 without loads).
  public var wastedShare: Double { detailLoads > 0 ? Double(wastedDetailLoads) / Double(detailLoads) : 0 }
  /// The most detail loads in flight at once.
  public var peakDetailLoadsInFlight: Int
  /// The mean latency of the detail loads that landed, in seconds: on a source that slows down
  /// under load, what the number of loads in flight cost.
  public var meanDetailLatencySeconds: Double
  /// Observable notifications (UI updates) of the list.
  public var notifications: Int
  /// The most rows held in memory at once.
  public var peakRows: Int
}
