import Testing

@testable import TerminalUI

@Suite struct LineTests {
  @Test func truncationKeepsStylesAndEndsWithAnEllipsis() {
    let bold = Style(bold: true)
    let line = Line([Span("Line 12 ", bold), Span("Amount: 0.7")])
    let cut = line.truncated(to: 12)
    #expect(cut.plainText == "Line 12 Amo…")
    #expect(cut.width == 12)
    #expect(cut.spans.first?.style == bold)
    #expect(line.truncated(to: 100) == line)
    #expect(line.truncated(to: 0).plainText.isEmpty)
  }

  @Test func wideCharactersTakeTwoColumns() {
    #expect(TextWidth.of("日本") == 4)
    #expect(Line(stringLiteral: "日本語テキスト").truncated(to: 5).plainText == "日本…")
    #expect(Line(stringLiteral: "ab").padded(to: 5).width == 5)
  }

  @Test func ansiSelectsTrueColourAndResets() {
    let line = Line([Span("x", Style(foreground: RGB(1, 2, 3), background: RGB(4, 5, 6), bold: true))])
    #expect(line.ansi == "\u{1B}[0;1;38;2;1;2;3;48;2;4;5;6mx\u{1B}[0m")
  }

  @Test func framesHaveExactlyTheWindowsRowsAndNoWiderLines() {
    let body = (0..<50).map { Line(stringLiteral: "row \($0) " + String(repeating: "x", count: 200)) }
    let frame = FrameLayout.frame(title: "title", body: body, bottom: ["footer", "status"], columns: 40, rows: 10)
    #expect(frame.count == 10)
    #expect(frame.allSatisfy { $0.width <= 40 })
    #expect(frame[1].plainText.hasPrefix("row 0"))
    #expect(frame[7].plainText.hasPrefix("row 6"))
    #expect(frame[8].plainText == "footer")
    let short = FrameLayout.frame(title: "t", body: ["a"], bottom: ["b"], columns: 10, rows: 5)
    #expect(short.map(\.plainText) == ["t", "a", "", "", "b"])
    #expect(FrameLayout.centered("hi", width: 10).plainText == "    hi")
  }
}
