#if canImport(UIKit)
  import UIKit

  /// How a cell plays a row's reveal (``AsyncListRowDetail/playReveal(on:_:)``), with
  /// `UIView.animate`.
  public enum RevealAnimation: Sendable {
    /// Grows from the leading edge with a spring: bars, amounts.
    case spring
    /// Fades in: images.
    case fade

    /// Plays the animation on a view, or puts the view at rest.
    ///
    /// - Parameters:
    ///   - view: The view to animate.
    ///   - now: Whether to play it; `false` resets what the animation changes.
    @MainActor
    func play(on view: UIView, now: Bool) {
      // With Reduce Motion on, a spring becomes a short fade: growth is motion, a fade is not.
      let style: RevealAnimation = UIAccessibility.isReduceMotionEnabled ? .fade : self
      switch (style, now) {
      case (.spring, false): view.transform = .identity
      case (.fade, false): view.alpha = 1
      case (.spring, true):
        // Scaled about its centre and moved back by half what it lost: it grows from its leading edge.
        let start: CGFloat = 0.01
        UIView.performWithoutAnimation {
          view.transform = CGAffineTransform(translationX: -view.bounds.width * (1 - start) / 2, y: 0)
            .scaledBy(x: start, y: 1)
        }
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0) {
          view.transform = .identity
        }
      case (.fade, true):
        view.transform = .identity
        UIView.performWithoutAnimation { view.alpha = 0 }
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0.2 : 0.35) { view.alpha = 1 }
      }
    }
  }
#endif
