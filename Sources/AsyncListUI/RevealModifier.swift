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
    /// row never tracks "data arrived" against "row appeared" itself. With Reduce Motion on, a
    /// spring becomes a short fade.
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
    /// A hidden row takes no taps and is not read by VoiceOver.
    func staggered(shown: Bool) -> some View {
      opacity(shown ? 1 : 0)
        .allowsHitTesting(shown)
        .accessibilityHidden(!shown)
        .animation(.easeOut(duration: 0.2), value: shown)
    }
  }

  /// The phases of one reveal: at rest the row shows in full; when the core's reveal serial
  /// changes, it jumps to hidden (no animation) and then animates to shown. Setting a state to 0
  /// and animating it to 1 in the same update would be coalesced into no change at all, so the
  /// reveal is a phase animation (iOS 17, macOS 14).
  enum RevealPhase: Equatable, CaseIterable {
    case rest, hidden, shown

    var progress: Double { self == .hidden ? 0 : 1 }
  }

  /// With Reduce Motion on, every reveal is a short fade: a spring's growth is motion, a fade
  /// is not.
  struct RevealEffect: ViewModifier {
    let serial: Int?
    let style: RevealStyle
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
      let grows = style == .spring && !reduceMotion
      content.phaseAnimator(RevealPhase.allCases, trigger: serial) { view, phase in
        view
          .opacity(grows ? 1 : phase.progress)
          .scaleEffect(x: grows ? phase.progress : 1, y: 1, anchor: .leading)
      } animation: { phase in
        switch phase {
        case .hidden, .rest: nil
        case .shown: grows ? .spring(response: 0.5, dampingFraction: 0.7) : .easeIn(duration: reduceMotion ? 0.2 : 0.35)
        }
      }
    }
  }
#endif
