#if canImport(SwiftUI)
  import AsyncList
  import Observation
  import SwiftUI

  /// A run of placeholders as one view of their height (``AsyncList/PlaceholderRun``). A run of
  /// one position reports its visibility as a row does; a longer run reports the positions the
  /// screen shows of it, from its geometry in the scroll view, and the core loads the page
  /// there (a jump, with a source that keys positions).
  struct PlaceholderRunView<Source: PageSource>: View {
    let model: AsyncListModel<Source>
    let layout: AsyncListLayout
    let run: PlaceholderRun
    let rowHeight: RowHeightEstimate
    /// The positions of the run on screen, as last reported.
    @State private var onScreen: Range<Int>?

    var body: some View {
      let height = rowHeight.value
      let shape = Color.secondary.opacity(0.08).frame(height: height * CGFloat(run.count))
      if run.count == 1 {
        let position = run.positions.lowerBound
        shape.modifier(
          RowVisibility(
            layout: layout,
            appeared: { model.rowAppeared(at: position) },
            disappeared: { model.placeholderDisappeared(at: position) }
          ))
      } else {
        shape
          .onGeometryChange(
            for: Range<Int>.self,
            of: { [run] proxy in
              guard let viewport = proxy.bounds(of: .scrollView) else {
                return run.positions.lowerBound..<run.positions.lowerBound
              }
              return run.positions(visibleFrom: viewport.minY, to: viewport.maxY, rowHeight: height)
            },
            action: { shown in report(shown) }
          )
          .onDisappear { report(nil) }
      }
    }

    private func report(_ shown: Range<Int>?) {
      let shown = shown?.isEmpty == false ? shown : nil
      guard shown != onScreen else { return }
      model.placeholdersOnScreen(from: onScreen, to: shown)
      onScreen = shown
    }
  }

  /// The mean height of the first rows measured: what a placeholder takes. An object, so that
  /// measuring rows redraws the placeholders that read it and not the rows' structure.
  @MainActor
  @Observable
  final class RowHeightEstimate {
    /// Rows measured before the estimate stays put.
    static let samples = 16
    @ObservationIgnored private var total: CGFloat = 0
    @ObservationIgnored private var count = 0
    /// The estimate: 44 points (a standard row) until a row is measured.
    private(set) var value: CGFloat = 44

    /// Adds a row's height while the estimate still takes samples.
    func add(_ height: CGFloat) {
      guard height > 0, count < Self.samples else { return }
      total += height
      count += 1
      value = total / CGFloat(count)
    }
  }
#endif
