/// Horizontal bars drawn with eighth blocks, for amounts.
package enum Bar {
  private static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  /// A bar filling a fraction of a width, to the eighth of a column.
  ///
  /// - Parameters:
  ///   - fraction: 0...1 of the width.
  ///   - width: Columns available.
  /// - Returns: The bar's text, exactly `width` columns wide (padded with spaces).
  package static func text(fraction: Double, width: Int) -> String {
    guard width > 0 else { return "" }
    let eighthsTotal = Int((min(1, max(0, fraction)) * Double(width * 8)).rounded())
    let full = eighthsTotal / 8
    let partial = eighthsTotal % 8
    var text = String(repeating: "█", count: full) + eighths[partial]
    let used = full + (partial > 0 ? 1 : 0)
    text += String(repeating: " ", count: max(0, width - used))
    return text
  }
}

/// A spinner's frames, one per tick.
package enum Spinner {
  private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// The frame for a tick count.
  package static func frame(_ tick: Int) -> String { frames[((tick % frames.count) + frames.count) % frames.count] }
}

/// Lays out a full-screen frame: a title line, a body that fills the middle (cut or padded to
/// fit), and bottom lines, each cut to the width.
package enum FrameLayout {
  /// The frame's lines.
  ///
  /// - Parameters:
  ///   - title: The first line.
  ///   - body: The middle lines; extra ones are dropped, missing ones left blank.
  ///   - bottom: Lines at the bottom (footer, status, help).
  ///   - columns: The width.
  ///   - rows: The height.
  /// - Returns: Exactly `rows` lines, none wider than `columns`.
  package static func frame(title: Line, body: [Line], bottom: [Line], columns: Int, rows: Int) -> [Line] {
    guard rows > 0 else { return [] }
    let bottomShown = Array(bottom.suffix(max(0, rows - 1)))
    let bodyRows = max(0, rows - 1 - bottomShown.count)
    var lines = [title.truncated(to: columns)]
    lines += body.prefix(bodyRows).map { $0.truncated(to: columns) }
    lines += Array(repeating: Line(), count: bodyRows - min(bodyRows, body.count))
    lines += bottomShown.map { $0.truncated(to: columns) }
    return Array(lines.prefix(rows))
  }

  /// The body rows a frame of this height leaves for the list.
  package static func bodyRows(rows: Int, bottomCount: Int) -> Int { max(1, rows - 1 - bottomCount) }

  /// A line with text centred in a width.
  package static func centered(_ text: String, width: Int, style: Style = .plain) -> Line {
    let padding = max(0, (width - TextWidth.of(text)) / 2)
    return Line([Span(String(repeating: " ", count: padding)), Span(text, style)])
  }
}
