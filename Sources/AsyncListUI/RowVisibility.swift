#if canImport(SwiftUI)
  import SwiftUI

  /// Reports a row (or a placeholder) entering and leaving the screen to the model, the way the
  /// layout allows. In a lazy stack, from the row's geometry against the scroll view's viewport:
  /// `onScrollVisibilityChange` on iOS 18 and later, the same test on the row's frame
  /// (`onGeometryChange`, `bounds(of: .scrollView)`) on iOS 17, because a `LazyVStack` prepares
  /// rows ahead of the viewport and `onDisappear` there is not reliable. In a `List`, when SwiftUI
  /// makes the cell appear and disappear.
  ///
  /// Appearances and disappearances always alternate, starting with an appearance: a row the
  /// stack prepares off screen (its first geometry says "not visible") reports nothing, and a row
  /// removed from the stack while on screen (a reset, a new query) reports leaving, which the
  /// visibility callbacks do not.
  struct RowVisibility: ViewModifier {
    let layout: AsyncListLayout
    let appeared: @MainActor () -> Void
    let disappeared: @MainActor () -> Void
    /// Whether the row last reported appearing.
    @State private var onScreen = false

    func body(content: Content) -> some View {
      if layout != .list {
        if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
          content.onScrollVisibilityChange(threshold: Viewport.threshold) { report($0) }
            .onDisappear { report(false) }
        } else {
          content.onGeometryChange(for: Bool.self, of: { Viewport.shows($0) }, action: { report($0) })
            .onDisappear { report(false) }
        }
      } else {
        appearing(content)
      }
    }

    private func report(_ visible: Bool) {
      guard visible != onScreen else { return }
      onScreen = visible
      visible ? appeared() : disappeared()
    }

    private func appearing(_ content: Content) -> some View {
      content.onAppear { appeared() }.onDisappear { disappeared() }
    }
  }

  /// Whether a row is on screen, from its geometry.
  enum Viewport {
    /// The share of a row that must be inside the viewport for it to count as on screen.
    static let threshold = 0.05

    /// Whether at least ``threshold`` of the row's height lies inside the enclosing scroll view.
    static func shows(_ proxy: GeometryProxy) -> Bool {
      guard let viewport = proxy.bounds(of: .scrollView) else { return false }
      let row = CGRect(origin: .zero, size: proxy.size)
      let inside = row.intersection(viewport)
      return !inside.isNull && inside.height >= threshold * max(row.height, 1)
    }
  }
#endif
