/// Where a scroll will come to rest, in rows: what a front end passes to
/// ``AsyncListModel/scrollWillSettle(on:)``. `AsyncListUI` uses it (`AsyncListUIKit` asks the
/// collection view's layout for the cells at the target instead); a front end of your own can.
///
/// The rows come from the content's height as the layout reports it: a lazy layout sizes its
/// content from the rows it measured and estimates the rest from them, so the estimate is the
/// layout's own, not a fixed row height. A fling's target is rarely laid out yet, so no row
/// frame exists there to read.
///
/// ```swift
/// // UIKit: scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
/// let top = Double(targetContentOffset.pointee.y)
/// model.scrollWillSettle(on: ScrollSettle.rows(
///   top: top, bottom: top + Double(scrollView.bounds.height),
///   contentHeight: Double(scrollView.contentSize.height), positions: model.rows.totalCount))
/// ```
public enum ScrollSettle {
  /// The rows a stretch of the content shows.
  ///
  /// - Parameters:
  ///   - top: The stretch's top, in the content's coordinates (0 at the content's top).
  ///   - bottom: Its bottom.
  ///   - contentHeight: The content's height.
  ///   - positions: The list's positions (`rows.totalCount`, placeholders included).
  /// - Returns: The positions the stretch shows, at least one; `nil` when the content is empty or
  ///   has no height. A stretch past either end of the content shows the screen at that end, as
  ///   a scroll view stops at its content's edge.
  public static func rows(top: Double, bottom: Double, contentHeight: Double, positions: Int) -> Range<Int>? {
    guard positions > 0, contentHeight > 0, top.isFinite, bottom.isFinite else { return nil }
    let height = contentHeight / Double(positions)
    let span = min(abs(bottom - top), contentHeight)
    let low = min(max(0, min(top, bottom)), contentHeight - span)
    let first = Int((low / height).rounded(.down))
    let last = Int(((low + span) / height).rounded(.up))
    let lower = min(max(0, first), positions - 1)
    return lower..<min(positions, max(lower + 1, last))
  }

  /// Where a deceleration from a velocity comes to rest, at a deceleration rate per
  /// millisecond (a scroll view's normal rate, 0.998, by default): the offset plus
  /// `velocity × rate / (1 − rate) / 1000`.
  ///
  /// - Parameters:
  ///   - offset: The content offset now, in points.
  ///   - velocity: The velocity, in points per second (positive towards the end).
  ///   - decelerationRate: The share of the velocity kept each millisecond, in 0..<1.
  /// - Returns: The offset where the scroll stops.
  public static func restingOffset(offset: Double, velocity: Double, decelerationRate: Double = 0.998) -> Double {
    let rate = min(max(decelerationRate, 0), 0.9999)
    return offset + velocity / 1000 * rate / (1 - rate)
  }
}
