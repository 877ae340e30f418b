import Foundation

/// Animation curves for the terminal, as pure functions of progress.
package enum Easing {
  /// A spring settling on 1 with a small overshoot, as SwiftUI's default spring looks:
  /// 0 at the start, 1 from `t >= 1` on.
  ///
  /// - Parameter t: Elapsed time over the animation's duration.
  /// - Returns: The animated fraction.
  package static func spring(_ t: Double) -> Double {
    guard t > 0 else { return 0 }
    guard t < 1 else { return 1 }
    let damping = 6.0
    let frequency = 1.6 * 2 * Double.pi
    return 1 - exp(-damping * t) * cos(frequency * t) * (1 - t)
  }

  /// Ease-out for fades: fast first, then slow.
  ///
  /// - Parameter t: Elapsed time over the animation's duration.
  /// - Returns: The animated fraction, in 0...1.
  package static func easeOut(_ t: Double) -> Double {
    let clamped = min(1, max(0, t))
    return 1 - (1 - clamped) * (1 - clamped)
  }
}
