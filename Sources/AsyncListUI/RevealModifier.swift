#if canImport(SwiftUI)
  public import AsyncList
  public import SwiftUI

  /// How a row plays the core's reveal decision.
  public enum RevealStyle: Sendable {
    /// Grow from the leading edge with a spring: bars, amounts.
    case spring
    /// Fade in: images.
    case fade
  }

  extension View {
    /// Plays a row's reveal whenever the core decides it (``AsyncList/Reveal/serial`` changes): the
    /// row never tracks "data arrived" against "row appeared" itself.
    ///
    /// ```swift
    /// Bar(value: amount).reveal(detail.reveal, style: .spring)
    /// ```
    ///
    /// - Parameters:
    ///   - reveal: The row's latest reveal, from ``AsyncList/RowDetail/reveal``.
    ///   - style: A spring for bars, a fade for images.
    /// - Returns: The view with its reveal animation.
    public func reveal(_ reveal: Reveal?, style: RevealStyle) -> some View {
      modifier(RevealEffect(serial: reveal?.serial, style: style))
    }

    /// Hides rows a staggered first page has not revealed yet and fades them in as it does.
    func staggered(index: Int, limit: Int?) -> some View {
      opacity(limit.map { index < $0 ? 1 : 0 } ?? 1)
        .animation(.easeOut(duration: 0.2), value: limit.map { index < $0 } ?? true)
    }
  }

  struct RevealEffect: ViewModifier {
    let serial: Int?
    let style: RevealStyle
    @State private var progress = 1.0

    func body(content: Content) -> some View {
      content
        .opacity(style == .fade ? progress : 1)
        .scaleEffect(x: style == .spring ? progress : 1, y: 1, anchor: .leading)
        .onChange(of: serial) { _, _ in
          progress = 0
          withAnimation(style == .spring ? .spring(response: 0.5, dampingFraction: 0.7) : .easeIn(duration: 0.35)) {
            progress = 1
          }
        }
    }
  }
#endif
