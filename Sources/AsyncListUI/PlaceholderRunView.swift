#if canImport(SwiftUI)
  @_spi(Faces) import AsyncList
  import AsyncListStrings
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
    /// The positions in all, for VoiceOver ("Loading row 5,001 of 1,000,000").
    let total: Int
    let rowHeight: RowHeightEstimate
    @Environment(\.dynamicTypeSize) private var typeSize
    /// The positions of the run on screen, as last reported.
    @State private var onScreen: Range<Int>?

    var body: some View {
      let height = rowHeight.value(at: typeSize)
      let shape = Color.secondary.opacity(0.08).frame(height: height * CGFloat(run.count))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(ListStrings.loadingRows(run.positions, of: total))
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

  /// The mean height of the first rows measured at each Dynamic Type size: what a placeholder
  /// takes. A new text size is measured again from its own rows. An object, so that measuring
  /// rows redraws the placeholders that read it and not the rows' structure.
  @MainActor
  @Observable
  final class RowHeightEstimate {
    /// Rows measured at a size before its estimate stays put.
    static let samples = 16
    @ObservationIgnored private var measured: [DynamicTypeSize: (total: CGFloat, count: Int)] = [:]
    private var estimates: [DynamicTypeSize: CGFloat] = [:]

    /// The estimate at a text size: 44 points (a standard row) until a row is measured at it.
    func value(at size: DynamicTypeSize) -> CGFloat { estimates[size] ?? 44 }

    /// Adds a row's height, measured at a text size, while that size still takes samples.
    func add(_ height: CGFloat, at size: DynamicTypeSize) {
      let sample = measured[size] ?? (0, 0)
      guard height > 0, sample.count < Self.samples else { return }
      let next = (sample.total + height, sample.count + 1)
      measured[size] = next
      estimates[size] = next.0 / CGFloat(next.1)
    }
  }
#endif
