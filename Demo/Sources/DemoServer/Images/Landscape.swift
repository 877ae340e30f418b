import Foundation

/// A procedural landscape, the same for an id on every run: a sky graded from its top to the
/// horizon (day, dusk, night or dawn), a sun or moon, two ranges of hills, and for some ids a
/// lake reflecting the sky; stars at night. Drawn on a design grid of at most 256 × 256 and
/// scaled to the size asked for.
struct Landscape {
  typealias Colour = (red: Double, green: Double, blue: Double)

  private let random: (UInt64) -> Double
  private let skyTop: Colour
  private let skyHorizon: Colour
  private let sunColour: Colour
  private let farColour: Colour
  private let nearColour: Colour
  private let horizon: Double
  private let sun: (x: Double, y: Double, radius: Double)
  private let waterline: Double?
  private let night: Bool
  private let far: (amplitude: Double, frequencies: (Double, Double), phases: (Double, Double))
  private let near: (amplitude: Double, frequencies: (Double, Double), phases: (Double, Double))

  init(id: Int) {
    let seed = DeterministicHash.mix(id, salt: 9)
    let random = { (k: UInt64) in Double(DeterministicHash.mix(seed ^ DeterministicHash.mix(k)) >> 11) / 0x1p53 }
    self.random = random
    let jitter = { (colour: Colour, k: UInt64) -> Colour in
      let shift = (random(k) - 0.5) * 40
      return (colour.red + shift, colour.green + shift * 0.5, colour.blue - shift * 0.5)
    }
    switch Int(random(1) * 4) {
    case 0:  // day
      (skyTop, skyHorizon, sunColour) = (jitter((40, 110, 220), 2), jitter((170, 210, 245), 3), (255, 240, 160))
      (farColour, nearColour) = (jitter((90, 130, 150), 4), jitter((50, 120, 50), 5))
      night = false
    case 1:  // dusk
      (skyTop, skyHorizon, sunColour) = (jitter((70, 40, 120), 2), jitter((250, 140, 70), 3), (255, 190, 90))
      (farColour, nearColour) = (jitter((110, 60, 90), 4), jitter((50, 35, 50), 5))
      night = false
    case 2:  // night
      (skyTop, skyHorizon, sunColour) = (jitter((5, 10, 40), 2), jitter((30, 50, 100), 3), (240, 240, 220))
      (farColour, nearColour) = (jitter((30, 40, 70), 4), jitter((15, 25, 30), 5))
      night = true
    default:  // dawn
      (skyTop, skyHorizon, sunColour) = (jitter((120, 150, 220), 2), jitter((255, 200, 170), 3), (255, 230, 200))
      (farColour, nearColour) = (jitter((140, 130, 160), 4), jitter((80, 110, 70), 5))
      night = false
    }
    horizon = 0.45 + random(6) * 0.15
    sun = (0.15 + random(7) * 0.7, 0.12 + random(8) * (horizon - 0.3), 0.08 + random(9) * 0.06)
    waterline = random(10) < 0.55 ? 0.76 + random(11) * 0.1 : nil
    far = (0.1 + random(12) * 0.12, (4 + random(13) * 5, 10 + random(14) * 8), (random(15) * 6.3, random(16) * 6.3))
    near = (0.08 + random(17) * 0.12, (3 + random(18) * 4, 8 + random(19) * 6), (random(20) * 6.3, random(21) * 6.3))
  }

  /// The colour at a point, both coordinates in 0...1 (`x` across, `y` down); `aspect` is
  /// width / height, so the sun stays round.
  func colour(x: Double, y: Double, aspect: Double) -> Colour {
    if let waterline, y > waterline {
      // The lake: the sky mirrored at the waterline, darker and bluer, with ripples.
      let mirrored = max(0, 2 * waterline - y)
      let sky = colour(x: x, y: mirrored, aspect: aspect)
      let ripple = 0.8 + 0.1 * sin(y * 140 + x * 9)
      return mix(sky, (20, 60, 110), 0.45, scale: ripple)
    }
    let nearTop = horizon + 0.14 - ridge(x, near)
    if y >= nearTop { return mix(nearColour, (0, 0, 0), min(0.5, (y - nearTop) * 1.5)) }
    let farTop = horizon - ridge(x, far)
    if y >= farTop { return mix(farColour, skyHorizon, 0.25) }
    let dx = (x - sun.x) * aspect
    let dy = y - sun.y
    if dx * dx + dy * dy <= sun.radius * sun.radius { return sunColour }
    let t = min(1, max(0, y / horizon))
    let sky = mix(skyTop, skyHorizon, t * t)
    if night, random(UInt64(x * 997) &* 7_919 &+ UInt64(y * 991)) < 0.012 { return (235, 235, 255) }
    return sky
  }

  private func ridge(_ x: Double, _ range: (amplitude: Double, frequencies: (Double, Double), phases: (Double, Double)))
    -> Double
  {
    let wave = 0.6 * sin(x * range.frequencies.0 + range.phases.0) + 0.4 * sin(x * range.frequencies.1 + range.phases.1)
    return range.amplitude * (0.5 + 0.5 * wave)
  }

  private func mix(_ a: Colour, _ b: Colour, _ t: Double, scale: Double = 1) -> Colour {
    (
      (a.red + (b.red - a.red) * t) * scale, (a.green + (b.green - a.green) * t) * scale,
      (a.blue + (b.blue - a.blue) * t) * scale
    )
  }
}
