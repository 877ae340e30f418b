/// Where the two levels join: what an event of the paging machine means for the detail levels.
/// Pure; the model and the simulator (`AsyncListStrategy`) both use it, so the simulator runs
/// the glue that ships.
///
/// - Before an event that may change rows, the detail levels note the ids on screen.
/// - After it: a new generation (cancel, forget failures, and on a reset clear the cache), then
///   rows changed (follow the rows on screen, cancel what left), then a change in whether the
///   user outruns the pages (hold new detail loads, or release them).
/// - After a row event: only the last.
package struct LevelLink: Sendable {
  /// What the detail levels were last told about the user outrunning the pages.
  private(set) var outrunning = false

  package init() {}

  /// What the detail levels hear before the paging machine handles an event.
  package var beforeEvent: [RowNotification] { [.rowsWillChange] }

  /// What the detail levels hear after the paging machine handled an event.
  ///
  /// - Parameters:
  ///   - newGeneration: Whether the event started a generation.
  ///   - reset: Whether it was a reset (the cache goes too).
  ///   - rowsChanged: Whether the rows changed (the machine asked to publish).
  ///   - outrunning: Whether the user now outruns the pages.
  /// - Returns: The notifications, in order.
  package mutating func afterEvent(newGeneration: Bool, reset: Bool, rowsChanged: Bool, outrunning: Bool)
    -> [RowNotification]
  {
    var notifications: [RowNotification] = []
    if newGeneration { notifications.append(.newGeneration(clearCache: reset)) }
    if rowsChanged { notifications.append(.rowsChanged) }
    if let change = outrunningChanged(to: outrunning) { notifications.append(change) }
    return notifications
  }

  /// What the detail levels hear when whether the user outruns the pages may have changed
  /// (after a row event).
  ///
  /// - Parameter outrunning: Whether the user now outruns the pages.
  /// - Returns: The notification, when it changed.
  package mutating func outrunningChanged(to outrunning: Bool) -> RowNotification? {
    guard outrunning != self.outrunning else { return nil }
    self.outrunning = outrunning
    return .outrunningPages(outrunning)
  }
}
