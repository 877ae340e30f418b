/// A 24-bit colour.
package struct RGB: Sendable, Equatable, Hashable {
  package var red: UInt8
  package var green: UInt8
  package var blue: UInt8

  /// Creates a colour.
  package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// This colour mixed towards another: `amount` 0 is self, 1 is `other`.
  package func mixed(with other: RGB, amount: Double) -> RGB {
    let t = min(1, max(0, amount))
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
    return RGB(mix(red, other.red), mix(green, other.green), mix(blue, other.blue))
  }
}

/// How a span of text looks.
package struct Style: Sendable, Equatable {
  package var foreground: RGB?
  package var background: RGB?
  package var bold = false
  package var dim = false
  package var inverse = false

  /// Creates a style.
  package init(
    foreground: RGB? = nil, background: RGB? = nil, bold: Bool = false, dim: Bool = false, inverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.inverse = inverse
  }

  /// No styling.
  package static let plain = Style()

  /// The ANSI escape that selects this style (after a reset).
  package var ansi: String {
    var codes = ["0"]
    if bold { codes.append("1") }
    if dim { codes.append("2") }
    if inverse { codes.append("7") }
    if let foreground { codes.append("38;2;\(foreground.red);\(foreground.green);\(foreground.blue)") }
    if let background { codes.append("48;2;\(background.red);\(background.green);\(background.blue)") }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}

/// A piece of text with one style.
package struct Span: Sendable, Equatable {
  package var text: String
  package var style: Style

  /// Creates a span.
  package init(_ text: String, _ style: Style = .plain) {
    self.text = text
    self.style = style
  }
}

/// One screen line: spans laid out left to right.
package struct Line: Sendable, Equatable, ExpressibleByStringLiteral {
  package var spans: [Span]

  /// Creates a line.
  package init(_ spans: [Span] = []) {
    self.spans = spans
  }

  /// A plain line.
  package init(stringLiteral value: String) {
    self.spans = [Span(value)]
  }

  /// The text without styles.
  package var plainText: String { spans.map(\.text).joined() }

  /// The width in terminal columns.
  package var width: Int { spans.reduce(0) { $0 + TextWidth.of($1.text) } }

  /// Appends a span.
  package mutating func append(_ text: String, _ style: Style = .plain) {
    spans.append(Span(text, style))
  }

  /// Two lines one after the other.
  ///
  /// - Parameters:
  ///   - left: The first line.
  ///   - right: The line after it.
  /// - Returns: Both lines' spans in one line.
  package static func + (left: Line, right: Line) -> Line {
    Line(left.spans + right.spans)
  }

  /// The line cut to a width, with "…" where text was cut.
  ///
  /// - Parameter width: Columns available.
  /// - Returns: The line, no wider than `width`.
  package func truncated(to width: Int) -> Line {
    guard self.width > width else { return self }
    guard width > 0 else { return Line() }
    var result = Line()
    var used = 0
    for span in spans {
      var text = ""
      for character in span.text {
        let characterWidth = TextWidth.of(character)
        if used + characterWidth > width - 1 {
          if !text.isEmpty { result.append(text, span.style) }
          result.append("…", span.style)
          return result
        }
        text.append(character)
        used += characterWidth
      }
      result.append(text, span.style)
    }
    return result
  }

  /// The line padded with spaces to a width (after truncating it to that width).
  package func padded(to width: Int, style: Style = .plain) -> Line {
    var line = truncated(to: width)
    let missing = width - line.width
    if missing > 0 { line.append(String(repeating: " ", count: missing), style) }
    return line
  }

  /// The line as ANSI text.
  package var ansi: String {
    spans.map { $0.style == .plain ? "\u{1B}[0m" + $0.text : $0.style.ansi + $0.text }.joined() + "\u{1B}[0m"
  }
}

/// Display width of text in a terminal: wide East Asian characters take two columns,
/// combining marks none.
package enum TextWidth {
  /// Columns taken by a string.
  package static func of(_ text: String) -> Int { text.reduce(0) { $0 + of($1) } }

  /// Columns taken by a character.
  package static func of(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    switch scalar.value {
    case 0..<0x20, 0x7F: return 0
    case 0x0300...0x036F: return 0
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
      0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default: return 1
    }
  }
}
