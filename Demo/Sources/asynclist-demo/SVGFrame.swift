import Foundation
import TerminalUI

/// A frame of the demo as an SVG picture, with its colours: what `snapshot FILE` writes in the
/// script mode, for the README's pictures (`.ci/pictures`).
///
/// Each span's background is a rectangle and its text one `<text>` run in a monospace font; an
/// upper half block (`▀`, the pictures screen's two pixels a cell) is two rectangles, so the
/// pictures show without depending on the viewer's font.
enum SVGFrame {
  static let cellWidth = 8.4
  static let cellHeight = 17.0
  static let background = RGB(24, 26, 30)
  static let foreground = RGB(214, 218, 224)

  /// The SVG document for lines of a frame.
  ///
  /// - Parameters:
  ///   - lines: The frame's lines.
  ///   - columns: Its width in cells.
  /// - Returns: The document's text.
  static func render(_ lines: [Line], columns: Int) -> String {
    let width = Double(columns) * cellWidth + 16
    let height = Double(lines.count) * cellHeight + 16
    var body = ""
    for (row, line) in lines.enumerated() {
      let y = 8 + Double(row) * cellHeight
      var column = 0
      for span in line.padded(to: columns).spans {
        var (fore, back) = (span.style.foreground ?? foreground, span.style.background)
        if span.style.inverse { (fore, back) = (back ?? background, fore) }
        let cells = span.text.map { TextWidth.of($0) }.reduce(0, +)
        let x = 8 + Double(column) * cellWidth
        if let back {
          body += rect(x, y, Double(cells) * cellWidth, cellHeight, back)
        }
        var text = ""
        var textColumn = column
        var offset = column
        func flush() {
          guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            text = ""
            return
          }
          let opacity = span.style.dim ? " fill-opacity=\"0.6\"" : ""
          let weight = span.style.bold ? " font-weight=\"bold\"" : ""
          body +=
            "<text x=\"\(format(8 + Double(textColumn) * cellWidth))\" y=\"\(format(y + cellHeight * 0.75))\""
            + " fill=\"\(hex(fore))\"\(opacity)\(weight) textLength=\"\(format(Double(text.count) * cellWidth))\">"
            + escape(text) + "</text>\n"
          text = ""
        }
        for character in span.text {
          if character == "▀" {
            flush()
            let cellX = 8 + Double(offset) * cellWidth
            body += rect(cellX, y, cellWidth, cellHeight / 2, fore)
            if let back { body += rect(cellX, y + cellHeight / 2, cellWidth, cellHeight / 2, back) }
            offset += 1
            textColumn = offset
            continue
          }
          if text.isEmpty { textColumn = offset }
          text.append(character)
          offset += TextWidth.of(character)
        }
        flush()
        column += cells
      }
    }
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
      viewBox="0 0 \(format(width)) \(format(height))" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" \
      font-size="14" xml:space="preserve">
      <rect width="100%" height="100%" rx="6" fill="\(hex(background))"/>
      \(body)</svg>

      """
  }

  private static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ color: RGB) -> String {
    "<rect x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(width + 0.3))\" height=\"\(format(height + 0.3))\""
      + " fill=\"\(hex(color))\"/>\n"
  }

  private static func hex(_ color: RGB) -> String {
    String(format: "#%02x%02x%02x", color.red, color.green, color.blue)
  }

  private static func format(_ value: Double) -> String { String(format: "%.1f", value) }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
