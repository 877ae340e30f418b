/// What a user waits for on screen: the one definition of a stall, which the engine's wait
/// meter (``WaitMetrics``) and the scroll simulator both measure.
///
/// The user waits when no rows are shown yet and the list has not settled (a first load), when
/// they reached the end of the rows while more are coming, or when a row on screen does not
/// show its data yet.
package enum ScreenWait {
  /// Whether the user waits now.
  ///
  /// - Parameters:
  ///   - rowsShown: Whether the list shows rows.
  ///   - listSettled: Whether a list without rows has settled on a state that is not loading
  ///     (empty, or its first load failed).
  ///   - userAtEnd: Whether the user is at (or past) the last row held.
  ///   - moreRowsComing: Whether more rows can come at that end (its footer loads).
  ///   - rowsWithoutData: Rows on screen whose second level has not arrived.
  /// - Returns: `true` while the user waits for rows or data.
  package static func isWaiting(
    rowsShown: Bool, listSettled: Bool, userAtEnd: Bool, moreRowsComing: Bool, rowsWithoutData: Int
  ) -> Bool {
    (!rowsShown && !listSettled) || (userAtEnd && moreRowsComing) || rowsWithoutData > 0
  }
}
