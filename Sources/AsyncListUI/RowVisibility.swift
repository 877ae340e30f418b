#if canImport(SwiftUI)
  import SwiftUI

  /// Reports a row (or a placeholder) entering and leaving the screen to the model, the way the
  /// layout allows: in a lazy stack on iOS 18 and later when it crosses into the viewport, else
  /// when SwiftUI makes it appear and disappear.
  struct RowVisibility: ViewModifier {
    let layout: AsyncListLayout
    let appeared: @MainActor () -> Void
    let disappeared: @MainActor () -> Void

    /// The share of a row that must be inside the viewport for it to count as on screen.
    static var threshold: Double { 0.05 }

    func body(content: Content) -> some View {
      if layout != .list {
        if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
          content.onScrollVisibilityChange(threshold: Self.threshold) { visible in
            visible ? appeared() : disappeared()
          }
        } else {
          appearing(content)
        }
      } else {
        appearing(content)
      }
    }

    private func appearing(_ content: Content) -> some View {
      content.onAppear { appeared() }.onDisappear { disappeared() }
    }
  }
#endif
